// The portfolio queries' arguments checked and turned into upstream queries (pure, so tested without a server):
// a malformed one is BAD_USER_INPUT naming the field, before any upstream call. Periods are counted in Sydney
// with the request centre's period helper (002 §9).
import { formatInTimeZone } from 'date-fns-tz';
import { ErrorCode, gatewayError } from '../../errors.js';
import { fromDate, SYDNEY } from '../request-centre/period.js';
import type { InvestmentTransactionsQuery } from './api/list-investment-transactions.js';

export const MAX_PAGE = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type InvestmentPeriod = 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' | 'THIS_MONTH' | 'FINANCIAL_YEAR' | 'CUSTOM';
export type InvestmentType = 'BUY' | 'SELL' | 'DISTRIBUTION' | 'DRP' | 'SPLIT';

export interface InvestmentFilter {
  period?: InvestmentPeriod | null;
  from?: string | null;
  to?: string | null;
  types?: InvestmentType[] | null;
  keyword?: string | null;
  minAmount?: number | null;
  maxAmount?: number | null;
}

export interface InvestmentArgs {
  accountId: string;
  filter?: InvestmentFilter | null;
  sort?: 'DATE' | 'AMOUNT' | 'ASSET' | 'TYPE' | 'UNITS' | null;
  order?: 'ASC' | 'DESC' | null;
  first?: number | null;
  after?: string | null;
}

export const bad = (field: string, message: string) => gatewayError(ErrorCode.BAD_USER_INPUT, message, { field });
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
export const sydneyDay = (now: Date) => formatInTimeZone(now, SYDNEY, 'yyyy-MM-dd');

function day(field: string, value: string | null | undefined): string | undefined {
  const v = text(value);
  if (v === undefined) return undefined;
  if (!DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) {
    throw bad(field, `${field} must be a date yyyy-MM-dd`);
  }
  return v;
}

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

function amount(field: string, value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isFinite(value) || value < 0) throw bad(field, `${field} must be zero or more`);
  return value;
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

export function toInvestmentQuery(args: InvestmentArgs, now: Date): InvestmentTransactionsQuery {
  const f = args.filter ?? {};
  const { from, to } = range(f, now);
  const minAmount = amount('minAmount', f.minAmount);
  const maxAmount = amount('maxAmount', f.maxAmount);
  if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) throw bad('maxAmount', 'maxAmount must not be less than minAmount');
  const keyword = text(f.keyword);
  if (keyword && keyword.length > 100) throw bad('keyword', 'keyword takes at most 100 characters');
  const first = args.first ?? 25;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw bad('first', `first must be 1 to ${MAX_PAGE}`);
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
