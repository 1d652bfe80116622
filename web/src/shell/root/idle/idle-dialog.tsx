// The session modal of 000 §2 and §4: 'Are you still there?' with 'Stay logged in' and 'Logout now'. Loaded when
// the countdown starts (idle-watcher.tsx): the first paint does not need it.
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { Modal } from '@kit/modal';
import { formatCountdown } from './format-countdown';

export interface IdleDialogProps {
  secondsLeft: number;
  stay(): void;
  logoutNow(): void;
}

export default function IdleDialog({ secondsLeft, stay, logoutNow }: IdleDialogProps) {
  return (
    <Modal
      open
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
      {/* The number changes every second, so it is not a live region: the dialog's announcement is enough. */}
      <p>{t('shell.idle.countdown', { time: formatCountdown(secondsLeft) })}</p>
    </Modal>
  );
}
