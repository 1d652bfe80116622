// Watches for inactivity from the first paint; the session modal it opens (idle-dialog.tsx) loads only when the
// countdown starts, so its code is not on the sign-in -> dashboard path.
import { Suspense } from 'react';
import { LazyView } from '../../../kit/lazy-view';
import type { LazyComponent } from '../../../kit/plugin';
import type { IdleDialogProps } from './idle-dialog';
import type { IdleSettings } from './idle-settings';
import { useIdleWatcher } from './use-idle-watcher';

const loadIdleDialog: LazyComponent<IdleDialogProps> = () => import('./idle-dialog');

export function IdleWatcher({ settings }: { settings: IdleSettings }) {
  const { phase, stay, logoutNow } = useIdleWatcher(settings);
  if (phase.kind !== 'counting') return null;
  return (
    <Suspense fallback={null}>
      <LazyView load={loadIdleDialog} props={{ secondsLeft: phase.secondsLeft, stay, logoutNow }} />
    </Suspense>
  );
}
