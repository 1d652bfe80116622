// The account page an account opens. Which kind of page a product code opens, and the number the page
// takes, are the gateway's to say (Account.kind, Account.pageNumber: 000 §2, §9); this only binds each
// kind to the route id of its page.
import type { AccountKind } from '../gql/graphql';
import type { AppRouteId } from '../route-ids';

type AccountPageId = Extract<AppRouteId, 'cash-account' | 'term-deposit' | 'wrap-account'>;

const PAGE: Readonly<Record<Exclude<AccountKind, 'NONE'>, AccountPageId>> = {
  CASH: 'cash-account',
  TERM_DEPOSIT: 'term-deposit',
  WRAP: 'wrap-account',
};

export interface AccountRoute {
  id: AccountPageId;
  params: { accountNumber: string };
}

/** The page an account opens, or null when its kind has none (online trading, unknown products). */
export function accountRoute(account: { kind: AccountKind; pageNumber: string }): AccountRoute | null {
  return account.kind === 'NONE' ? null : { id: PAGE[account.kind], params: { accountNumber: account.pageNumber } };
}
