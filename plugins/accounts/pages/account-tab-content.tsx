// What the open tab shows: the overview or the account details, both from real data. The tab is the
// built one the address names, else the first (built-tabs.ts): never a note about missing content.
import { useQuery } from '@apollo/client/react';
import { label } from '@kit/copy';
import { AccountFacts } from './account-facts';
import { AccountOverview } from './account-overview';
import styles from './account-page.module.css';
import { accountTabState } from './built-tabs';
import type { AccountDetails } from './get-account';
import { GET_SUB_NAVIGATION } from './get-sub-navigation';
import type { AccountSection } from './tab-route';

interface Props {
  section: AccountSection;
  account: AccountDetails;
  subRoute?: string;
}

export function AccountTabContent({ section, account, subRoute }: Props) {
  const { data } = useQuery(GET_SUB_NAVIGATION, { variables: { section } });
  const { current } = accountTabState(data?.shell.subNavigation ?? [], subRoute);
  if (current === 'account-details') {
    return (
      <section className={styles.card} aria-labelledby="account-details-heading">
        <h2 id="account-details-heading" className={styles.cardTitle}>{label('account.tab.details')}</h2>
        <AccountFacts account={account} />
      </section>
    );
  }
  return <AccountOverview account={account} />;
}
