// The list's sortable columns and their GraphQL sort (002 §9: updated date descending by default).
import type { CaseSort, CaseSortField } from '@kit/gql/graphql';
import type { SortState } from '@kit/table/sort';

export type CaseSortKey = 'updatedDate' | 'createdDate' | 'requestName' | 'status';

const FIELDS: Record<CaseSortKey, CaseSortField> = {
  updatedDate: 'UPDATED_DATE',
  createdDate: 'CREATED_DATE',
  requestName: 'REQUEST_NAME',
  status: 'STATUS',
};

export const DEFAULT_SORT: SortState<CaseSortKey> = { column: 'updatedDate', direction: 'desc' };

export function toCaseSort(sort: SortState<CaseSortKey>): CaseSort {
  return { field: FIELDS[sort.column], order: sort.direction === 'asc' ? 'ASC' : 'DESC' };
}
