// The ledger's rows, a page fetcher for the table and the export source for the kit's CSV and QIF export (the
// whole filtered, sorted set, 200 rows a call), so the file's rows are the screen's.
import type { ApolloClient } from '@apollo/client';
import { t } from '@kit/copy';
import type { ExportSource } from '@kit/export/run-export';
import type { CashLedgerFilter, CashLedgerSortColumn, CashLedgerSortOrder, CashAccountTransactionsQuery } from '@kit/gql/graphql';
import { CASH_ACCOUNT_TRANSACTIONS } from '../api/queries';
import type { Page } from '@kit/table/use-paged';

export const PAGE_SIZE = 50;
const EXPORT_PAGE = 200;

export type LedgerEntry = CashAccountTransactionsQuery['cashAccountTransactions']['entries'][number];

export interface LedgerVariables {
  accountId: string;
  filter: CashLedgerFilter;
  sort: CashLedgerSortColumn;
  order: CashLedgerSortOrder;
}

export async function fetchLedgerPage(client: ApolloClient, variables: LedgerVariables, after: string | null, first = PAGE_SIZE, noCache = false): Promise<Page<LedgerEntry, { cashAccountNumber: string | null }>> {
  const res = await client.query({
    query: CASH_ACCOUNT_TRANSACTIONS,
    variables: { ...variables, first, after },
    // no-cache for the export: thousands of rows must not fill the page's Apollo cache.
    fetchPolicy: noCache ? 'no-cache' : 'network-only',
  });
  const page = res.data?.cashAccountTransactions;
  if (!page) throw res.error ?? new Error('no ledger');
  return { rows: page.entries, total: page.totalCount, next: page.endCursor ?? null, extra: { cashAccountNumber: page.cashAccountNumber ?? null } };
}

export function ledgerExportSource(client: ApolloClient, variables: LedgerVariables): ExportSource<LedgerEntry> {
  return {
    headers: [t('accountCash.col.date'), t('accountCash.col.description'), t('accountCash.col.type'), t('accountCash.col.amount'), t('accountCash.col.balance')],
    toCells: (r) => [r.date, r.description, t(`accountCash.type.${r.type}`), r.amount, r.runningBalance],
    toQif: (r) => ({ date: r.date, amount: r.amount, payee: r.description, memo: t(`accountCash.type.${r.type}`) }),
    async fetchPage(after) {
      const page = await fetchLedgerPage(client, variables, after, EXPORT_PAGE, true);
      return { rows: page.rows, next: page.next, total: page.total };
    },
  };
}
