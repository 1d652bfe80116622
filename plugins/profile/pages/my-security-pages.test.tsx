// My security's sub-pages with the gateway mocked at the Apollo link and the router stubbed: step-up's code
// flow and its messages, the password form's rules and answers, the devices table, and the QR code page.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteHrefContext } from '@kit/route-link';
import { CHANGE_PASSWORD, GET_AUTHENTICATOR, GET_CONNECTED_DEVICES, GET_PASSWORD_CONTEXT, START_AUTHENTICATOR_ENROLMENT, START_STEP_UP, VERIFY_STEP_UP } from '../api/my-security';
import { dropStepUpGrant, keepStepUpGrant, stepUpGrant } from '../components/step-up-grant';
import ConnectedDevicesPage from './connected-devices-page';
import QrCodePage from './qr-code-page';
import StepUpPage from './step-up-page';
import UpdatePasswordPage from './update-password-page';

const navigate = vi.fn();
let search: Record<string, string> = {};
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  useSearch: () => search,
  Link: ({ to, children, search: _s, activeOptions: _a, ...rest }: { to: string; children: ReactNode; search?: unknown; activeOptions?: unknown }) => (
    <a href={`#${to}`} {...rest}>
      {children}
    </a>
  ),
}));

const href = (id: string) => `/${id}`;
const show = (ui: ReactNode, mocks: object[]) =>
  render(
    <RouteHrefContext.Provider value={href as never}>
      <MockedProvider mocks={mocks as never}>{ui}</MockedProvider>
    </RouteHrefContext.Provider>,
  );
const params = { params: {} as never };
const soon = () => new Date(Date.now() + 300_000).toISOString();

beforeEach(() => {
  navigate.mockReset();
  search = {};
  dropStepUpGrant();
});
afterEach(() => dropStepUpGrant());

const started = { request: { query: START_STEP_UP }, result: { data: { startStepUp: { __typename: 'StepUpChallenge', id: 'C1', expiresInSeconds: 300, maxAttempts: 3 } } } };
const verified = (code: string, result: object) => ({
  request: { query: VERIFY_STEP_UP, variables: { challengeId: 'C1', code } },
  result: { data: { verifyStepUp: { __typename: 'StepUpVerification', token: null, expiresAt: null, attemptsLeft: null, ...result } } },
});

describe('step-up page', () => {
  it('sends a code, says how many tries are left, then keeps the grant and goes on to ?next=', async () => {
    search = { next: 'update-password' };
    show(<StepUpPage {...params} />, [started, verified('111111', { outcome: 'WRONG_CODE', attemptsLeft: 2 }), verified('123456', { outcome: 'VERIFIED', token: 'G1', expiresAt: soon() })]);
    expect(screen.getByText(/You need to verify it's you before you change your password\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const field = await screen.findByRole('textbox', { name: '6-digit code' });
    expect(screen.getByRole('status').textContent).toContain("We've sent a code to your registered mobile. It expires in 5 minutes.");
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code we sent you.')).toBeTruthy();
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText("That code isn't right. You have 2 attempts left.")).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/profile-security-update-password' }));
    expect(stepUpGrant()).toBe('G1');
  });

  it('asks for a new code once locked, and says when sending fails', async () => {
    show(<StepUpPage {...params} />, [started, verified('000000', { outcome: 'LOCKED', attemptsLeft: 0 }), { request: { query: START_STEP_UP }, error: new Error('down') }]);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '6-digit code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many incorrect codes. Send a new code to try again.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText("Sorry, we couldn't send a code. Please try again.")).toBeTruthy();
    expect(stepUpGrant()).toBeNull();
  });
});

const passwordContext = {
  request: { query: GET_PASSWORD_CONTEXT },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      passwordPolicy: { __typename: 'PasswordPolicy', minLength: 10, maxLength: 64, username: 'limited.access' },
      viewer: { __typename: 'Viewer', user: { __typename: 'User', mac: 'M1', lastPasswordChange: null } },
    },
  },
};

