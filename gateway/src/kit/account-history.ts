// An account's value over time and money in and out by month (issue 31 §3), shared by the cash and portfolio
// modules: the GraphQL range as the upstream's, and the upstream's answer as AccountValueHistory.
import { centsOf, centsText } from './decimal.js';

export type HistoryRange = 'ONE_MONTH' | 'SIX_MONTHS' | 'ONE_YEAR' | 'SINCE_OPENING';

const UPSTREAM: Record<HistoryRange, '1M' | '6M' | '1Y' | 'ALL'> = { ONE_MONTH: '1M', SIX_MONTHS: '6M', ONE_YEAR: '1Y', SINCE_OPENING: 'ALL' };
const BACK = Object.fromEntries(Object.entries(UPSTREAM).map(([k, v]) => [v, k])) as Record<string, HistoryRange>;

export const upstreamRange = (range: HistoryRange | null | undefined) => UPSTREAM[range ?? 'ONE_YEAR'];

interface UpstreamHistory {
  range: string;
  from: string | null;
  to: string | null;
  points: readonly { date: string; value: number }[];
  months: readonly { month: string; money_in: number; money_out: number }[];
}

export function valueHistory(res: UpstreamHistory) {
  return {
    range: BACK[res.range] ?? 'ONE_YEAR',
    from: res.from,
    to: res.to,
    points: res.points.map((p) => ({ date: p.date, value: p.value })),
    months: res.months.map((m) => ({
      month: m.month,
      moneyIn: m.money_in,
      moneyOut: m.money_out,
      net: centsText((centsOf(m.money_in) ?? 0n) - (centsOf(m.money_out) ?? 0n)),
    })),
  };
}
