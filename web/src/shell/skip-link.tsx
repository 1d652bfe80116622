import type { MouseEvent } from 'react';
import { t } from '../kit/copy';
import styles from './app-shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the main content. A plain '#id' link would be read as a route under hash routing. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
