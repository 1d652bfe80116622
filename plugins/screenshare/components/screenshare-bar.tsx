// The 48 px co-browsing bar (001 §2.8, §9): while connected, 'Screen share session active…' with End session;
// after a failure, the red 'Sorry, your screen share session has ended unexpectedly…' with a close icon. Shown
// when the status is connected or connectionFailed and the modal page is closed.
import { t } from '@kit/copy';
import { barShown, useScreenShare } from '../state/store';
import { CloseIcon } from './icons';
import styles from './screenshare.module.css';
import { currentController } from './use-controller';

export default function ScreenShareBar() {
  const state = useScreenShare();
  if (!barShown(state)) return null;
  const controller = currentController();
  if (state.status === 'connectionFailed') {
    return (
      <div className={`${styles.bar} ${styles.failed}`} role="alert" data-testid="screenshare-bar">
        <p className={styles.barText}>{t('screenshare.bar.failed')}</p>
        <button type="button" className={styles.closeButton} aria-label={t('screenshare.bar.dismiss')} onClick={() => controller?.dismissFailure()}>
          <CloseIcon />
        </button>
      </div>
    );
  }
  return (
    <div className={styles.bar} role="region" aria-label={t('screenshare.bar.label')} data-testid="screenshare-bar">
      <p className={styles.barText}>{t('screenshare.bar.active')}</p>
      <button type="button" className={styles.barButton} onClick={() => void controller?.endSession()}>
        {t('screenshare.endSession')}
      </button>
    </div>
  );
}
