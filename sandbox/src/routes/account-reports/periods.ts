// Calendar periods for statements, fees and schedules: months, quarters and Australian financial years
// (1 July to 30 June), as yyyy-MM-dd strings.

export type PeriodKind = 'month' | 'quarter' | 'financial-year';
export const PERIOD_KINDS: readonly PeriodKind[] = ['month', 'quarter', 'financial-year'];

export interface Period {
  from: string;
  to: string;
}

const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
const MONTHS_IN: Record<PeriodKind, number> = { month: 1, quarter: 3, 'financial-year': 12 };

/** The period of `kind` holding `date`. */
export function periodOf(kind: PeriodKind, date: string): Period {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1;
  const size = MONTHS_IN[kind];
  // Financial years start in July: count months from July so a year is months 0..11 of that count.
  const offset = kind === 'financial-year' ? 6 : 0;
  const index = Math.floor((y * 12 + m - offset) / size) * size + offset;
  const startY = Math.floor(index / 12);
  const startM = index % 12;
  return { from: day(startY, startM, 1), to: day(startY, startM + size, 0) };
}

/** Whole periods of `kind` ending on or before `last`, newest first, at most `count`, none ending before `first`. */
export function completedPeriods(kind: PeriodKind, first: string, last: string, count: number): Period[] {
  const out: Period[] = [];
  let current = periodOf(kind, last);
  if (current.to > last) current = periodOf(kind, previousDay(current.from));
  while (out.length < count && current.to >= first) {
    out.push(current);
    current = periodOf(kind, previousDay(current.from));
  }
  return out;
}

/** Periods of `kind` overlapping from..to, oldest first. */
export function periodsBetween(kind: PeriodKind, from: string, to: string): Period[] {
  const out: Period[] = [];
  let current = periodOf(kind, from);
  while (current.from <= to) {
    out.push(current);
    current = periodOf(kind, nextDay(current.to));
  }
  return out;
}

export function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** 'FY2025-26' style name of the financial year starting `from`. */
export const financialYearName = (from: string) => `${from.slice(0, 4)}-${String(Number(from.slice(0, 4)) + 1).slice(2)}`;

/** The financial year as a document's title says it, with an en dash as the portal's filters do: 2025–26. */
export const financialYearTitle = (from: string) => financialYearName(from).replace('-', '\u2013');
