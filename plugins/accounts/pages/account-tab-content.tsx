// What the open tab shows. The overview and account details come from real data; the specification
// does not describe the other tabs' content, so they say so rather than pretend.
import { useQuery } from '@apollo/client/react';
import { label, t } from '@kit/copy';
import { AccountFacts } from './account-facts';
import { AccountOverview } from './account-overview';
import styles from './account-page.module.css';
import type { AccountDetails } from './get-account';
import { GET_SUB_NAVIGATION } from './get-sub-navigation';
import { flattenTabs } from './tab-list';
import { OVERVIEW_ROUTE, type AccountSection } from './tab-route';

interface Props {
  section: AccountSection;
  account: AccountDetails;
  subRoute?: string;
}

export function AccountTabContent({ section, account, subRoute }: Props) {
  const { data } = useQuery(GET_SUB_NAVIGATION, { variables: { section } });
  if (!subRoute || subRoute === OVERVIEW_ROUTE) return <AccountOverview account={account} />;
  if (subRoute === 'account-details') {
    return (
      <section className={styles.card} aria-labelledby="account-details-heading">
        <h2 id="account-details-heading" className={styles.cardTitle}>{label('account.tab.details')}</h2>
        <AccountFacts account={account} />
      </section>
    );
  }
  const tab = flattenTabs(data?.shell.subNavigation ?? []).find((item) => item.route === subRoute);
  return (
    <section className={styles.card}>
      <p className={styles.notice} role="note">
        {tab ? t('account.tab.notDescribed', { tab: label(tab.label) }) : t('account.tab.unknown')}
      </p>
    </section>
  );
}
