// AccountDetails.tabs: the shell's sub-navigation of the account's page for this user (so permission rules
// apply exactly as for shell.subNavigation), narrowed to the account by config's account conditions.
import type { GatewayContext } from '@gateway/context.js';
import type { AccountKind } from '@gateway/kit/accounts/account-kind.js';
import { navItems } from '@gateway/kit/shell/nav-items.js';
import type { NavItem } from '@gateway/kit/shell/to-nav-item.js';
import { userShellSource } from '@gateway/kit/shell/user-shell-source.js';
import { accountTabs } from './account-tabs.js';

const SECTIONS: Partial<Record<AccountKind, 'cash-account' | 'wrap-account' | 'term-deposit'>> = {
  CASH: 'cash-account',
  WRAP: 'wrap-account',
  TERM_DEPOSIT: 'term-deposit',
};

export interface AccountDetailsNode {
  kind: AccountKind;
  productType: string | null;
  parentProductType: string | null;
}

export async function resolveAccountTabs(ctx: GatewayContext, account: AccountDetailsNode): Promise<NavItem[]> {
  const section = SECTIONS[account.kind];
  if (!section) return [];
  const source = await userShellSource(ctx);
  const items = source.config.navigation.subNavigation.accounts[section];
  return accountTabs(navItems(source, items), items, account);
}
