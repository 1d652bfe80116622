// My security with the gateway's answers mocked at the Apollo link: the saved level is selected, an unchanged
// level is not sent, a change asks first, and a failed save says so and keeps the choice. The authenticator
// banner shows with its flag while the app is not installed.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PluginHostContext, type PluginHost } from '@kit/plugin-host';
import { RouteHrefContext } from '@kit/route-link';
import { GET_AUTHENTICATOR } from '../api/my-security';
import { GET_SECURITY_LEVEL, SET_SECURITY_LEVEL } from '../api/profile';
import SecurityPage from './security-page';

const levelMock = (level: 'ULTIMATE' | 'ENHANCED') => ({
  request: { query: GET_SECURITY_LEVEL },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { securityLevel: level } },
});

const authenticatorMock = (status: 'INSTALLED' | 'NOT_INSTALLED' | 'IN_PROGRESS') => ({
  request: { query: GET_AUTHENTICATOR },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      authenticator: { __typename: 'Authenticator', status, deviceName: null, activatedAt: null, enrolmentExpiresAt: null },
      shell: { __typename: 'Shell', brand: { __typename: 'Brand', key: 'mgl', helpLinks: { authenticator: 'https://help.example.com/authenticator' } } },
    },
  },
});

const host = (bannerOn: boolean) => ({ flag: (key: string) => bannerOn && key === 'general.authenticatorBanner' }) as unknown as PluginHost;

const page = (mocks: object[], { bannerOn = false, withAuthenticator = true } = {}) =>
  render(
    <PluginHostContext.Provider value={host(bannerOn)}>
      <RouteHrefContext.Provider value={() => null}>
        <MockedProvider mocks={[...mocks, ...(withAuthenticator ? [authenticatorMock('INSTALLED')] : [])] as never}>
          <SecurityPage params={{} as never} />
        </MockedProvider>
      </RouteHrefContext.Provider>
    </PluginHostContext.Provider>,
  );

describe('My security', () => {
  it('selects the saved level and does not send an unchanged one', async () => {
    page([levelMock('ENHANCED')]);
    expect((await screen.findByRole('radio', { name: /^Enhanced/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save security level' }));
    expect(screen.getByRole('status').textContent).toContain('This is already your security level.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before saving, and says so when the save fails', async () => {
    page([levelMock('ENHANCED'), { request: { query: SET_SECURITY_LEVEL, variables: { level: 'ULTIMATE' } }, error: new Error('down') }]);
    await userEvent.click(await screen.findByRole('radio', { name: /^Ultimate/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save security level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your security level?' });
    expect(dialog.textContent).toContain('Your security level will change to Ultimate.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
    expect(await screen.findByText('Sorry, your security level could not be saved. Please try again.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Ultimate/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the error state when the level cannot be read', async () => {
    page([{ request: { query: GET_SECURITY_LEVEL }, error: new Error('down') }]);
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry, your security level could not be loaded. Please try again.');
  });

  it('shows the authenticator banner with the flag on while the app is not installed', async () => {
    page([levelMock('ENHANCED'), authenticatorMock('IN_PROGRESS')], { bannerOn: true, withAuthenticator: false });
    const banner = await screen.findByRole('region', { name: 'Get or activate Macquarie Authenticator' });
    expect(within(banner).getByText('Activate with QR code')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: /help centre/ }).getAttribute('href')).toBe('https://help.example.com/authenticator');
    expect(await screen.findByText('Status: In Progress. Activate the app on your phone with a QR code.')).toBeTruthy();
  });

  it('hides the banner once the app is installed, and without the flag', async () => {
    const first = page([levelMock('ENHANCED')], { bannerOn: true });
    expect(await screen.findByText('Status: Installed. Activate the app on your phone with a QR code.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get or activate Macquarie Authenticator' })).toBeNull();
    first.unmount();
    page([levelMock('ENHANCED'), authenticatorMock('NOT_INSTALLED')], { withAuthenticator: false });
    expect(await screen.findByText('Status: Not Installed. Activate the app on your phone with a QR code.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get or activate Macquarie Authenticator' })).toBeNull();
  });
});
