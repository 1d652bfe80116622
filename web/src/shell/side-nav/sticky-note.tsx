// The Tools sticky note (001 §2.2): news about the group's links, until the user dismisses it.
import { t } from '../../kit/copy';
import styles from './side-nav.module.css';

export function StickyNote({ text, onDismiss }: { text: string; onDismiss(): void }) {
  return (
    <div className={styles.note} role="note">
      <p className={styles.noteText}>{text}</p>
      <button type="button" className={styles.noteClose} aria-label={t('shell.nav.dismissNote')} onClick={onDismiss}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
