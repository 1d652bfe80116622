// The dropdown's one-line states: loading (a polite status), an error (an alert) or nothing found.
import { layout } from '@kit/layout';
import styles from './dropdown.module.css';

export function PanelMessage({ kind, text }: { kind: 'loading' | 'error' | 'empty'; text: string }) {
  if (kind === 'loading') {
    return (
      <p className={styles.message} role="status">
        <span className={`${layout.spinner} ${styles.spinner}`} aria-hidden="true" />
        {text}
      </p>
    );
  }
  return (
    <p className={`${styles.message} ${kind === 'error' ? styles.error : ''}`} role={kind === 'error' ? 'alert' : undefined}>
      {text}
    </p>
  );
}
