// The rule engine's resolved menu item as the NavItem of the SDL: badge choices carry the badge's label
// from the brand config, so the badge-selection page needs no second lookup.
import type { ResolvedNavigationItem } from '../../rules/index.ts';

export interface BadgeChoice {
  badge: string;
  label: string;
  url: string;
}

export type NavItem = Omit<ResolvedNavigationItem, 'badges' | 'badgeUrls' | 'children'> & {
  badges?: BadgeChoice[];
  children?: NavItem[];
};

export function toNavItem(item: ResolvedNavigationItem, badgeLabel: (badge: string) => string): NavItem {
  const { badges, badgeUrls, children, ...rest } = item;
  const out: NavItem = { ...rest };
  if (badges) {
    out.badges = badges.flatMap((badge) =>
      badgeUrls && Object.hasOwn(badgeUrls, badge) ? [{ badge, label: badgeLabel(badge), url: badgeUrls[badge] }] : [],
    );
  }
  if (children) out.children = children.map((child) => toNavItem(child, badgeLabel));
  return out;
}
