// /login: where the sign-in service sends the browser back with tokens (sandbox/API.md "Sign-in").
import { createRoute, redirect } from '@tanstack/react-router';
import { isSignedInAtom, leaveAtom, pickLoginSearch, planLogin, signInAtom, type LoginSearch } from '../session';
import { rootRoute } from './root-route';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (raw: Record<string, unknown>): LoginSearch => pickLoginSearch(raw),
  beforeLoad: async ({ context: { store, client }, search }) => {
    const plan = planLogin(search, store.get(isSignedInAtom));
    if (plan.kind === 'leave') {
      // The root layout shows the leaving screen from here on.
      void store.set(leaveAtom, plan.target);
      return;
    }
    if (plan.kind === 'store') {
      // A new sign-in must not see data cached for whoever was signed in before in this tab.
      await client.clearStore();
      store.set(signInAtom, plan.tokens);
    }
    // Replace, so the tokens in this address do not stay in the history.
    throw redirect({ href: plan.to, replace: true });
  },
  component: () => null,
});
