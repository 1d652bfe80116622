// 'Popular searches': each opens the account results page with its popularSearch id.
import { useViewerAccess } from '@kit/plugin-host';
import { PopularList } from '../shared/popular-list';
import { popularSearches } from './popular-searches';

export function PopularSearchList() {
  const entries = popularSearches(useViewerAccess()).map((e) => ({ key: e.id, label: e.label, search: { popularSearch: e.id } }));
  return <PopularList to="search.accounts" entries={entries} />;
}
