// A thin bar under the header while the router loads the next page (not on fee-summary routes).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { t } from '../../kit/copy';
import styles from './progress-bar.module.css';
import { PROGRESS_BAR_DELAY_MS, showsProgressBar } from './progress-rule';

export function ProgressBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' && showsProgressBar(s.location.pathname) });
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setDelayPassed(true), PROGRESS_BAR_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [loading]);

  if (!loading || !delayPassed) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t('shell.progress')} aria-busy="true" />;
}
