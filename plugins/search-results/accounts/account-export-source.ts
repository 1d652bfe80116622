// The current result set as an export source: every page of the search (100 rows a call), or only the
// selected rows when the adviser ticked some.
import type { ApolloClient } from '@apollo/client';
import { t } from '@kit/copy';
import type { ExportSource } from '@kit/export/run-export';
import { SEARCH_ACCOUNTS, type ResultAccount, type SearchAccountsVars } from './search-accounts-operation';

const EXPORT_PAGE = 100;

const shape = {
  headers: [
    t('results.col.name'),
    t('results.col.number'),
    t('results.col.product'),
    t('results.col.status'),
    t('results.col.adviser'),
    t('results.col.opened'),
    t('results.col.closed'),
    t('results.col.balance'),
  ],
  toCells: (a: ResultAccount) => [a.accountName, a.accountNumber, a.accountProduct, a.accountStatus, a.adviserCode, a.accountCreated, a.closedDate, a.accountBalance],
  toQif: (a: ResultAccount) => ({ date: a.accountCreated, amount: a.accountBalance, payee: a.accountName, memo: `${a.accountNumber} ${a.accountProduct} ${a.accountStatus}` }),
};

export function searchExportSource(client: ApolloClient, variables: Omit<SearchAccountsVars, 'first' | 'after'>): ExportSource<ResultAccount> {
  return {
    ...shape,
    async fetchPage(after) {
      // no-cache: an export of thousands of rows must not fill the page's Apollo cache.
      const res = await client.query({ query: SEARCH_ACCOUNTS, variables: { ...variables, first: EXPORT_PAGE, after }, fetchPolicy: 'no-cache' });
      const conn = res.data?.accountSearch;
      if (!conn) throw new Error('export page failed');
      return { rows: conn.nodes, next: conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null, total: conn.totalCount };
    },
  };
}

export function selectedExportSource(rows: readonly ResultAccount[]): ExportSource<ResultAccount> {
  return { ...shape, fetchPage: async () => ({ rows, next: null, total: rows.length }) };
}
