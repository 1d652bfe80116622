// The Investment transactions tab with the gateway mocked at the Apollo link: rows and count, the empty state, the
// load error with retry, and the not-found message for an account that is not the user's.
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { INVESTMENT_TRANSACTIONS } from '../api/investment-transactions';
import InvestmentTransactionsTab from './investment-transactions-tab';

const account = { accountId: 'A0000042', accountNumber: 'WI0000042', accountName: 'SMITH FAMILY', accountStatus: 'Active', productCode: 'MWI' };
const node = (id: string, type: string, amount: number) => ({
  __typename: 'InvestmentTransaction',
  id,
  date: '2025-09-25',
  type,
  assetCode: 'BHP',
  assetName: 'BHP Group Limited',
  assetClass: 'Australian equities',
  description: type === 'BUY' ? 'Buy BHP' : 'Dividend BHP',
  units: type === 'BUY' ? 100 : 0,
  price: 42.1,
  amount,
});
const page = (nodes: ReturnType<typeof node>[]) => ({
  data: {
    investmentTransactions: {
      __typename: 'InvestmentTransactionConnection',
      totalCount: nodes.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: nodes.length ? String(nodes.length) : null },
      edges: nodes.map((n) => ({ __typename: 'InvestmentTransactionEdge', node: n })),
    },
  },
});
const request = { query: INVESTMENT_TRANSACTIONS, variables: { accountId: account.accountId, filter: {}, sort: 'DATE', order: 'DESC', first: 25 } };

function renderTab(mocks: object[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <InvestmentTransactionsTab account={account} />
    </MockedProvider>,
  );
}

describe('InvestmentTransactionsTab', () => {
  it('shows the rows with type, units and amount, and the count', async () => {
    renderTab([{ request, result: page([node('1', 'BUY', 4210), node('2', 'DISTRIBUTION', 88.4)]) }]);
    expect(await screen.findByRole('cell', { name: 'Buy BHP' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: t('portfolio.type.DISTRIBUTION') })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$4,210.00' })).toBeTruthy();
    expect(screen.getByText(t('portfolio.tx.count', { count: 2 }))).toBeTruthy();
  });

  it('says so when there are none', async () => {
    renderTab([{ request, result: page([]) }]);
    expect(await screen.findByText(t('portfolio.tx.noData'))).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    renderTab([{ request, error: new Error('down') }, { request, result: page([node('1', 'BUY', 4210)]) }]);
    expect(await screen.findByText(t('portfolio.tx.loadError'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByRole('cell', { name: 'Buy BHP' })).toBeTruthy();
  });

  it('says the account is not found for another adviser', async () => {
    renderTab([{ request, result: { errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })] } }]);
    expect(await screen.findByText(t('portfolio.tx.notFound'))).toBeTruthy();
  });
});
