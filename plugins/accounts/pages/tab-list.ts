// The account tabs as a flat row: toggle items (Payments) open into their children side by side.
import type { SubNavItem } from './sub-nav-item';

export function flattenTabs(items: readonly SubNavItem[]): SubNavItem[] {
  return items.flatMap((item) => (item.kind === 'toggle' ? flattenTabs(item.children ?? []) : item.route ? [item] : []));
}
