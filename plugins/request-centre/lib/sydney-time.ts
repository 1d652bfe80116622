// 002 §9: dates as 'dd MMM yyyy, h:mmaaa' with ' Sydney time'.
import { t } from '@kit/copy';
import { formatDateTimeCompact } from '@kit/format-date-time';

export function sydneyTime(iso: string | null | undefined): string {
  const text = formatDateTimeCompact(iso);
  return text ? t('requests.date.sydneyTime', { dateTime: text }) : '';
}
