// The signed-in frame: waits for the user's details, then draws the shell the route loaded around the page.
import { getRouteApi, Outlet } from '@tanstack/react-router';
import { ErrorState } from '../kit/error-state';
import { LoadingState } from '../kit/loading-state';
import { t } from '../kit/copy';
import { ShellLayout } from './shell-layout';
import { StateFrame } from './state-frame';
import { useUserDetails } from './use-user-details';

const signedIn = getRouteApi('/signed-in');

export function AppShell() {
  const { host } = signedIn.useRouteContext();
  const details = useUserDetails();

  if (details.kind === 'ready') {
    return (
      <ShellLayout user={details.user} host={host}>
        <Outlet />
      </ShellLayout>
    );
  }
  return (
    <StateFrame>
      {details.kind === 'retry' ? (
        <ErrorState message={t('shell.userDetails.error')} onRetry={details.retry} />
      ) : (
        // 'invalid' shows this too while the logout it started takes over.
        <LoadingState />
      )}
    </StateFrame>
  );
}
