// The account tabs with content: this plugin's own (BUILT_TABS: the overview and account details) and those
// another plugin fills through PluginSlots.accountTabs (account-reports' statements, fees and centrelink,
// payments' 'payments', ...). AccountDetails.tabs lists every tab this user may see on this account; a tab no
// enabled plugin fills is hidden here, never filled with a note, and appears once its plugin is on.
import type { SubNavItem } from './sub-nav-item';
import { flattenTabs } from './tab-list';
import { OVERVIEW_ROUTE } from './tab-route';

export const BUILT_TABS: ReadonlySet<string> = new Set([OVERVIEW_ROUTE, 'account-details']);

export interface AccountTabState {
  tabs: SubNavItem[];
  /** The tab shown: the sub-route when it is a built tab of this user's, else the first tab. */
  current: string;
}

/** Whether some enabled plugin fills a tab (the plugin host's accountTab). */
export type FilledByPlugin = (route: string) => boolean;

export function accountTabState(items: readonly SubNavItem[], subRoute: string | undefined, filled: FilledByPlugin = () => false): AccountTabState {
  const tabs = flattenTabs(items).filter((tab) => BUILT_TABS.has(tab.route!) || filled(tab.route!));
  const current = subRoute && tabs.some((tab) => tab.route === subRoute) ? subRoute : (tabs[0]?.route ?? OVERVIEW_ROUTE);
  return { tabs, current };
}
