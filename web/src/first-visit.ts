// A visit with no sign-in in this tab goes straight to the brand's login page, before the application
// bundle loads: the browser fetches a few KB instead of the whole app only to be sent away (issue 11,
// item 16). It asks the gateway for the same login address the app's leave flow asks for.
import { resolveBrand, type LoginBadge } from './session/brand';
import { goToForLogin } from './session/go-to';
import { readTokens, SESSION_KEYS, writeBrand, type SessionStorageLike } from './session/session-storage';

const LOGIN_URL_QUERY = /* GraphQL */ `
  query FirstVisitLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {
    signIn(badge: $badge) {
      loginUrl(redirectUri: $redirectUri, goTo: $goTo)
    }
  }
`;

/** The pages that need no sign-in: the root route's children outside the signed-in guard (route-tree.ts). */
export const OPEN_PATHS: readonly string[] = ['/login', '/preview'];

export interface FirstVisit {
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>;
  storage: SessionStorageLike;
  metaBrand: string | null | undefined;
  fetch: typeof fetch;
}

/** The login address to leave for, or null when the app should load (signed in, or back from sign-in). */
export async function firstVisitLoginUrl({ location, storage, metaBrand, fetch }: FirstVisit): Promise<string | null> {
  const route = location.hash.replace(/^#/, '') || '/';
  const path = route.split('?')[0];
  if (OPEN_PATHS.some((open) => path === open || path.startsWith(`${open}/`)) || readTokens(storage)) return null;
  const badge: LoginBadge = resolveBrand({ pageQuery: location.search, stored: storage.getItem(SESSION_KEYS.brand), meta: metaBrand });
  const variables = { badge, redirectUri: `${location.origin}${location.pathname}#/login`, goTo: goToForLogin(route) };
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: LOGIN_URL_QUERY, variables }),
    });
    const body = (await res.json()) as { data?: { signIn?: { loginUrl?: string } } };
    const url = body.data?.signIn?.loginUrl;
    if (!url) return null;
    // The app reads the brand back from here on the way back from sign-in, as after its own leave flow.
    writeBrand(storage, badge);
    return url;
  } catch {
    return null; // the app loads and shows its own error states
  }
}
