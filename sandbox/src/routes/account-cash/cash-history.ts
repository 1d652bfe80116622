// GET /api/wealth/channel/cash/v1/accounts/{accountId}/history?range=: a cash account's balance over time and its
// money in and out by month (issue 31 §3; sandbox/README.md "Value over time, flows and performance"), from the
// same ledger the Transactions tab pages through, so the chart's balance on a day is that tab's running balance
// after the day's last movement, and the last point is the ledger balance the Overview shows.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { cashFeesOf } from '../portfolio/cash-fees.js';
import type { Query } from '../shared/params.js';
import { ACCOUNT_CASH_PREFIX, resolveCashAccount } from './account-cash.js';
import { historyRange, lastMonths, rangeStart, sampleDays } from './history-range.js';
import { cashHistory } from './history-schemas.js';
import { closingWalker, ledgerDays, type LedgerDays } from './ledger-days.js';

/** Cents as dollars (exact to the cent in a JSON number). */
export const dollars = (cents: number) => cents / 100;

/** Credits and debits by month over the last 12 months up to the ledger's last day, none before its first. */
function monthsOf(ledger: LedgerDays) {
  const months = lastMonths(ledger.last, 12).filter((m) => m >= ledger.first.slice(0, 7));
  const sums = new Map(months.map((m) => [m, { in: 0, out: 0 }]));
  for (const d of ledger.days) {
    const sum = sums.get(d.day.slice(0, 7));
    if (!sum) continue;
    sum.in += d.credits;
    sum.out += d.debits;
  }
  return months.map((m) => ({ month: m, money_in: dollars(sums.get(m)!.in), money_out: dollars(sums.get(m)!.out) }));
}

export function registerCashHistoryRoute(api: FastifyInstance, db: Db): void {
  api.get<{ Params: { accountId: string }; Querystring: Query }>(`${ACCOUNT_CASH_PREFIX}/:accountId/history`, { schema: cashHistory }, async (request) => {
    const range = historyRange(request.query);
    const ref = await resolveCashAccount(db, request.scope, request.params.accountId);
    if (!ref.cash_account_id) return { range, from: null, to: null, points: [], months: [] };
    const ledger = await ledgerDays(db, ref.cash_account_id, ref.super_linked, await cashFeesOf(db, ref.cash_account_id));
    const from = rangeStart(range, ledger.first, ledger.last);
    const closing = closingWalker(ledger);
    const points = sampleDays(range, from, ledger.last).map((day) => ({ date: day, value: dollars(closing(day)) }));
    return { range, from, to: ledger.last, points, months: monthsOf(ledger) };
  });
}
