// Popular wrap group entries: each opens the group results page filtered by its kind.
import { useViewerBrand } from '@kit/plugin-host';
import { PopularList } from '../shared/popular-list';
import { popularGroups } from './popular-groups';

export function PopularGroupList() {
  const { loginBadge } = useViewerBrand();
  const entries = popularGroups(loginBadge).map((e) => ({ key: e.groupType, label: e.label, search: { groupType: e.groupType } }));
  return <PopularList to="search.account-groups" entries={entries} />;
}
