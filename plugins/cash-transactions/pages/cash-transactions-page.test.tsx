// The cash transactions page with the gateway mocked at the Apollo link: rows and count, the empty state, the
// load error with retry, and the not-found message for an account number that is not the user's.
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { SEARCH_CASH_TRANSACTIONS } from '../api/transactions';
import CashTransactionsPage from './cash-transactions-page';

const tx = (id: string, amount: number) => ({
  __typename: 'CashTransaction',
  id,
  accountNumber: '963001234',
  accountName: 'SMITH FAMILY CMA',
  date: '2026-11-20',
  description: amount < 0 ? 'BPAY TELSTRA' : 'Interest credit',
  amount,
  direction: amount < 0 ? 'DEBIT' : 'CREDIT',
});

const page = (transactions: ReturnType<typeof tx>[]) => ({
  data: { cashTransactions: { __typename: 'CashTransactionPage', totalCount: transactions.length, endCursor: null, transactions } },
});

const first = { filter: {}, sort: 'DATE', order: 'DESC', first: 25 };

function renderPage(mocks: object[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <CashTransactionsPage params={{}} />
    </MockedProvider>,
  );
}

describe('CashTransactionsPage', () => {
  it('shows the rows, credit and debit amounts and the count', async () => {
    renderPage([{ request: { query: SEARCH_CASH_TRANSACTIONS, variables: first }, result: page([tx('A-01', -120.5), tx('A-02', 3.25)]) }]);
    expect(await screen.findByRole('cell', { name: 'BPAY TELSTRA' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '-$120.50' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$3.25' })).toBeTruthy();
    expect(screen.getByText(t('transactions.count', { count: 2 }))).toBeTruthy();
  });

  it('says so when there are no transactions', async () => {
    renderPage([{ request: { query: SEARCH_CASH_TRANSACTIONS, variables: first }, result: page([]) }]);
    expect(await screen.findByText(t('transactions.noData'))).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    renderPage([
      { request: { query: SEARCH_CASH_TRANSACTIONS, variables: first }, error: new Error('down') },
      { request: { query: SEARCH_CASH_TRANSACTIONS, variables: first }, result: page([tx('A-01', 9)]) },
    ]);
    expect(await screen.findByText(t('transactions.loadError'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByRole('cell', { name: 'Interest credit' })).toBeTruthy();
  });

  it('says the account is not found when the gateway answers NOT_FOUND for the account filter', async () => {
    renderPage([
      { request: { query: SEARCH_CASH_TRANSACTIONS, variables: first }, result: page([tx('A-01', 9)]) },
      {
        request: { query: SEARCH_CASH_TRANSACTIONS, variables: { ...first, filter: { accountNumber: '111222333' } } },
        result: { errors: [new GraphQLError('not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    await screen.findByRole('cell', { name: 'Interest credit' });
    await userEvent.type(screen.getByLabelText(t('transactions.filter.account')), '111 222 333');
    await userEvent.click(screen.getByRole('button', { name: t('transactions.filter.apply') }));
    expect(await screen.findByText(t('transactions.notFound'))).toBeTruthy();
  });
});
