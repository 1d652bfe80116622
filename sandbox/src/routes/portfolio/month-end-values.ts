// A wrap account's value by day for the Fees tab (issue 31, sandbox/README.md "Figures that agree"): the day-by-day
// series the Portfolio valuation and the value-over-time chart show (value-history.ts dailyValues), so a month's
// fees are charged on the value those pages give its last day. One series per account per read, kept for the day.
import type { Db } from '../../db/index.js';
import type { Scope } from '../../http/scope.js';
import { ledgerDays } from '../account-cash/ledger-days.js';
import { portfolioOf } from './derive-portfolio.js';
import { loadWrapAccount } from './load-account.js';
import { dailyValues, type ValueDay } from './value-history.js';

/** Cents at the end of each day of a series, by day (yyyy-MM-dd). */
export const valuesByDay = (days: readonly ValueDay[]): Map<string, number> => new Map(days.map((d) => [d.day, d.value]));

// A Fees tab's period change asks again for the same account.
const recent = new Map<string, Map<string, number>>();

/** The wrap account's value in cents at the end of every day from its opening to `last`, as the valuation gives it. */
export async function wrapValuesByDay(db: Db, scope: Scope, accountId: string, last: string): Promise<Map<string, number>> {
  const account = await loadWrapAccount(db, scope, accountId);
  const key = `${account.accountId}:${account.balance}:${account.cashBalance ?? ''}:${last}`;
  const hit = recent.get(key);
  if (hit) return hit;
  const cash = account.cashAccountId ? await ledgerDays(db, account.cashAccountId, account.superLinked) : null;
  const values = account.openedDate <= last ? valuesByDay(dailyValues(portfolioOf(account), account.openedDate, last, cash)) : new Map<string, number>();
  if (recent.size >= 8) recent.delete(recent.keys().next().value!);
  recent.set(key, values);
  return values;
}
