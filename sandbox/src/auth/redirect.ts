import type { TokenResponse } from './issue-tokens.js';

// Sign-in hands tokens only to the portal's own origins, as an identity provider keeps to a client's
// registered redirect URIs (issue 11 item 10: any localhost port used to do). PORTAL_ORIGINS lists them;
// `npm start` sets it to the portal it starts, and the default is the portal's default address.
export const DEFAULT_REDIRECT_URI = process.env.DEFAULT_REDIRECT_URI ?? 'http://localhost:4000/#/login';
const DEFAULT_PORTAL_ORIGINS = 'http://localhost:4000,http://127.0.0.1:4000';

/** The origins sign-in may send tokens to (read at each call, so a test or restart can change them). */
export function portalOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.PORTAL_ORIGINS || DEFAULT_PORTAL_ORIGINS).split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
}

export function isAllowedRedirect(uri: string, origins: readonly string[] = portalOrigins()): boolean {
  try {
    const url = new URL(uri);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && origins.includes(url.origin);
  } catch {
    return false;
  }
}

const PROBE_ORIGIN = 'https://portal.invalid';
const MAX_ROUTE = 2048;

/**
 * goTo as the portal may follow it: a route of the portal (`/accounts/123`, or its hash form `#/accounts/123`),
 * never an address (issue 28 finding 8: `https://evil.example` travelled into the portal's URL). No scheme, no
 * `//`, no backslash (browsers read it as a slash), no control character; anything else is dropped (undefined)
 * and the portal opens its default page. The portal checks it again (web/src/session/go-to.ts).
 */
export function portalRoute(goTo: string | undefined): string | undefined {
  if (!goTo || goTo.length > MAX_ROUTE) return undefined;
  const path = goTo.startsWith('#') ? goTo.slice(1) : goTo;
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return undefined;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN ? goTo : undefined;
  } catch {
    return undefined;
  }
}

/** Appends the token fields (and goTo, when it is a portal route) as a query; inside the fragment when the URI has one (hash routing). */
export function tokenRedirect(uri: string, tokens: TokenResponse, goTo?: string): string {
  const query = new URLSearchParams({
    access_token: tokens.access_token,
    scope: tokens.scope,
    expires_in: String(tokens.expires_in),
    refresh_token: tokens.refresh_token,
    refresh_token_expires_in: String(tokens.refresh_token_expires_in),
  });
  const route = portalRoute(goTo);
  if (route) query.set('goTo', route);
  const hashAt = uri.indexOf('#');
  if (hashAt >= 0) {
    const fragment = uri.slice(hashAt + 1);
    return `${uri.slice(0, hashAt)}#${fragment}${fragment.includes('?') ? '&' : '?'}${query}`;
  }
  const url = new URL(uri);
  for (const [k, v] of query) url.searchParams.append(k, v);
  return url.toString();
}
