// The whole filtered, sorted result set as a CSV export source: 200 rows a call, the columns the table shows.
import type { ApolloClient } from '@apollo/client';
import { t } from '@kit/copy';
import type { ExportSource } from '@kit/export/run-export';
import { INVESTMENT_TRANSACTIONS } from '../api/investment-transactions';
import type { TransactionRow, Variables } from './use-investment-transactions';

const EXPORT_PAGE = 200;

export const TRANSACTION_HEADERS = () => [
  t('portfolio.col.date'),
  t('portfolio.col.type'),
  t('portfolio.col.assetCode'),
  t('portfolio.col.assetName'),
  t('portfolio.col.description'),
  t('portfolio.col.units'),
  t('portfolio.col.price'),
  t('portfolio.col.amount'),
];

export const transactionCells = (r: TransactionRow) => [r.date, t(`portfolio.type.${r.type}`), r.assetCode, r.assetName, r.description, r.units, r.price, r.amount];

export function transactionsExportSource(client: ApolloClient, variables: Variables): ExportSource<TransactionRow> {
  return {
    headers: TRANSACTION_HEADERS(),
    toCells: transactionCells,
    // The page offers CSV only; QIF describes bank transactions, not units and prices.
    toQif: (r) => ({ date: r.date, amount: r.amount, payee: r.description }),
    async fetchPage(after) {
      // no-cache: an export of thousands of rows must not fill the page's Apollo cache.
      const res = await client.query({ query: INVESTMENT_TRANSACTIONS, variables: { ...variables, first: EXPORT_PAGE, after }, fetchPolicy: 'no-cache' });
      const page = res.data?.investmentTransactions;
      if (!page) throw new Error('export page failed');
      return { rows: page.edges.map((e) => e.node), next: page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null, total: page.totalCount };
    },
  };
}
