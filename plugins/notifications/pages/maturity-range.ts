// The maturities page's date range: yyyy-MM-dd from the URL, else today to 30 days ahead in Sydney.
import { addDays, format } from 'date-fns';
import { toZonedTime } from 'date-fns-tz';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_SPAN_DAYS = 30;
export const MAX_SPAN_DAYS = 366;

const isDate = (v: string | undefined): v is string => !!v && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

export function validRange(from: string, to: string): boolean {
  if (!isDate(from) || !isDate(to)) return false;
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return span >= 0 && span <= MAX_SPAN_DAYS;
}

export function maturityRange(from: string | undefined, to: string | undefined, now: Date = new Date()): { fromDate: string; toDate: string } {
  if (isDate(from) && isDate(to) && validRange(from, to)) return { fromDate: from, toDate: to };
  const today = toZonedTime(now, 'Australia/Sydney');
  return { fromDate: format(today, 'yyyy-MM-dd'), toDate: format(addDays(today, DEFAULT_SPAN_DAYS), 'yyyy-MM-dd') };
}
