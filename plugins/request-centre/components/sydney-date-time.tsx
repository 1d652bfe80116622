import { formatDateTimeCompact } from '@kit/format-date-time';
import { sydneyTime } from '../lib/sydney-time';
import styles from './request-centre.module.css';

/** A time for a table cell: the date and time on one line, 'Sydney time' under it (one text for readers). */
export function SydneyDateTime({ iso }: { iso: string | null | undefined }) {
  const full = sydneyTime(iso);
  const short = formatDateTimeCompact(iso);
  if (!full || !short) return null;
  return (
    <time dateTime={iso ?? undefined} className={styles.dateTime}>
      {short}
      <span className={styles.zone}>{full.slice(short.length)}</span>
    </time>
  );
}
