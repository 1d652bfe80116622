// AccountDetails.tabs: the shell's sub-navigation of the account's page for this user (so permission rules
// apply exactly as for shell.subNavigation), narrowed to the account by config's account conditions.
import type { GatewayContext } from '@gateway/context.js';
import { shellResolvers } from '../../shell/resolvers.js';
import type { NavItem } from '../../shell/to-nav-item.js';
import { accountTabs } from './account-tabs.js';
import type { AccountKind } from './account-kind.js';

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
  const source = await shellResolvers.Query.shell(undefined, {}, ctx);
  const resolved = shellResolvers.Shell.subNavigation(source, { section });
  return accountTabs(resolved, source.config.navigation.subNavigation.accounts[section], account);
}
