// The account tabs as a flat row: toggle items (Payments) open into their children side by side.
import type { SubNavItem } from './get-sub-navigation';
import { OVERVIEW_ROUTE } from './tab-route';

export function flattenTabs(items: readonly SubNavItem[]): SubNavItem[] {
  return items.flatMap((item) => (item.kind === 'toggle' ? flattenTabs(item.children ?? []) : item.route ? [item] : []));
}

/** The account's own path shows the overview, so its tab is current there too. */
export function isCurrentTab(route: string, subRoute: string | undefined): boolean {
  return subRoute ? route === subRoute : route === OVERVIEW_ROUTE;
}
