// How far through its term a deposit is, as a bar from the start date to the maturity date: a progressbar whose
// value text says the day ("Day 120 of 182"), so the picture is never the only place the figure is.
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import { daysBetween } from '@kit/sydney-time';
import styles from './term-deposit-facts.module.css';

export function TermDepositProgress({ startDate, maturityDate, today }: { startDate: string; maturityDate: string; today: string }) {
  const total = Math.max(daysBetween(startDate, maturityDate), 1);
  const elapsed = Math.min(Math.max(daysBetween(startDate, today), 0), total);
  const valueText = t('account.td.progressValue', { elapsed, total });
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={t('account.td.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={elapsed}
        aria-valuetext={valueText}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${(elapsed / total) * 100}%` }} />
      </div>
      <div className={styles.ends} aria-hidden="true">
        <span>{formatDay(startDate)}</span>
        <span>{valueText}</span>
        <span>{formatDay(maturityDate)}</span>
      </div>
    </div>
  );
}
