// The table's data (the kit's paged query): the first page whenever the filter or sort changes, further pages by
// cursor, the 002 §4 table state alongside, and whether the first page was refused as NOT_FOUND (an account number
// that is not one of the user's).
import { usePagedQuery } from '@kit/table/table-page';
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

export function useTransactions(variables: Variables, filtered: boolean) {
  return usePagedQuery(
    SEARCH_CASH_TRANSACTIONS,
    variables,
    (data) => data.cashTransactions && { rows: data.cashTransactions.transactions as TransactionRow[], total: data.cashTransactions.totalCount, next: data.cashTransactions.endCursor ?? null, extra: null },
    { first: PAGE_SIZE, filtered },
  );
}
