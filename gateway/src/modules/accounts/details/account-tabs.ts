// An account's tabs (issue 17): the user's sub-navigation for the account's page (permission rules applied by the
// shell), then the per-item account conditions of config/navigation/sub-navigation.json: `account` keeps a tab
// to matching accounts (Centrelink for pensions, Contributions for a super-linked cash account), and
// `hiddenWhenShown` drops a tab when another one is shown (one Scheduled payments page, never two).
import type { AccountCondition, SubNavItem } from '@schemas/navigation.schema.ts';
import type { NavItem } from '@gateway/kit/shell/to-nav-item.js';

export interface TabAccount {
  /** Investment, Super or Pension for a wrap account. */
  productType: string | null;
  /** The product type of the wrap account a cash account belongs to. */
  parentProductType: string | null;
}

export function matchesAccount(condition: AccountCondition | undefined, account: TabAccount): boolean {
  if (!condition) return true;
  if (condition.productTypes && !(condition.productTypes as readonly string[]).includes(account.productType ?? '')) return false;
  if (condition.parentProductTypes && !(condition.parentProductTypes as readonly string[]).includes(account.parentProductType ?? '')) return false;
  return true;
}

function configById(items: readonly SubNavItem[], out = new Map<string, SubNavItem>()) {
  for (const item of items) {
    out.set(item.id, item);
    if (item.children) configById(item.children, out);
  }
  return out;
}

const ids = (items: readonly NavItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);

/** `resolved` (the shell's sub-navigation for this user) narrowed to this account by `config`'s conditions. */
export function accountTabs(resolved: readonly NavItem[], config: readonly SubNavItem[], account: TabAccount): NavItem[] {
  const byId = configById(config);
  const keep = (items: readonly NavItem[]): NavItem[] =>
    items.flatMap((item) => {
      if (!matchesAccount(byId.get(item.id)?.account, account)) return [];
      if (!item.children) return [item];
      const children = keep(item.children);
      return children.length ? [{ ...item, children }] : [];
    });
  const matched = keep(resolved);
  const shown = new Set(ids(matched));
  const drop = (items: readonly NavItem[]): NavItem[] =>
    items.flatMap((item) => {
      const hider = byId.get(item.id)?.hiddenWhenShown;
      if (hider && shown.has(hider)) return [];
      return [item.children ? { ...item, children: drop(item.children) } : item];
    });
  return drop(matched);
}
