import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { ToastHost } from '../kit/toast/toast-host';
import { leavingAtom } from '../session';
import { LeavingScreen } from './leaving-screen';

/** Everything the router renders passes here: once the app is leaving, no page stays mounted to ask for data. */
export function RootLayout() {
  const leaving = useAtomValue(leavingAtom);
  return (
    <>
      {leaving ? <LeavingScreen leaving={leaving} /> : <Outlet />}
      <ToastHost />
    </>
  );
}
