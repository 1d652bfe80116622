// Close account (002 §8): hidden for closed accounts; the confirmation states the balance; success names the
// closure id and stays said; a refusal lists every message (the gateway's own refusal its words); a failed call is
// the generic message.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { CLOSE_ACCOUNT } from '../../api/closure';
import CloseAccountAction from './close-account-action';

const account = {
  accountId: 'A1', accountNumber: '123456789', accountName: 'JANE CITIZEN', accountStatus: 'Active', productCode: 'CMHW',
  productDescription: 'Wrap Cash Account', availableBalance: '100.00', ledgerBalance: '1234.50',
};

type Answer = { success: boolean; closureId: string | null; messages: string[] } | 'error' | 'refused';

function setup(answer: Answer, status = 'Active') {
  const calls: unknown[] = [];
  const mock = {
    request: { query: CLOSE_ACCOUNT, variables: () => true },
    maxUsageCount: 5,
    result: (vars: unknown) => {
      calls.push(vars);
      if (answer === 'error') return { errors: [{ message: 'down' }] } as never;
      if (answer === 'refused') {
        return { errors: [{ message: t('closure.noAuthority'), extensions: { code: 'FORBIDDEN', reason: 'PAYMENT_PERMISSION', action: 'account.close' } }] } as never;
      }
      return { data: { closeAccount: { __typename: 'ClosureResult', status: null, codes: [], reasons: [], ...answer } } };
    },
  };
  render(
    <MockedProvider mocks={[mock]}>
      <CloseAccountAction account={{ ...account, accountStatus: status }} />
    </MockedProvider>,
  );
  return { calls, user: userEvent.setup() };
}

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: t('closure.action') }));
  const dialog = screen.getByRole('dialog', { name: t('closure.confirmTitle') });
  expect(dialog.textContent).toContain(t('closure.confirmBalance', { balance: '$1,234.50' }));
  expect(dialog.textContent).toContain(t('closure.confirmIrreversible'));
  await user.click(screen.getByRole('button', { name: t('closure.confirm') }));
}

describe('CloseAccountAction', () => {
  it('is not offered on a closed account', () => {
    setup({ success: true, closureId: 'CL1', messages: [] }, 'Closed');
    expect(screen.queryByRole('button', { name: t('closure.action') })).toBeNull();
  });

  it('keeping the account sends nothing', async () => {
    const { calls, user } = setup({ success: true, closureId: 'CL1', messages: [] });
    await user.click(screen.getByRole('button', { name: t('closure.action') }));
    await user.click(screen.getByRole('button', { name: t('closure.keep') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('success: the request is received, with the closure id, and stays said in place of the button', async () => {
    const { calls, user } = setup({ success: true, closureId: 'CL000123', messages: [t('closure.requested')] });
    await confirm(user);
    const done = await screen.findByRole('dialog', { name: t('closure.requestedTitle') });
    expect(done.textContent).toContain(t('closure.requested'));
    expect(done.textContent).toContain(t('closure.reference', { closureId: 'CL000123' }));
    expect(calls).toEqual([{ accountNumber: '123456789' }]);
    await user.click(screen.getByRole('button', { name: t('closure.done') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(t('closure.requested'));
    expect(screen.queryByRole('button', { name: t('closure.action') })).toBeNull();
  });

  it('a refusal lists every message the gateway gave', async () => {
    const { user } = setup({ success: false, closureId: null, messages: [t('closure.pendingTransactions'), t('closure.outstandingBalance')] });
    await confirm(user);
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([t('closure.pendingTransactions'), t('closure.outstandingBalance')]);
    expect(screen.getByRole('dialog', { name: t('closure.refusedTitle') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('closure.done') }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: t('closure.action') })));
  });

  it("the gateway's own refusal (no closure entitlement) says so, not the generic message", async () => {
    const { user } = setup('refused');
    await confirm(user);
    expect((await screen.findByRole('alert')).textContent).toBe(t('closure.noAuthority'));
  });

  it('a failed call shows the generic message', async () => {
    const { user } = setup('error');
    await confirm(user);
    expect((await screen.findByRole('alert')).textContent).toBe(t('closure.generic'));
  });
});
