// Where an account row leads (000 §2): the page by account type; any other type (online trading) has
// no page. A leading '000' is stripped from the account number first.
import type { AppRouteId } from '@kit/route-ids';

type AccountPage = Extract<AppRouteId, 'cash-account' | 'wrap-account' | 'term-deposit'>;

const PAGE_BY_TYPE: Readonly<Record<string, AccountPage>> = { CASH: 'cash-account', WRAP: 'wrap-account', TD: 'term-deposit' };

export function accountRoute(account: { accountType: string; accountNumber: string }): { to: AccountPage; accountNumber: string } | null {
  const to = PAGE_BY_TYPE[account.accountType];
  if (!to) return null;
  return { to, accountNumber: account.accountNumber.replace(/^000/, '') };
}
