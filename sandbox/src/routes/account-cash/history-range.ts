// The chart ranges of an account's value over time (issue 31 §3) and the days each samples, shared by the cash
// ledger's history and a wrap portfolio's (sandbox/README.md "Value over time, flows and performance"): the last
// month by day; six months and a year by week, counted back from the last day; since opening by month end. The
// first day of the range and the last day are always points, so the line starts where the range does and ends on
// the balance the Overview shows.
import { badRequest } from '../../http/http-error.js';
import { str, type Query } from '../shared/params.js';

export const HISTORY_RANGES = ['1M', '6M', '1Y', 'ALL'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** ?range=1M|6M|1Y|ALL (default 1Y); 400 otherwise. */
export function historyRange(query: Query): HistoryRange {
  const v = (str(query, 'range') ?? '1Y').toUpperCase();
  const hit = HISTORY_RANGES.find((r) => r === v);
  if (!hit) throw badRequest(`range must be one of ${HISTORY_RANGES.join(', ')}`);
  return hit;
}

const MS_PER_DAY = 86_400_000;
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY);
const isoOf = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** The same day `months` months before (the month's last day when it has fewer days: 31 May less 3 months is 28 Feb). */
export function monthsBefore(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoOf(Date.UTC(year, month, Math.min(d, last)) / MS_PER_DAY);
}

/** The first day a range covers: its start, never before the first day there is (the opening). */
export function rangeStart(range: HistoryRange, first: string, last: string): string {
  const start = range === 'ALL' ? first : monthsBefore(last, range === '1M' ? 1 : range === '6M' ? 6 : 12);
  return start < first ? first : start;
}

/** The days a range samples between `from` and `to` (yyyy-MM-dd), oldest first, both ends included. */
export function sampleDays(range: HistoryRange, from: string, to: string): string[] {
  if (from > to) return [to];
  const days = new Set<string>([from, to]);
  if (range === 'ALL') {
    // Each month end between
    const [fy, fm] = from.split('-').map(Number) as [number, number];
    for (let i = 0; ; i++) {
      const end = isoOf(Date.UTC(fy, fm - 1 + i + 1, 0) / MS_PER_DAY);
      if (end >= to) break;
      if (end > from) days.add(end);
    }
  } else {
    const step = range === '1M' ? 1 : 7;
    for (let d = dayOf(to) - step; d > dayOf(from); d -= step) days.add(isoOf(d));
  }
  return [...days].sort();
}

/** yyyy-MM of the last `count` months ending with `to`'s, oldest first. */
export function lastMonths(to: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthsBefore(`${to.slice(0, 7)}-01`, count - 1 - i).slice(0, 7));
}
