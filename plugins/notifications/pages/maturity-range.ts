// The maturities page's date range: yyyy-MM-dd from the URL, else today to 30 days ahead in Sydney.
import { daysBetween, sydneyToday } from '@kit/sydney-time';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_SPAN_DAYS = 30;
export const MAX_SPAN_DAYS = 366;

const isDate = (v: string | undefined): v is string => !!v && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

export function validRange(from: string, to: string): boolean {
  if (!isDate(from) || !isDate(to)) return false;
  const span = daysBetween(from, to);
  return span >= 0 && span <= MAX_SPAN_DAYS;
}

export function maturityRange(from: string | undefined, to: string | undefined, now: Date = new Date()): { fromDate: string; toDate: string } {
  if (isDate(from) && isDate(to) && validRange(from, to)) return { fromDate: from, toDate: to };
  const today = sydneyToday(now);
  const to30 = new Date(`${today}T00:00:00Z`);
  to30.setUTCDate(to30.getUTCDate() + DEFAULT_SPAN_DAYS);
  return { fromDate: today, toDate: to30.toISOString().slice(0, 10) };
}
