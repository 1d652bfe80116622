// The account page's tabs: AccountDetails.tabs, resolved by the gateway for this user and this account (config,
// permissions, the account's product), less any tab no enabled plugin fills.
import { label, t } from '@kit/copy';
import { usePluginHost } from '@kit/plugin-host';
import styles from './account-page.module.css';
import { accountTabState } from './built-tabs';
import type { SubNavItem } from './sub-nav-item';
import { TabLink } from './tab-link';
import type { AccountSection } from './tab-route';

interface Props {
  section: AccountSection;
  accountNumber: string;
  items: readonly SubNavItem[];
  subRoute?: string;
}

export function AccountTabs({ section, accountNumber, items, subRoute }: Props) {
  const host = usePluginHost();
  const { tabs, current } = accountTabState(items, subRoute, (route) => !!host.accountTab(section, route));
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
