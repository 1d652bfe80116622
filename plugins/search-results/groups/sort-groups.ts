// The group search answers one list (at most 100), so the results page sorts it in the browser.
import type { SortState } from '@kit/table/sort';
import type { ResultGroup } from './search-groups-operation';

export function sortGroups(groups: readonly ResultGroup[], sort: SortState): ResultGroup[] {
  const key = (g: ResultGroup) => (sort.column === 'code' ? g.accountGroupCode : g.accountGroupName.toLowerCase());
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...groups].sort((a, b) => sign * key(a).localeCompare(key(b)));
}
