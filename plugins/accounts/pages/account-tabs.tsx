// The account page's tabs: the sub-navigation the gateway resolves for this user (config, permissions).
import { useQuery } from '@apollo/client/react';
import { label, t } from '@kit/copy';
import { usePluginHost } from '@kit/plugin-host';
import styles from './account-page.module.css';
import { GET_SUB_NAVIGATION } from './get-sub-navigation';
import { accountTabState } from './built-tabs';
import { TabLink } from './tab-link';
import type { AccountSection } from './tab-route';

export function AccountTabs({ section, accountNumber, subRoute }: { section: AccountSection; accountNumber: string; subRoute?: string }) {
  const { data } = useQuery(GET_SUB_NAVIGATION, { variables: { section } });
  const host = usePluginHost();
  const { tabs, current } = accountTabState(data?.shell.subNavigation ?? [], subRoute, (route) => !!host.accountTab(section, route));
  if (tabs.length === 0) return null;
  return (
    <nav className={styles.tabs} aria-label={t('account.tabs')}>
      {tabs.map((tab) => (
        <TabLink
          key={tab.id}
          section={section}
          accountNumber={accountNumber}
          route={tab.route!}
          current={tab.route === current}
          className={styles.tab}
        >
          {label(tab.label)}
        </TabLink>
      ))}
    </nav>
  );
}
