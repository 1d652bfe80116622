// The portfolio queries' arguments checked and turned into upstream queries (pure, so tested without a server):
// a malformed one is BAD_USER_INPUT naming the field, before any upstream call. Periods are counted in Sydney
// with the request centre's period helper (002 §9).
import type { QueryInvestmentTransactionsArgs } from '../resolvers-types.js';
import { fromDate } from '@gateway/kit/period.js';
import { amountRange, bad, day, keyword as keywordOf, MAX_PAGE, pageSize, sydneyDay } from '@gateway/kit/arguments.js';
import type { InvestmentTransactionsQuery } from './api/list-investment-transactions.js';

export { bad, MAX_PAGE, sydneyDay };

export type InvestmentPeriod = 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' | 'THIS_MONTH' | 'FINANCIAL_YEAR' | 'CUSTOM';
export type InvestmentType = 'BUY' | 'SELL' | 'DISTRIBUTION' | 'DRP' | 'SPLIT';

export interface InvestmentFilter {
  period?: InvestmentPeriod | null;
  from?: string | null;
  to?: string | null;
  types?: InvestmentType[] | null;
  keyword?: string | null;
  minAmount?: string | null;
  maxAmount?: string | null;
}

/** investmentTransactions' arguments, as the schema declares them. */
export type InvestmentArgs = QueryInvestmentTransactionsArgs;

export function accountIdOf(value: string): string {
  const v = value.trim();
  if (!v || v.length > 40 || !/^[\w-]+$/.test(v)) throw bad('accountId', 'accountId must be an account id or number');
  return v;
}

/** The valuation day: asAt (today in Sydney when absent); never after today. */
export function valuationDay(asAt: string | null | undefined, now: Date): string {
  const today = sydneyDay(now);
  const v = day('asAt', asAt) ?? today;
  if (v > today) throw bad('asAt', `asAt ${v} is in the future: choose today or an earlier day`);
  return v;
}

/** The date range of a filter: a period counted back from today in Sydney, or CUSTOM from and to. */
function range(f: InvestmentFilter, now: Date): { from?: string; to?: string } {
  const from = day('from', f.from);
  const to = day('to', f.to);
  if (!f.period) {
    if (from || to) throw bad('period', 'from and to apply with period CUSTOM');
    return {};
  }
  if (f.period === 'CUSTOM') {
    if (from && to && from > to) throw bad('to', 'to must not be before from');
    return { from, to };
  }
  if (from || to) throw bad('period', 'from and to apply with period CUSTOM only');
  return { from: fromDate(f.period, now), to: sydneyDay(now) };
}

export function toInvestmentQuery(args: InvestmentArgs, now: Date): InvestmentTransactionsQuery & { limit: number; offset: number } {
  const f = args.filter ?? {};
  const { from, to } = range(f, now);
  const { minAmount, maxAmount } = amountRange(f.minAmount, f.maxAmount);
  const keyword = keywordOf(f.keyword);
  const first = pageSize(args.first, 25);
  let offset = 0;
  if (args.after) {
    if (!/^\d{1,7}$/.test(args.after)) throw bad('after', 'after must be a cursor from pageInfo.endCursor');
    offset = Number(args.after);
  }
  return {
    from,
    to,
    type: f.types?.length ? [...new Set(f.types)].join(',') : undefined,
    keyword,
    minAmount,
    maxAmount,
    sort: (args.sort ?? 'DATE').toLowerCase(),
    order: args.order === 'ASC' ? 'asc' : 'desc',
    limit: first,
    offset,
  };
}
