// My security with the gateway's answers mocked at the Apollo link: the saved level is selected, an unchanged
// level is not sent, a change asks first, and a failed save says so and keeps the choice.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GET_SECURITY_LEVEL, SET_SECURITY_LEVEL } from '../api/profile';
import SecurityPage from './security-page';

const levelMock = (level: 'ULTIMATE' | 'ENHANCED') => ({
  request: { query: GET_SECURITY_LEVEL },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { securityLevel: level } },
});

const page = (mocks: object[]) =>
  render(
    <MockedProvider mocks={mocks as never}>
      <SecurityPage params={{} as never} />
    </MockedProvider>,
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
});
