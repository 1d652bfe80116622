// Dates are shown in Sydney time whatever the browser's zone (000 §9, 002 §9).
import { formatInTimeZone } from 'date-fns-tz';

export const APP_TIME_ZONE = 'Australia/Sydney';

/** 'd MMM yyyy, h:mm am/pm', e.g. '3 Mar 2025, 9:05 am'. Null for a missing or unreadable timestamp. */
export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatInTimeZone(date, APP_TIME_ZONE, 'd MMM yyyy, h:mm aaa');
}
