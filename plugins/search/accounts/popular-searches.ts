// The six popular account searches (000 §2) and who sees them: the cash-balance entry needs cash
// access, the Wrap-balance entry wrap access. Ids are the results page's popularSearch values.
import type { CopyKey } from '@kit/copy';

export type PopularSearchId = 'favourites' | 'openedAndFunded30' | 'closed30' | 'wrapByBalance' | 'cashByBalance' | 'opened30';

export interface PopularSearch {
  id: PopularSearchId;
  label: CopyKey;
}

const ALL: readonly (PopularSearch & { needs?: 'wrap' | 'cash' })[] = [
  { id: 'favourites', label: 'search.popular.favourites' },
  { id: 'openedAndFunded30', label: 'search.popular.openedAndFunded30' },
  { id: 'closed30', label: 'search.popular.closed30' },
  { id: 'wrapByBalance', label: 'search.popular.wrapByBalance', needs: 'wrap' },
  { id: 'cashByBalance', label: 'search.popular.cashByBalance', needs: 'cash' },
  { id: 'opened30', label: 'search.popular.opened30' },
];

export function popularSearches(access: { wrapAccess: boolean; cashAccess: boolean }): PopularSearch[] {
  return ALL.filter((s) => (s.needs === 'wrap' ? access.wrapAccess : s.needs === 'cash' ? access.cashAccess : true)).map(
    ({ id, label }) => ({ id, label }),
  );
}
