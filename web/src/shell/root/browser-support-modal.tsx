// 'Enhance your Adviser Online experience' (000 §2): shown once a session when the browser or the window
// is outside what we support; 'Got it' acknowledges it in session storage.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button } from '../../kit/button';
import { t } from '../../kit/copy';
import { Modal } from '../../kit/modal';
import { browserSessionStorage } from '../../session/memory-storage';
import { BROWSER_SUPPORT_ACK_KEY, checkSupport, shouldShowSupportModal } from './browser-support';
import { cobrowseActiveAtom } from '../../kit/cobrowse';

export function BrowserSupportModal() {
  const cobrowsing = useAtomValue(cobrowseActiveAtom);
  // Judged once when the frame mounts: the check is about the device, not every resize.
  const [check] = useState(() => checkSupport(navigator.userAgent, window.innerWidth));
  const [acknowledged, setAcknowledged] = useState(() => !!browserSessionStorage().getItem(BROWSER_SUPPORT_ACK_KEY));

  const acknowledge = () => {
    browserSessionStorage().setItem(BROWSER_SUPPORT_ACK_KEY, 'true');
    setAcknowledged(true);
  };

  return (
    <Modal
      open={shouldShowSupportModal(check, acknowledged, cobrowsing)}
      title={t('shell.browserSupport.title')}
      onEscape={acknowledge}
      actions={<Button onClick={acknowledge}>{t('shell.browserSupport.gotIt')}</Button>}
    >
      {!check.browserSupported && <p>{t('shell.browserSupport.browser')}</p>}
      {!check.screenSupported && <p>{t('shell.browserSupport.screen')}</p>}
    </Modal>
  );
}
