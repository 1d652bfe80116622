// The Portfolio valuation tab with the gateway mocked at the Apollo link: holdings, total and chart; the empty
// state; the load error with retry; a future valuation date refused at the field.
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { PORTFOLIO_VALUATION } from '../api/portfolio-valuation';
import { sydneyToday } from '@kit/sydney-time';
import PortfolioValuationTab from './portfolio-valuation-tab';

const account = { accountId: 'A0000042', accountNumber: 'WI0000042', accountName: 'SMITH FAMILY', accountStatus: 'Active', productCode: 'MWI' };
const holding = (assetCode: string, assetClass: string, value: number, weight: number) => ({
  __typename: 'PortfolioHolding',
  assetCode,
  assetName: `${assetCode} name`,
  assetType: 'LISTED',
  assetClass,
  units: 100,
  price: value / 100,
  value,
  weight,
});
const answer = (holdings: ReturnType<typeof holding>[]) => ({
  data: {
    portfolioValuation: {
      __typename: 'PortfolioValuation',
      accountId: account.accountId,
      asAt: sydneyToday(),
      openedDate: '2015-03-02',
      totalValue: holdings.reduce((s, h) => s + h.value, 0),
      holdings,
      assetClasses: holdings.length
        ? [
            { __typename: 'AssetClassTotal', assetClass: 'Australian equities', holdings: 1, value: 7500, weight: 75 },
            { __typename: 'AssetClassTotal', assetClass: 'Property', holdings: 1, value: 2500, weight: 25 },
          ]
        : [],
    },
  },
});
const request = { query: PORTFOLIO_VALUATION, variables: { accountId: account.accountId, asAt: sydneyToday() } };

function renderTab(mocks: object[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <PortfolioValuationTab account={account} />
    </MockedProvider>,
  );
}

describe('PortfolioValuationTab', () => {
  it('shows holdings with values, the total and the chart by asset class', async () => {
    renderTab([{ request, result: answer([holding('BHP', 'Australian equities', 7500, 75), holding('GMG', 'Property', 2500, 25)]) }]);
    expect(await screen.findByRole('cell', { name: 'BHP name' })).toBeTruthy();
    expect(screen.getByTestId('portfolio-total').textContent).toBe('$10,000.00');
    expect(screen.getAllByRole('cell', { name: '$7,500.00' }).length).toBeGreaterThan(0);
    // The kit's donut (loaded lazily): a segment per class, named by the classes and their values.
    const chart = await screen.findByRole('img', { name: /^Portfolio by asset class .*: Australian equities, \$7,500\.00, .*; Property, \$2,500\.00, / });
    expect(chart.querySelectorAll('path[data-key]')).toHaveLength(2);
  });

  it('says so when the account held nothing on the day', async () => {
    renderTab([{ request, result: answer([]) }]);
    expect(await screen.findByText(/held no investments/)).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    renderTab([
      { request, error: new Error('down') },
      { request, result: answer([holding('BHP', 'Australian equities', 7500, 75)]) },
    ]);
    expect(await screen.findByText(t('portfolio.valuation.loadError'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByRole('cell', { name: 'BHP name' })).toBeTruthy();
  });

  it.each([
    ['a future day', '01/01/2099', 'portfolio.valuation.dateFuture'],
    ['a day that does not exist (31/02)', '31/02/2026', 'portfolio.valuation.dateInvalid'],
  ] as const)('refuses %s at the field and keeps the focus there', async (_, typed, message) => {
    renderTab([{ request, result: answer([holding('BHP', 'Australian equities', 7500, 75)]) }]);
    await screen.findByRole('cell', { name: 'BHP name' });
    const input = screen.getByLabelText(t('portfolio.valuation.asAt'), { selector: 'input' });
    fireEvent.change(input, { target: { value: typed } });
    await userEvent.click(screen.getByRole('button', { name: t('portfolio.valuation.apply') }));
    expect(await screen.findByText(t(message))).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
  });
});
