// Manage payments with the gateway's answers mocked at the Apollo link: the views' data, names as text, the
// gateway's challenge message under its signatory, the empty and error states, and the live refresh on a
// payments alert (not on another kind).
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { markPagePainted, resetLoadGates } from '@kit/plugin-load';
import type { PaymentsPageQueryVariables } from '@kit/gql/graphql';
import { PAYMENT_ALERT_EVENTS, PAYMENTS_PAGE, SEND_PAYMENT_CHALLENGE } from '../../api/manage-payments';
import { ManagePayments } from './manage-payments';

const authority = (partyId: string, name: string, status: string, verificationMethod: string | null) => ({
  __typename: 'PaymentAuthority',
  partyId,
  name,
  signingType: 'Both To Sign',
  approvalsRequired: 2,
  verificationMethod,
  status,
  sentAt: status === 'SENT' ? '2026-11-25T22:05:00Z' : null,
  expiryTime: null,
  actionedAt: null,
});

const payment = (id: string, payeeName: string) => ({
  __typename: 'Payment',
  paymentId: id,
  status: 'AWAITING_AUTHORISATION',
  fromAccountNumber: '168448014',
  amount: 1234.5,
  scheduleType: 'IMMEDIATE',
  schedule: null,
  paymentDestinationBPAY: null,
  paymentDestinationEFT: { __typename: 'EftDestination', bsb: '032000', accountNumber: '456789', accountName: payeeName, clientDescription: null },
  payeeName,
  fromPaymentNarrative: null,
  toPaymentNarrative: null,
  // The words are the bank's; the count is the gateway's answer (policy/access.ts), and what the card reads: words
  // that mention 'both' but need one signature are sole authority.
  signingType: 'Both or either',
  approvalsRequired: 1,
  createdAt: '2026-11-25T22:05:00Z',
  updatedAt: '2026-11-25T22:05:00Z',
  paymentAuthorities: [authority('P0102', 'Ben Walsh', 'SENT', 'ROLLING_CODE'), authority('P0103', 'Chloe Walsh', 'PENDING', null)],
});

type Answer = { nodes: ReturnType<typeof payment>[] } | 'error';

function setup(answer: (vars: PaymentsPageQueryVariables) => Answer, alert: { objectType: string } | null = null) {
  const calls: PaymentsPageQueryVariables[] = [];
  const list = {
    request: { query: PAYMENTS_PAGE, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (vars: PaymentsPageQueryVariables) => {
      calls.push(vars);
      const a = answer(vars);
      if (a === 'error') return { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } as never;
      return { data: { payments: { __typename: 'PaymentPage', nodes: a.nodes, page: vars.page ?? 0, size: 50, total: a.nodes.length } } };
    },
  };
  const send = {
    request: { query: SEND_PAYMENT_CHALLENGE, variables: { paymentId: 'PAY10000001', partyId: 'P0102' } },
    result: {
      data: {
        sendPaymentChallenge: {
          __typename: 'PaymentChallengeResult',
          outcome: 'SOFT_LOCKED',
          code: 'RESEND_CHALLENGE_SOFT_LOCK',
          message: 'Ben Walsh is temporarily locked. Please try again after 10 minutes.',
          partyId: 'P0102',
          name: 'Ben Walsh',
          verificationMethod: 'ROLLING_CODE',
          expiryTime: null,
        },
      },
    },
  };
  const events = {
    request: { query: PAYMENT_ALERT_EVENTS },
    delay: alert ? 300 : 60_000,
    result: { data: { alertEvents: { __typename: 'AlertEvent', alert: alert && { __typename: 'Alert', id: 'A1', approvalId: 'PAY10000001', ...alert } } } },
  };
  render(
    <MockedProvider mocks={[list, send, events]}>
      <ManagePayments paymentIdParam={undefined} />
    </MockedProvider>,
  );
  return { calls, user: userEvent.setup() };
}

// The page-painted gate is module state: each test starts with the page not yet painted.
afterEach(() => resetLoadGates());

describe('ManagePayments', () => {
  it('lists the awaiting payments with each signatory, names as text', async () => {
    const { calls } = setup(() => ({ nodes: [payment('PAY10000001', '<b>Bold</b> & Co')] }));
    const card = await screen.findByRole('article', { name: '<b>Bold</b> & Co' });
    expect(calls[0]).toEqual({ accountNumber: null, view: 'AWAITING', page: 0, size: 50 });
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('$1,234.50')).toBeTruthy();
    expect(within(card).getByText('BSB 032-000 · Account 456789')).toBeTruthy();
    expect(within(card).getByText('26 Nov 2026, 9:05am Sydney time')).toBeTruthy();
    expect(within(card).getByText('Awaiting approval')).toBeTruthy();
    expect(within(card).getByText(t('payments.signing.SOLE'))).toBeTruthy();
    expect(within(card).getByText('Not sent')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Send authorisation to Ben Walsh' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Send authorisation to Chloe Walsh' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Awaiting authorisation' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows the gateway's message under the signatory, as given", async () => {
    const { user } = setup(() => ({ nodes: [payment('PAY10000001', 'Harbour Accounting')] }));
    await user.click(await screen.findByRole('button', { name: 'Send authorisation to Ben Walsh' }));
    const ben = (await screen.findByText('Ben Walsh is temporarily locked. Please try again after 10 minutes.')).closest('li') as HTMLElement;
    expect(ben.getAttribute('data-party')).toBe('P0102');
    expect(within(ben).getByRole('alert')).toBeTruthy();
  });

  it('says when a view is empty, and the generic message with Try again when it fails', async () => {
    let fail = true;
    const { user } = setup((vars) => (vars.view === 'HISTORY' && fail ? 'error' : { nodes: [] }));
    expect(await screen.findByText(t('payments.manage.empty.AWAITING'))).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText(t('payments.generic'))).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByText(t('payments.manage.empty.HISTORY'))).toBeTruthy();
  });

  it('refreshes on a payments alert', async () => {
    const { calls } = setup(() => ({ nodes: [payment('PAY10000001', 'Harbour Accounting')] }), { objectType: 'PAYMENTS' });
    await screen.findByRole('article', { name: 'Harbour Accounting' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
    expect(calls.every((c) => c.view === 'AWAITING' && c.page === 0)).toBe(true);
  });

  it('refreshes once after the page has painted, when live alerts start, to show what changed before', async () => {
    const { calls } = setup(() => ({ nodes: [payment('PAY10000001', 'Harbour Accounting')] }));
    await screen.findByRole('article', { name: 'Harbour Accounting' });
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(calls).toHaveLength(1);
    markPagePainted();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ view: 'AWAITING', page: 0 });
  });

  it('does not refresh on an alert of another kind', async () => {
    const { calls } = setup(() => ({ nodes: [payment('PAY10000001', 'Harbour Accounting')] }), { objectType: 'OTHERS' });
    await screen.findByRole('article', { name: 'Harbour Accounting' });
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(calls).toHaveLength(1);
  });
});
