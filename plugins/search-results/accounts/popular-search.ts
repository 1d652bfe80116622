// The popular searches of the dropdown (000 §2), as results page filters and sort. The dropdown links to
// #/dashboard/search/accounts?popularSearch=<id>. "Last 30 days" (000 §9) counts Sydney calendar days,
// today included as the 30th.
import type { SortState } from '@kit/table/sort';
import type { AccountSortKey } from './account-sort';
import { EMPTY_FILTERS, type FilterValues } from './filter-values';
import { sydneyToday } from '@kit/sydney-time';

export const POPULAR_SEARCHES = ['favourites', 'openedAndFunded30', 'closed30', 'wrapByBalance', 'cashByBalance', 'opened30'] as const;
export type PopularSearchId = (typeof POPULAR_SEARCHES)[number];

export const isPopularSearch = (value: string | undefined): value is PopularSearchId =>
  (POPULAR_SEARCHES as readonly string[]).includes(value ?? '');

export interface PopularSearch {
  filters: FilterValues;
  sort: SortState<AccountSortKey> | null;
}

/** yyyy-MM-dd moved by whole calendar days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function popularSearch(id: PopularSearchId, today: string = sydneyToday()): PopularSearch {
  const from = addDays(today, -29);
  switch (id) {
    case 'favourites':
      return { filters: { ...EMPTY_FILTERS, favourites: true, accountStatus: ['Active', 'Closed'] }, sort: null };
    case 'openedAndFunded30':
      // Funded: money has arrived, i.e. a balance above zero (the search has no funded-date filter).
      return { filters: { ...EMPTY_FILTERS, openDateFrom: from, openDateTo: today, fromAmount: '0.01' }, sort: { column: 'opened', direction: 'desc' } };
    case 'closed30':
      return { filters: { ...EMPTY_FILTERS, accountStatus: ['Closed'], closeDateFrom: from, closeDateTo: today }, sort: { column: 'closed', direction: 'desc' } };
    case 'wrapByBalance':
      return { filters: { ...EMPTY_FILTERS, accountTypes: ['WRAP'] }, sort: { column: 'balance', direction: 'desc' } };
    case 'cashByBalance':
      return { filters: { ...EMPTY_FILTERS, accountTypes: ['CASH'] }, sort: { column: 'balance', direction: 'desc' } };
    case 'opened30':
      return { filters: { ...EMPTY_FILTERS, openDateFrom: from, openDateTo: today }, sort: { column: 'opened', direction: 'desc' } };
  }
}
