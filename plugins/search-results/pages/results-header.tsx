import type { ReactNode } from 'react';
import { t } from '@kit/copy';
import styles from './results-page.module.css';

export function ResultsHeader({ title, count, actions }: { title: string; count: number | null; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {/* Announced politely so a screen reader hears the new count after filtering. */}
        <p className={styles.count} aria-live="polite">
          {count != null ? t('results.count', { n: count }) : '\u00a0'}
        </p>
      </div>
      {actions}
    </header>
  );
}
