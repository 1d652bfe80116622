// 'Enhance your Adviser Online experience' (000 §2): shown once a session when the browser or the window
// is outside what we support; 'Got it' acknowledges it in session storage. The dialog itself
// (browser-support-dialog.tsx) loads only when it shows: most sessions never need it.
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { LazyView } from '../../kit/lazy-view';
import type { LazyComponent } from '../../kit/plugin';
import { browserSessionStorage } from '../../session/memory-storage';
import type { BrowserSupportDialogProps } from './browser-support-dialog';
import { BROWSER_SUPPORT_ACK_KEY, checkSupport, shouldShowSupportModal } from './browser-support';
import { cobrowseActiveAtom } from '../../kit/cobrowse';

const loadDialog: LazyComponent<BrowserSupportDialogProps> = () => import('./browser-support-dialog');

export function BrowserSupportModal() {
  const cobrowsing = useAtomValue(cobrowseActiveAtom);
  // Judged once when the frame mounts: the check is about the device, not every resize.
  const [check] = useState(() => checkSupport(navigator.userAgent, window.innerWidth));
  const [acknowledged, setAcknowledged] = useState(() => !!browserSessionStorage().getItem(BROWSER_SUPPORT_ACK_KEY));

  const acknowledge = () => {
    browserSessionStorage().setItem(BROWSER_SUPPORT_ACK_KEY, 'true');
    setAcknowledged(true);
  };

  if (!shouldShowSupportModal(check, acknowledged, cobrowsing)) return null;
  return (
    <Suspense fallback={null}>
      <LazyView load={loadDialog} props={{ check, acknowledge }} />
    </Suspense>
  );
}
