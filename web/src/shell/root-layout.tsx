import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { LazyView } from '../kit/lazy-view';
import type { LazyComponent } from '../kit/plugin';
import { useLoadGate } from '../kit/plugin-load';
import { toastsAtom } from '../kit/toast/toast-atoms';
import { leavingAtom } from '../session';
import { LeavingScreen } from './leaving-screen';

// The toasts' stack loads once the page is idle, or at once when a toast is raised before then: the first paint
// does not need it, and a toast waits in toastsAtom until it is there.
const loadToastHost: LazyComponent = () => import('../kit/toast/toast-host').then((module) => ({ default: module.ToastHost }));

/** Everything the router renders passes here: once the app is leaving, no page stays mounted to ask for data. */
export function RootLayout() {
  const leaving = useAtomValue(leavingAtom);
  const idle = useLoadGate('idle');
  const toasting = useAtomValue(toastsAtom).length > 0;
  return (
    <>
      {leaving ? <LeavingScreen leaving={leaving} /> : <Outlet />}
      {(idle || toasting) && (
        <Suspense fallback={null}>
          <LazyView load={loadToastHost} props={{}} />
        </Suspense>
      )}
    </>
  );
}
