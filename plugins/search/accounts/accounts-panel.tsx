// The Accounts category: results for a valid term, else recent accounts and popular searches.
import { AccountResults, type AccountResultsProps } from './account-results';
import { PopularSearchList } from './popular-search-list';
import { RecentAccounts } from './recent-accounts';
import styles from '../shared/dropdown.module.css';

export function AccountsPanel({ term, ...results }: Omit<AccountResultsProps, 'term'> & { term: string | null }) {
  if (term) return <AccountResults term={term} {...results} />;
  return (
    <div className={styles.columns}>
      <RecentAccounts />
      <PopularSearchList />
    </div>
  );
}
