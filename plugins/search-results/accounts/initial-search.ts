// The results page's starting filters and sort from its URL (000 §2): query, accountStatus (comma list)
// or popularSearch.
import type { SortState } from '@kit/table/sort';
import { DEFAULT_SORT, type AccountSortKey } from './account-sort';
import { ACCOUNT_STATUSES, EMPTY_FILTERS, type AccountStatus, type FilterValues } from './filter-values';
import { isPopularSearch, popularSearch, type PopularSearchId } from './popular-search';

export interface InitialSearch {
  filters: FilterValues;
  sort: SortState<AccountSortKey>;
  popular: PopularSearchId | null;
}

export function initialSearch(search: Record<string, string | undefined>, today?: string): InitialSearch {
  if (isPopularSearch(search.popularSearch)) {
    const popular = popularSearch(search.popularSearch, today);
    return { filters: popular.filters, sort: popular.sort ?? DEFAULT_SORT, popular: search.popularSearch };
  }
  const statuses = (search.accountStatus ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is AccountStatus => (ACCOUNT_STATUSES as readonly string[]).includes(s));
  return {
    filters: { ...EMPTY_FILTERS, keyword: search.query ?? '', accountStatus: statuses.length ? statuses : EMPTY_FILTERS.accountStatus },
    sort: DEFAULT_SORT,
    popular: null,
  };
}
