// The cash account Transactions tab with the gateway mocked at the Apollo link: rows with amounts and running
// balance and the count, the empty state, the load error with retry, a type filter that asks for new rows, and a
// wrap account's tab naming its linked cash account.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { CASH_ACCOUNT_TRANSACTIONS } from '../api/queries';
import TransactionsTab from './transactions-tab';

const entry = (id: string, amount: number, runningBalance: number, type = amount < 0 ? 'BPAY' : 'INTEREST') => ({
  __typename: 'CashLedgerEntry',
  id,
  date: '2026-11-20',
  description: amount < 0 ? 'BPAY TELSTRA' : 'Interest credit',
  type,
  direction: amount < 0 ? 'DEBIT' : 'CREDIT',
  amount,
  runningBalance,
});

const page = (entries: ReturnType<typeof entry>[], cashAccountNumber = '963001234') => ({
  data: { cashAccountTransactions: { __typename: 'CashLedgerPage', totalCount: entries.length, endCursor: null, cashAccountNumber, entries } },
});

const account = { accountId: 'A1', accountNumber: '963001234', accountName: 'SMITH FAMILY CMA', accountStatus: 'Active', productCode: 'CMA' };
const first = { accountId: 'A1', filter: {}, sort: 'DATE', order: 'DESC', first: 50, after: null };

function renderTab(mocks: object[], subRoute = 'transactions', props = account) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <TransactionsTab account={props} subRoute={subRoute} />
    </MockedProvider>,
  );
}

describe('TransactionsTab', () => {
  it('shows the rows with amount, type and running balance, and the count', async () => {
    renderTab([{ request: { query: CASH_ACCOUNT_TRANSACTIONS, variables: first }, result: page([entry('A1-1', -120.5, 1000), entry('A1-2', 3.25, 1120.5)]) }]);
    expect(await screen.findByRole('cell', { name: 'BPAY TELSTRA' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '-$120.50' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$1,120.50' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: t('accountCash.type.INTEREST') })).toBeTruthy();
    expect(screen.getByText(t('accountCash.transactions.count', { count: 2 }))).toBeTruthy();
  });

  it('says so when the account has no transactions', async () => {
    renderTab([{ request: { query: CASH_ACCOUNT_TRANSACTIONS, variables: first }, result: page([]) }]);
    expect(await screen.findByText(t('accountCash.transactions.noData'))).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    renderTab([
      { request: { query: CASH_ACCOUNT_TRANSACTIONS, variables: first }, error: new Error('down') },
      { request: { query: CASH_ACCOUNT_TRANSACTIONS, variables: first }, result: page([entry('A1-1', 9, 9)]) },
    ]);
    expect(await screen.findByText(t('accountCash.transactions.loadError'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByRole('cell', { name: 'Interest credit' })).toBeTruthy();
  });

  it('asks for the filtered rows on Apply and says when nothing matches', async () => {
    renderTab([
      { request: { query: CASH_ACCOUNT_TRANSACTIONS, variables: first }, result: page([entry('A1-1', 9, 9)]) },
      { request: { query: CASH_ACCOUNT_TRANSACTIONS, variables: { ...first, filter: { period: 'LAST_30_DAYS', types: ['FEE'] } } }, result: page([]) },
    ]);
    await screen.findByRole('cell', { name: 'Interest credit' });
    await userEvent.selectOptions(screen.getByLabelText(t('accountCash.filter.period')), t('accountCash.period.LAST_30_DAYS'));
    await userEvent.click(screen.getByRole('checkbox', { name: t('accountCash.type.FEE') }));
    await userEvent.click(screen.getByRole('button', { name: t('accountCash.filter.apply') }));
    expect(await screen.findByText(t('accountCash.transactions.noFilteredData'))).toBeTruthy();
  });

  it('on a wrap account names the linked cash account', async () => {
    const wrap = { ...account, accountId: 'W1', accountNumber: 'WI0001' };
    renderTab([{ request: { query: CASH_ACCOUNT_TRANSACTIONS, variables: { ...first, accountId: 'W1' } }, result: page([entry('C1-1', 9, 9)], '555666777') }], 'cash-transactions', wrap);
    expect(await screen.findByText(t('accountCash.transactions.wrapCashAccount', { number: '555666777' }))).toBeTruthy();
    expect(screen.getByRole('heading', { name: t('accountCash.transactions.wrapTitle') })).toBeTruthy();
  });
});
