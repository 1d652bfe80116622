// The results table's data (the kit's paged query): the first page whenever the filter or sort changes, further
// pages by cursor, and the 002 §4 table state alongside; a stale answer (the adviser changed the filter meanwhile)
// is dropped.
import { usePagedQuery } from '@kit/table/table-page';
import { SEARCH_ACCOUNTS, type SearchAccountsVars } from './search-accounts-operation';

export const PAGE_SIZE = 25; // 000 §9

/** `ready` false holds the first query back (the dealer code filter needs the user's adviser codes first). */
export function useAccountResults(variables: Omit<SearchAccountsVars, 'first' | 'after'>, filtered: boolean, ready = true) {
  return usePagedQuery(
    SEARCH_ACCOUNTS,
    variables,
    ({ accountSearch: page }) => page && { rows: page.nodes, total: page.totalCount, next: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null, extra: null },
    { first: PAGE_SIZE, filtered, ready },
  );
}
