// Business days for the payment date pickers (002 §5 "Date and other helpers"): dates are shown and typed as
// dd/MM/yyyy and sent as yyyy-MM-dd; a business day is neither a Saturday, a Sunday nor a supplied public holiday.
// Days are plain calendar days (no time zone): today is the Sydney day (002 §9).

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** yyyy-MM-dd when `year`, `month` (1-12) and `day` make a real date, else null. */
export function isoDay(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A real yyyy-MM-dd day (month 1-12, the day within the month). */
export function isValidIsoDay(iso: string): boolean {
  const m = ISO.exec(iso);
  return !!m && isoDay(Number(m[1]), Number(m[2]), Number(m[3])) === iso;
}

/** dd/MM/yyyy (d/M/yyyy accepted) as yyyy-MM-dd; null when it is not a real date of that shape. */
export function parseDisplayDay(text: string): string | null {
  const m = DISPLAY.exec(text.trim());
  return m ? isoDay(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/** yyyy-MM-dd as dd/MM/yyyy; anything else comes back as given. */
export function formatDisplayDay(iso: string): string {
  const m = ISO.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

function toDate(iso: string): Date {
  const m = ISO.exec(iso);
  if (!m) throw new Error(`not a yyyy-MM-dd day: ${iso}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

const fromDate = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The day `n` calendar days after `iso` (before, when negative). */
export function addDays(iso: string, n: number): string {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + n);
  return fromDate(d);
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (iso: string) => toDate(iso).getUTCDay();

export function isWeekend(iso: string): boolean {
  const day = weekday(iso);
  return day === 0 || day === 6;
}

/** Not a weekend and not one of `holidays` (yyyy-MM-dd). An invalid day is not a business day. */
export function isBusinessDay(iso: string, holidays: ReadonlySet<string>): boolean {
  if (!isValidIsoDay(iso)) return false;
  return !isWeekend(iso) && !holidays.has(iso);
}

/** The first business day strictly after `iso`. */
export function nextBusinessDay(iso: string, holidays: ReadonlySet<string>): string {
  let day = addDays(iso, 1);
  // Weekends and holidays never run for more than a fortnight; the bound keeps a bad list from looping.
  for (let i = 0; i < 366 && !isBusinessDay(day, holidays); i++) day = addDays(day, 1);
  return day;
}
