// The overview's charts with the gateway mocked at the Apollo link: a cash account's balance over the year by
// default and over a month when that tab is chosen, money in and out by month, an empty history's note and a
// failed read's "Try again".
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { CASH_ACCOUNT_HISTORY } from './account-charts-queries';
import { AccountCharts } from './account-charts';
import type { AccountDetails } from './get-account';

const account = { accountId: 'C1', kind: 'CASH' } as AccountDetails;

const history = (range: string, points: [string, string][], months: [string, string, string, string][] = []) => ({
  data: {
    cashAccountHistory: {
      __typename: 'AccountValueHistory',
      range,
      from: points[0]?.[0] ?? null,
      to: points.at(-1)?.[0] ?? null,
      points: points.map(([date, value]) => ({ __typename: 'AccountValuePoint', date, value })),
      months: months.map(([month, moneyIn, moneyOut, net]) => ({ __typename: 'AccountMonthFlows', month, moneyIn, moneyOut, net })),
    },
  },
});
const ask = (range: string) => ({ query: CASH_ACCOUNT_HISTORY, variables: { accountId: 'C1', range } });
const MONTHS: [string, string, string, string][] = [
  ['2026-10', '1200.00', '800.50', '399.50'],
  ['2026-11', '100.00', '250.00', '-150.00'],
];

describe('AccountCharts', () => {
  it('draws the year, then the month when chosen, and money in and out by month', async () => {
    render(
      <MockedProvider
        mocks={[
          { request: ask('ONE_YEAR'), result: history('ONE_YEAR', [['2025-11-29', '9000.00'], ['2026-06-01', '9500.00'], ['2026-11-29', '10250.75']]) },
          { request: ask('ONE_MONTH'), result: history('ONE_MONTH', [['2026-10-29', '10001.25'], ['2026-11-29', '10250.75']], MONTHS), maxUsageCount: 2 },
        ] as never}
      >
        <AccountCharts account={account} />
      </MockedProvider>,
    );
    const year = await screen.findByRole('img', { name: /^Balance over time: 3 points/ });
    expect(year.getAttribute('aria-label')).toContain('to $10,250.75 on 29 Nov 2026');
    const flows = await screen.findByRole('img', { name: /^Money in and out by month: Oct 2026, \$1,200\.00, \$800\.50, \$399\.50/ });
    expect(flows.querySelectorAll('rect[data-key]')).toHaveLength(4);
    await userEvent.click(screen.getByRole('tab', { name: t('account.charts.range.ONE_MONTH') }));
    expect(await screen.findByRole('img', { name: /^Balance over time: 2 points from \$10,001\.25 on 29 Oct 2026/ })).toBeTruthy();
    const chart = screen.getByTestId('account-value-chart');
    await userEvent.click(within(chart).getByRole('button', { name: t('kit.chart.showTable') }));
    expect(within(chart).getAllByRole('row').map((r) => r.textContent)).toEqual(['DateBalance', '29 Oct 2026$10,001.25', '29 Nov 2026$10,250.75']);
  });

  it('says when there is nothing to draw, and offers "Try again" when the read fails', async () => {
    render(
      <MockedProvider
        mocks={[
          { request: ask('ONE_YEAR'), error: new Error('upstream down') },
          { request: ask('ONE_MONTH'), result: history('ONE_MONTH', []) },
        ] as never}
      >
        <AccountCharts account={account} />
      </MockedProvider>,
    );
    expect(await screen.findByText(t('account.charts.flows.empty'))).toBeTruthy();
    expect(await screen.findByText(t('account.charts.error'))).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('draws nothing for a term deposit', () => {
    const { container } = render(
      <MockedProvider mocks={[]}>
        <AccountCharts account={{ ...account, kind: 'TERM_DEPOSIT' }} />
      </MockedProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
