// The Wrap groups category: results for a valid term, else recent Wrap groups and the popular kinds.
import styles from '../shared/dropdown.module.css';
import { GroupResults } from './group-results';
import { PopularGroupList } from './popular-group-list';
import { RecentGroups } from './recent-groups';

export function GroupsPanel({ term }: { term: string | null }) {
  if (term) return <GroupResults term={term} />;
  return (
    <div className={styles.columns}>
      <RecentGroups />
      <PopularGroupList />
    </div>
  );
}
