// Which side navigation item the current page belongs to. Items match their route and their `matches`
// prefixes (an `exact` item's own route only exactly); the longest matching prefix wins, so
// /dashboard/search/accounts lights Accounts and not Dashboard.
import type { NavItem } from '../api/shell-types';
import { routeHref } from './nav-paths';

function prefixMatches(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** How specific the item's best match for the path is (its length), or -1 for none. */
function matchLength(item: NavItem, pathname: string): number {
  let best = -1;
  if (item.kind === 'route' && item.route) {
    const own = routeHref(item.route);
    if (item.exact ? pathname === own : prefixMatches(own, pathname)) best = own.length;
  }
  for (const extra of item.matches ?? []) {
    const prefix = routeHref(extra);
    if (prefixMatches(prefix, pathname)) best = Math.max(best, prefix.length);
  }
  return best;
}

export function activeItemId(items: readonly NavItem[], pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let winner: { id: string; length: number } | null = null;
  const visit = (list: readonly NavItem[]) => {
    for (const item of list) {
      const length = matchLength(item, path);
      if (length > (winner?.length ?? -1)) winner = { id: item.id, length };
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return (winner as { id: string } | null)?.id ?? null;
}

/** True when the item is the active one or holds it (a toggle opens on the section the user is in). */
export function containsItem(item: NavItem, id: string | null): boolean {
  if (!id) return false;
  return item.id === id || (item.children ?? []).some((child) => containsItem(child, id));
}
