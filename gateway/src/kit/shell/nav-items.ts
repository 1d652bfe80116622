// A menu of config/navigation as the SDL's NavItems for one shell source: the rule engine keeps the items the
// subject may see, and badge choices carry the labels advisers know the badges by.
import type { BrandConfig } from '@schemas/brand.schema.ts';
import type { NavigationItem } from '@schemas/navigation.schema.ts';
import { resolveNavigation } from '../../rules/index.ts';
import type { ShellSource } from './shell-source.js';
import { toNavItem, type NavItem } from './to-nav-item.js';

/** The label advisers know a badge by; the badge name when the brand does not list it. */
export const badgeLabelOf = (brand: BrandConfig) => (badge: string) =>
  Object.hasOwn(brand.badges, badge) ? brand.badges[badge].label : badge;

export const navItems = (source: ShellSource, items: readonly NavigationItem[]): NavItem[] =>
  resolveNavigation(items, source.subject, source.navigation).map((item) => toNavItem(item, badgeLabelOf(source.brand)));
