// A timestamp as 002 §9 shows it: 'dd MMM yyyy, h:mmaaa Sydney time', one text (screen readers read it whole).
import { t } from './copy';
import { formatDateTimeCompact } from './format-date-time';

/** '03 Mar 2025, 9:05am Sydney time'; null for a missing or unreadable timestamp. */
export function sydneyDateTime(iso: string | null | undefined): string | null {
  const text = formatDateTimeCompact(iso);
  return text ? t('kit.sydneyTime', { dateTime: text }) : null;
}

const sydneyDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar day in Sydney, yyyy-MM-dd, whatever the browser's zone (000 §9). */
export const sydneyToday = (now: Date = new Date()): string => sydneyDayFormat.format(now);

/** Whole calendar days from one yyyy-MM-dd to another (negative when `to` is earlier); no clock or zone involved. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
