// The whole filtered, sorted result set as an export source for the kit's CSV and QIF export: 200 rows a call.
import type { ApolloClient } from '@apollo/client';
import { t } from '@kit/copy';
import type { ExportSource } from '@kit/export/run-export';
import { SEARCH_CASH_TRANSACTIONS } from '../api/transactions';
import type { TransactionRow, Variables } from './use-transactions';

const EXPORT_PAGE = 200;

export function transactionsExportSource(client: ApolloClient, variables: Variables): ExportSource<TransactionRow> {
  return {
    headers: [
      t('transactions.col.date'),
      t('transactions.col.accountNumber'),
      t('transactions.col.account'),
      t('transactions.col.description'),
      t('transactions.col.type'),
      t('transactions.col.amount'),
    ],
    toCells: (r) => [r.date, r.accountNumber, r.accountName, r.description, t(`transactions.type.${r.direction}`), r.amount],
    toQif: (r) => ({ date: r.date, amount: r.amount, payee: r.description, memo: `${r.accountNumber} ${r.accountName}` }),
    async fetchPage(after) {
      // no-cache: an export of thousands of rows must not fill the page's Apollo cache.
      const res = await client.query({ query: SEARCH_CASH_TRANSACTIONS, variables: { ...variables, first: EXPORT_PAGE, after }, fetchPolicy: 'no-cache' });
      const page = res.data?.cashTransactions;
      if (!page) throw new Error('export page failed');
      return { rows: page.transactions, next: page.endCursor ?? null, total: page.totalCount };
    },
  };
}
