import { t, type CopyKey } from '@kit/copy';
import { readStatus } from '../lib/group-status';
import styles from './group.module.css';

export function StatusPill({ status }: { status: string }) {
  const read = readStatus(status);
  const tone = read === 'ACTIVE' ? styles.statusActive : read === 'CLOSED' ? styles.statusClosed : styles.statusOther;
  return <span className={`${styles.pill} ${tone}`}>{t(`groups.status.${read}` as CopyKey)}</span>;
}
