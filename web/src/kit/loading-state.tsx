import { t } from './copy';
import styles from './states.module.css';

/** A polite live region, so screen readers hear that something is on its way. */
export function LoadingState({ label = t('kit.loading') }: { label?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.message}>{label}</p>
    </div>
  );
}
