// GET /api/wealth/channel/portfolio/v1/{account}/history?range= and .../performance: a wrap account's value over
// time, its money in and out by month, and its time-weighted return (issue 31 §3; sandbox/README.md "Value over
// time, flows and performance"), all from one day-by-day series (value-history.ts), so the chart's last point is
// today's valuation and the return explains the same values.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import type { Scope } from '../../http/scope.js';
import { dollars } from '../account-cash/cash-history.js';
import { historyRange, lastMonths, monthsBefore, rangeStart, sampleDays } from '../account-cash/history-range.js';
import { ledgerDays } from '../account-cash/ledger-days.js';
import { monthlyFees } from '../account-reports/fees.js';
import { reportAccount } from '../account-reports/report-account.js';
import { sydneyToday } from '../shared/format.js';
import type { Query } from '../shared/params.js';
import { cashFeesOf } from './cash-fees.js';
import { toDay } from './days.js';
import { portfolioOf } from './derive-portfolio.js';
import { PORTFOLIO_PREFIX } from './holdings.js';
import { PERFORMANCE_METHOD, PERFORMANCE_PERIODS, portfolioHistory, portfolioPerformance } from './history-schemas.js';
import { loadWrapAccount, type WrapAccount } from './load-account.js';
import { valuesByDay } from './month-end-values.js';
import { annualise, dailyValues, timeWeightedReturn, type ValueDay } from './value-history.js';

export interface Series {
  account: WrapAccount;
  /** The account's first day (it opened) and today. */
  first: string;
  last: string;
  /** One per day from first to last. */
  days: ValueDay[];
}

// A chart's range change asks again for the same account: its series is derived once a day.
const recent = new Map<string, Series>();

export async function seriesOf(db: Db, scope: Scope, code: string): Promise<Series> {
  const account = await loadWrapAccount(db, scope, code);
  const last = sydneyToday();
  const first = account.openedDate;
  const key = `${account.accountId}:${account.balance}:${account.cashBalance ?? ''}:${last}`;
  const hit = recent.get(key);
  if (hit) return hit;
  const cash = account.cashAccountId ? await ledgerDays(db, account.cashAccountId, account.superLinked, await cashFeesOf(db, account.cashAccountId)) : null;
  const days = first <= last ? dailyValues(portfolioOf(account), first, last, cash) : [];
  // The Fees tab's fees, charged on these values at each month's end (month-end-values.ts); a linked cash account
  // has paid them (cash-fees.ts), so they are out of the value already.
  const values = valuesByDay(days);
  for (const row of monthlyFees(await reportAccount(db, scope.entityKeys, account.accountId), values)) {
    const day = days[toDay(row.period_to) - toDay(first)];
    const fee = Math.round(row.amount * 100);
    if (day) day.fee += fee;
    if (day && cash) day.feePaid = (day.feePaid ?? 0) + fee;
  }
  const series = { account, first, last, days };
  if (recent.size >= 8) recent.delete(recent.keys().next().value!);
  recent.set(key, series);
  return series;
}

const MONTHS: Record<(typeof PERFORMANCE_PERIODS)[number], number | null> = { '1M': 1, '3M': 3, '1Y': 12, SINCE_INCEPTION: null };

export function registerPortfolioHistoryRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { account: string }; Querystring: Query }>(`${PORTFOLIO_PREFIX}/:account/history`, { schema: portfolioHistory }, async (request) => {
    const range = historyRange(request.query);
    const { first, last, days } = await seriesOf(db, request.scope, request.params.account);
    if (!days.length) return { range, from: null, to: null, points: [], months: [] };
    const from = rangeStart(range, first, last);
    const at = (day: string) => days[toDay(day) - toDay(first)]!;
    const points = sampleDays(range, from, last).map((day) => ({ date: day, value: dollars(at(day).value) }));
    const months = lastMonths(last, 12).filter((m) => m >= first.slice(0, 7));
    const sums = new Map(months.map((m) => [m, { in: 0, out: 0 }]));
    for (const d of days) {
      const sum = sums.get(d.day.slice(0, 7));
      if (sum) {
        sum.in += d.moneyIn;
        sum.out += d.moneyOut;
      }
    }
    return { range, from, to: last, points, months: months.map((m) => ({ month: m, money_in: dollars(sums.get(m)!.in), money_out: dollars(sums.get(m)!.out) })) };
  });

  app.get<{ Params: { account: string } }>(`${PORTFOLIO_PREFIX}/:account/performance`, { schema: portfolioPerformance }, async (request) => {
    const { first, last, days } = await seriesOf(db, request.scope, request.params.account);
    const periods = PERFORMANCE_PERIODS.map((period) => {
      const months = MONTHS[period];
      const from = months === null ? first : monthsBefore(last, months);
      if (from < first || !days.length) {
        return { period, from, to: last, return_percent: null, annualised: false, opening_value: null, closing_value: dollars(days.at(-1)?.value ?? 0), money_in: null, money_out: null, fees: null };
      }
      const start = toDay(from) - toDay(first);
      const end = days.length - 1;
      const cumulative = timeWeightedReturn(days, start, end);
      const span = end - start;
      const annualised = months === null && span > 365;
      const within = days.slice(start + 1);
      const sum = (pick: (d: ValueDay) => number) => dollars(within.reduce((s, d) => s + pick(d), 0));
      return {
        period,
        from,
        to: last,
        return_percent: Math.round((annualised ? annualise(cumulative, span) : cumulative) * 10_000) / 100,
        annualised,
        opening_value: dollars(days[start]!.value),
        closing_value: dollars(days[end]!.value),
        money_in: sum((d) => d.moneyIn),
        money_out: sum((d) => d.moneyOut),
        fees: sum((d) => d.fee),
      };
    });
    return { as_at: last, opened_date: first, method: PERFORMANCE_METHOD, periods };
  });
}
