// A timestamp as 'dd MMM yyyy, h:mmaaa Sydney time' (002 §9), one text for screen readers.
import { t } from '@kit/copy';
import { formatDateTimeCompact } from '@kit/format-date-time';

export function SydneyTime({ iso }: { iso: string | null | undefined }) {
  const when = formatDateTimeCompact(iso);
  if (!when) return null;
  return <time dateTime={iso ?? undefined}>{t('payments.manage.sydneyTime', { when })}</time>;
}
