import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import styles from './rates.module.css';

export function EffectiveDate({ date }: { date: string }) {
  return <p className={styles.effective}>{t('rates.effectiveDate', { date: formatDay(date) })}</p>;
}
