// The table's data: the first page whenever the filter or sort changes, further pages by cursor, and the
// 002 §4 table state alongside (the kit's usePaged); a first page refused as NOT_FOUND says so.
import { useApolloClient } from '@apollo/client/react';
import { hasGatewayCode } from '@kit/refusal';
import { usePaged } from '@kit/table/use-paged';
import { SEARCH_CASH_TRANSACTIONS } from '../api/transactions';
import type { TransactionFilter } from './filters';

export const PAGE_SIZE = 25;

export type SortColumn = 'DATE' | 'AMOUNT' | 'DESCRIPTION' | 'ACCOUNT';

export interface Variables {
  filter: TransactionFilter;
  sort: SortColumn;
  order: 'ASC' | 'DESC';
}

export interface TransactionRow {
  id: string;
  accountNumber: string;
  accountName: string;
  date: string;
  description: string;
  /** Money text; negative for a debit. */
  amount: string;
  direction: 'CREDIT' | 'DEBIT';
}

/** Whether a failure is the gateway's NOT_FOUND (an account number that is not one of the user's). */
const isNotFound = (error: unknown) => hasGatewayCode(error, 'NOT_FOUND');

export function useTransactions(variables: Variables, filtered: boolean) {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  const results = usePaged<TransactionRow>(
    key,
    async (after) => {
      const res = await client.query({
        query: SEARCH_CASH_TRANSACTIONS,
        variables: { ...(JSON.parse(key) as Variables), first: PAGE_SIZE, ...(after ? { after } : {}) },
        fetchPolicy: 'network-only',
      });
      const page = res.data?.cashTransactions;
      if (!page) throw res.error ?? new Error('no results');
      return { rows: page.transactions, total: page.totalCount, next: page.endCursor ?? null, extra: null };
    },
    filtered,
  );
  const { state, rows, totalCount, error, hasMore, load, loadMore } = results;
  return { state, rows, totalCount, notFound: isNotFound(error), hasMore, load, loadMore };
}
