import { Button } from './button';
import { t } from './copy';
import styles from './states.module.css';

export interface ErrorStateProps {
  message: string;
  /** Offered as a "Try again" button when given. */
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry && <Button onClick={onRetry}>{t('kit.retry')}</Button>}
    </div>
  );
}
