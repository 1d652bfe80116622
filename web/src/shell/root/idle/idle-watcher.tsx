// The session modal of 000 §2 and §4: 'Are you still there?' with 'Stay logged in' and 'Logout now'.
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { Modal } from '@kit/modal';
import { formatCountdown } from './format-countdown';
import type { IdleSettings } from './idle-settings';
import { useIdleWatcher } from './use-idle-watcher';

export function IdleWatcher({ settings }: { settings: IdleSettings }) {
  const { phase, stay, logoutNow } = useIdleWatcher(settings);
  const counting = phase.kind === 'counting';
  return (
    <Modal
      open={counting}
      role="alertdialog"
      title={t('shell.idle.title')}
      // Pressing Escape shows the user is there: the same as staying.
      onEscape={stay}
      actions={
        <>
          <Button variant="secondary" onClick={logoutNow}>
            {t('shell.idle.logoutNow')}
          </Button>
          <Button onClick={stay} data-autofocus>
            {t('shell.idle.stay')}
          </Button>
        </>
      }
    >
      <p>{t('shell.idle.body')}</p>
      {counting && (
        <p>
          {/* The number changes every second, so it is not a live region: the dialog's announcement is enough. */}
          {t('shell.idle.countdown', { time: formatCountdown(phase.secondsLeft) })}
        </p>
      )}
    </Modal>
  );
}
