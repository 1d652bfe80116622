// The fees tab with the gateway mocked: totals by type and overall, rows by period, and a period change asking
// the gateway again.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { GET_ACCOUNT_FEES } from '../api/fees';
import FeesTab from './fees-tab';

const account = { accountId: 'A0002', accountNumber: 'WI0000001', accountName: 'SMITH', accountStatus: 'Active', productCode: 'IMA' };
const fee = (periodFrom: string, periodTo: string, type: string, amount: number) => ({ __typename: 'AccountFee', periodFrom, periodTo, type, amount });
const fees = (period: string, rows: ReturnType<typeof fee>[]) => ({
  data: {
    accountFees: {
      __typename: 'AccountFees',
      period,
      total: rows.reduce((s, r) => s + r.amount, 0),
      totals: ['ADVISER_SERVICE', 'ADMINISTRATION', 'INVESTMENT'].map((type) => ({ __typename: 'AccountFeeTotal', type, amount: rows.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0) })),
      fees: rows,
    },
  },
});

// Months of October (two fee types) and September, then the October quarter when asked again.
const mocks = [
  {
    request: { query: GET_ACCOUNT_FEES, variables: { accountId: 'A0002', period: 'MONTH' } },
    result: fees('MONTH', [fee('2026-10-01', '2026-10-31', 'ADVISER_SERVICE', 100), fee('2026-09-01', '2026-09-30', 'ADVISER_SERVICE', 90), fee('2026-10-01', '2026-10-31', 'INVESTMENT', 25.5)]),
  },
  {
    request: { query: GET_ACCOUNT_FEES, variables: { accountId: 'A0002', period: 'QUARTER' } },
    result: fees('QUARTER', [fee('2026-10-01', '2026-12-31', 'ADVISER_SERVICE', 100)]),
  },
];

function renderFees() {
  render(
    <MockedProvider mocks={mocks as never}>
      <FeesTab account={account} />
    </MockedProvider>,
  );
}

describe('FeesTab', () => {
  it('shows totals and rows, and asks again by quarter', async () => {
    renderFees();
    const totals = await screen.findByLabelText(t('accountReports.fees.totals'));
    expect(within(totals).getByText('$215.50')).toBeTruthy();
    expect(within(totals).getByText('$190.00')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    // Newest period first.
    expect(within(screen.getAllByRole('row')[1]!).getByText('01 Oct 2026 to 31 Oct 2026')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(t('accountReports.fees.filter.period')), 'QUARTER');
    expect(await screen.findByText('01 Oct 2026 to 31 Dec 2026')).toBeTruthy();
  });

  it('draws the rows the table shows by period beside it, with the same figures as a table', async () => {
    renderFees();
    const chart = await screen.findByTestId('fees-chart');
    // One bar a month, newest first, named with the month's total.
    expect(within(chart).getByRole('img').getAttribute('aria-label')).toBe('Fees by month: Oct 2026, $125.50, $100.00, $0.00, $25.50; Sep 2026, $90.00, $90.00, $0.00, $0.00.');
    await userEvent.click(within(chart).getByRole('button', { name: t('kit.chart.showTable') }));
    const table = within(chart).getByRole('table', { name: t('accountReports.fees.chart.title.MONTH') });
    const cells = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((c) => c.textContent));
    expect(cells.slice(1)).toEqual([
      ['$125.50', '$100.00', '$0.00', '$25.50'],
      ['$90.00', '$90.00', '$0.00', '$0.00'],
    ]);
    await userEvent.selectOptions(screen.getByLabelText(t('accountReports.fees.filter.period')), 'QUARTER');
    expect(await within(await screen.findByTestId('fees-chart')).findByRole('table', { name: t('accountReports.fees.chart.title.QUARTER'), hidden: true })).toBeTruthy();
    expect(within(screen.getByTestId('fees-chart')).getByRole('img').getAttribute('aria-label')).toBe('Fees by quarter: Oct 2026 to Dec 2026, $100.00, $100.00, $0.00, $0.00.');
  });
});
