// The Contributions and Scheduled payments tabs with the gateway mocked at the Apollo link: totals by type and
// rows on a super-linked cash account, the note on any other account, a type filter; scheduled payments listed.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { CASH_ACCOUNT_CONTRIBUTIONS, CASH_ACCOUNT_SCHEDULED_PAYMENTS } from '../api/queries';
import ContributionsTab from './contributions-tab';
import ScheduledPaymentsTab from './scheduled-payments-tab';

const account = { accountId: 'A1', accountNumber: '963001234', accountName: 'ADAM ALLEN', accountStatus: 'Active', productCode: 'WCA' };
const TYPES = ['PERSONAL', 'CHILD', 'SPOUSE', 'EMPSS', 'EMPSG', 'EMPOTH'];
const answer = (superLinked: boolean, contributions: { id: string; type: string; amount: number }[]) => ({
  data: {
    cashAccountContributions: {
      __typename: 'CashContributions',
      superLinked,
      totalCount: contributions.length,
      endCursor: null,
      financialYearFrom: superLinked ? '2026-07-01' : null,
      financialYearTo: superLinked ? '2027-06-30' : null,
      contributions: contributions.map((c) => ({ __typename: 'CashContribution', date: '2026-11-20', contributor: 'ACME PTY LTD', ...c })),
      totals: superLinked ? TYPES.map((type) => ({ __typename: 'CashContributionTotal', type, amount: type === 'EMPSG' ? 1234.5 : 0, count: type === 'EMPSG' ? 1 : 0 })) : [],
    },
  },
});
const first = { accountId: 'A1', filter: {}, first: 50 };

describe('ContributionsTab', () => {
  it('shows the totals by type for the financial year and the contributions, and filters by type', async () => {
    render(
      <MockedProvider
        mocks={[
          { request: { query: CASH_ACCOUNT_CONTRIBUTIONS, variables: first }, result: answer(true, [{ id: 'C1', type: 'EMPSG', amount: 1234.5 }, { id: 'C2', type: 'PERSONAL', amount: 50 }]) },
          { request: { query: CASH_ACCOUNT_CONTRIBUTIONS, variables: { ...first, filter: { types: ['PERSONAL'] } } }, result: answer(true, [{ id: 'C2', type: 'PERSONAL', amount: 50 }]) },
        ] as never}
      >
        <ContributionsTab account={account} subRoute="contributions" />
      </MockedProvider>,
    );
    expect(await screen.findByRole('cell', { name: t('accountCash.contributionType.EMPSG') })).toBeTruthy();
    expect(screen.getByText(t('accountCash.contributions.totals', { from: '01 Jul 2026', to: '30 Jun 2027' }))).toBeTruthy();
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['$0.00', '$0.00', '$0.00', '$0.00', '$1,234.50', '$0.00']);
    await userEvent.click(screen.getByRole('checkbox', { name: t('accountCash.contributionType.PERSONAL') }));
    await userEvent.click(screen.getByRole('button', { name: t('accountCash.filter.apply') }));
    await screen.findByText((_, el) => el?.tagName === 'TBODY' && el.querySelectorAll('tr').length === 1);
    expect(screen.queryByRole('cell', { name: t('accountCash.contributionType.EMPSG') })).toBeNull();
  });

  it('says contributions apply to super-linked cash accounts only on any other account', async () => {
    render(
      <MockedProvider mocks={[{ request: { query: CASH_ACCOUNT_CONTRIBUTIONS, variables: first }, result: answer(false, []) }] as never}>
        <ContributionsTab account={account} subRoute="contributions" />
      </MockedProvider>,
    );
    expect(await screen.findByText(t('accountCash.contributions.notSuper'))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('ScheduledPaymentsTab', () => {
  it('lists the payments with frequency, amount and an open end for a recurring one', async () => {
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: CASH_ACCOUNT_SCHEDULED_PAYMENTS, variables: { accountId: 'A1' } },
            result: {
              data: {
                cashAccountScheduledPayments: [
                  { __typename: 'CashAccountScheduledPayment', id: 'SP1', payeeName: 'Origin Energy', amount: 210.4, nextPaymentDate: '2026-12-03', frequency: 'Monthly', recurring: true, paymentType: null, lastPaymentDate: null },
                ],
              },
            },
          },
        ] as never}
      >
        <ScheduledPaymentsTab account={account} subRoute="scheduled-payments" />
      </MockedProvider>,
    );
    expect(await screen.findByRole('cell', { name: 'Origin Energy' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$210.40' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: t('accountCash.frequency.Monthly') })).toBeTruthy();
    expect(screen.getByRole('cell', { name: t('accountCash.scheduled.noEnd') })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '03 Dec 2026' })).toBeTruthy();
  });
});