describe('update password page', () => {
  it('sends the adviser to step-up first when there is no grant', async () => {
    show(<UpdatePasswordPage {...params} />, [passwordContext]);
    const link = await screen.findByRole('link', { name: "Verify it's you" });
    expect(link.getAttribute('href')).toBe('#/profile-security-step-up');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByText("You haven't changed your password yet.")).toBeTruthy();
  });

  it('ticks the rules as the user types and says when the current password is wrong', async () => {
    keepStepUpGrant('G1', soon());
    const input = { currentPassword: 'guess', newPassword: 'Harbour7Bridge', stepUpToken: 'G1' };
    show(<UpdatePasswordPage {...params} />, [
      passwordContext,
      { request: { query: CHANGE_PASSWORD, variables: { input } }, result: { data: { changePassword: { __typename: 'ChangePasswordResult', outcome: 'WRONG_CURRENT_PASSWORD', brokenRules: [], changedAt: null } } } },
    ]);
    const next = await screen.findByLabelText('New password');
    const rule = (name: string) => within(screen.getByRole('list')).getByText(name).parentElement!;
    await userEvent.type(next, 'harbour');
    expect(rule('An upper-case letter').textContent).toContain('not met');
    expect(rule('A lower-case letter').textContent).toContain(': met');
    await userEvent.clear(next);
    await userEvent.type(next, 'Harbour7Bridge');
    expect(within(screen.getByRole('list')).queryAllByText(/not met/)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Current password'), 'guess');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Harbour7Bridge');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText("Your current password isn't right.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it('says at each field what is missing, focuses the first, and sends nothing until all hold', async () => {
    keepStepUpGrant('G1', soon());
    show(<UpdatePasswordPage {...params} />, [passwordContext]);
    const next = await screen.findByLabelText('New password');
    await userEvent.type(next, 'harbour');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText("Your new password doesn't meet every rule above.")).toBeTruthy();
    expect(screen.getByText("The passwords don't match.")).toBeTruthy();
    const current = screen.getByLabelText('Current password');
    expect(document.activeElement).toBe(current);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(next.getAttribute('aria-describedby')).toContain('password-rules');
    await userEvent.type(current, 'guess');
    expect(screen.queryByText('Enter your current password.')).toBeNull();
  });
});

const device = (id: string, current: boolean, browser = 'Chrome 131') => ({
  __typename: 'ConnectedDevice', id, browser, os: 'macOS', platform: 'desktop', signedInAt: '2026-03-01T00:00:00Z', lastActiveAt: '2026-03-02T00:00:00Z', current,
});

describe('connected devices page', () => {
  it('marks this device, offers Sign out for the others, and goes to step-up without a grant', async () => {
    show(<ConnectedDevicesPage {...params} />, [{ request: { query: GET_CONNECTED_DEVICES }, result: { data: { connectedDevices: [device('A', true), device('B', false, 'Firefox 130')] } } }]);
    const rows = await screen.findAllByRole('row');
    expect(rows[1]!.textContent).toContain('Chrome 131 on macOS');
    expect(within(rows[1]!).getByText('This device')).toBeTruthy();
    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Sign out Firefox 130 on macOS' }));
    expect(navigate).toHaveBeenCalledWith({ to: '/profile-security-step-up', search: { next: 'connected-devices' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the error state when the devices cannot be loaded', async () => {
    show(<ConnectedDevicesPage {...params} />, [{ request: { query: GET_CONNECTED_DEVICES }, error: new Error('down') }]);
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry, your devices could not be loaded. Please try again.');
  });
});

const authenticator = (status: string, extra: object = {}) => ({
  request: { query: GET_AUTHENTICATOR },
  result: {
    data: {
      authenticator: { __typename: 'Authenticator', status, deviceName: null, activatedAt: null, enrolmentExpiresAt: null, ...extra },
      shell: { __typename: 'Shell', brand: { __typename: 'Brand', key: 'mgl', helpLinks: {} } },
    },
  },
});

describe('QR code page', () => {
  it('asks for an enrolment and shows it as a QR code and as a code to type', async () => {
    show(<QrCodePage {...params} />, [
      authenticator('NOT_INSTALLED'),
      { request: { query: START_AUTHENTICATOR_ENROLMENT }, result: { data: { startAuthenticatorEnrolment: { __typename: 'AuthenticatorEnrolment', code: '12345678', activationUrl: 'macquarie-authenticator://activate?code=12345678', expiresAt: soon() } } } },
    ]);
    expect((await screen.findByTestId('enrolment-code')).textContent).toBe('1234 5678');
    expect(await screen.findByRole('img', { name: 'QR code to activate Macquarie Authenticator' })).toBeTruthy();
    expect(screen.getByText('Waiting for the app to activate…')).toBeTruthy();
  });

  it('says on which phone the app is active, and asks for no enrolment', async () => {
    show(<QrCodePage {...params} />, [authenticator('INSTALLED', { deviceName: 'Pixel 9', activatedAt: '2026-03-02T00:00:00Z' })]);
    expect(await screen.findByText('Macquarie Authenticator is active on Pixel 9.')).toBeTruthy();
    expect(screen.queryByTestId('enrolment-code')).toBeNull();
  });
});
