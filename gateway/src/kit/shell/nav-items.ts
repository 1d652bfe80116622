// A menu of config/navigation as the SDL's NavItems for one shell source: the rule engine keeps the items the
// subject may see, and badge choices carry the labels advisers know the badges by.
import type { NavigationItem } from '@schemas/navigation.schema.ts';
import { resolveNavigation } from '../../rules/index.ts';
import type { ShellSource } from './shell-source.js';
import { badgeNameOf } from './brand-names.js';
import { toNavItem, type NavItem } from './to-nav-item.js';

export const navItems = (source: ShellSource, items: readonly NavigationItem[]): NavItem[] =>
  resolveNavigation(items, source.subject, source.navigation).map((item) => toNavItem(item, badgeNameOf(source.config.brands, source.subject.brand)));
