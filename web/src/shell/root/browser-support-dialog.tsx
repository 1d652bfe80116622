// 'Enhance your Adviser Online experience' (000 §2), loaded only when it shows (browser-support-modal.tsx).
import { Button } from '../../kit/button';
import { t } from '../../kit/copy';
import { Modal } from '../../kit/modal';
import type { SupportCheck } from './browser-support';

export interface BrowserSupportDialogProps {
  check: SupportCheck;
  acknowledge(): void;
}

export default function BrowserSupportDialog({ check, acknowledge }: BrowserSupportDialogProps) {
  return (
    <Modal
      open
      title={t('shell.browserSupport.title')}
      onEscape={acknowledge}
      actions={<Button onClick={acknowledge}>{t('shell.browserSupport.gotIt')}</Button>}
    >
      {!check.browserSupported && <p>{t('shell.browserSupport.browser')}</p>}
      {!check.screenSupported && <p>{t('shell.browserSupport.screen')}</p>}
    </Modal>
  );
}
