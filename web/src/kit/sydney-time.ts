// A timestamp as 002 §9 shows it: 'dd MMM yyyy, h:mmaaa Sydney time', one text (screen readers read it whole).
import { t } from './copy';
import { formatDateTimeCompact } from './format-date-time';

/** '03 Mar 2025, 9:05am Sydney time'; null for a missing or unreadable timestamp. */
export function sydneyDateTime(iso: string | null | undefined): string | null {
  const text = formatDateTimeCompact(iso);
  return text ? t('kit.sydneyTime', { dateTime: text }) : null;
}
