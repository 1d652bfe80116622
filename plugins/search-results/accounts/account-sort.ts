// The results table's sortable columns and the gateway's AccountSort for each.
import type { AccountSort, AccountSortColumn } from '@kit/gql/graphql';
import type { SortState } from '@kit/table/sort';

export type AccountSortKey = 'name' | 'number' | 'type' | 'balance' | 'opened' | 'closed';

const COLUMNS: Record<AccountSortKey, AccountSortColumn[]> = {
  // 000 §9: the default sort is account_short_name then account_type.
  name: ['ACCOUNT_NAME', 'ACCOUNT_TYPE'],
  number: ['ACCOUNT_NUMBER'],
  type: ['ACCOUNT_TYPE', 'ACCOUNT_NAME'],
  balance: ['BALANCE'],
  opened: ['OPEN_DATE'],
  closed: ['CLOSE_DATE'],
};

export const DEFAULT_SORT: SortState<AccountSortKey> = { column: 'name', direction: 'asc' };

export function toAccountSort(sort: SortState<AccountSortKey>): AccountSort {
  return { columns: COLUMNS[sort.column], order: sort.direction === 'asc' ? 'ASC' : 'DESC' };
}
