// The guarded part of the app: everything under it needs a sign-in with full view, and draws from the
// shell the gateway resolves for the user (loaded here, so the frame never renders half-configured).
import { createRoute, redirect } from '@tanstack/react-router';
import { goToForLogin, isSignedInAtom } from '../session';
import { AppShell } from '../shell/app-shell';
import { loadShellHost } from '../shell/host/load-shell-host';
import { rootRoute } from './root-route';

export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context: { store, client, storage }, location }) => {
    if (!store.get(isSignedInAtom)) {
      // /login takes it from there: to the brand's login page, which comes back to where the user was going.
      const goTo = goToForLogin(location.href);
      throw redirect({ to: '/login', search: goTo ? { goTo } : {}, replace: true });
    }
    return { host: await loadShellHost(client, storage) };
  },
  component: AppShell,
});
