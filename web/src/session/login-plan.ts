// What the /login route does with the query the sign-in service redirected back with.
import type { ExitTarget } from './exit-target';
import { goToForLogin, safeGoTo } from './go-to';
import { hasFullView, toSeconds, type SessionTokens } from './tokens';

export const LOGIN_PARAMS = [
  'access_token',
  'scope',
  'expires_in',
  'refresh_token',
  'refresh_token_expires_in',
  'goTo',
  'token',
] as const;

export type LoginSearch = Partial<Record<(typeof LOGIN_PARAMS)[number], string>>;

export type LoginPlan =
  /** A fresh sign-in: keep the tokens, then go on. */
  | { kind: 'store'; tokens: SessionTokens; to: string }
  /** Already signed in: go on. */
  | { kind: 'go'; to: string }
  /** Leave the app for the sign-in service. */
  | { kind: 'leave'; target: ExitTarget };

export const HOME_PATH = '/home';

/** The login parameters of a parsed query; anything else, or any non-string, is dropped. */
export function pickLoginSearch(raw: Record<string, unknown>): LoginSearch {
  const search: LoginSearch = {};
  for (const key of LOGIN_PARAMS) {
    const value = raw[key];
    if (typeof value === 'string' && value !== '') search[key] = value;
  }
  return search;
}

export function planLogin(search: LoginSearch, signedIn: boolean): LoginPlan {
  const to = safeGoTo(search.goTo) ?? HOME_PATH;

  // Single-use token login is not offered by this sign-in service.
  if (search.token) return leaveWith('unsupported_token');

  if (search.access_token || search.refresh_token) {
    if (!search.access_token || !search.refresh_token) return leaveWith('missing_tokens');
    // Without full view the user is not signed in; storing the tokens would only send them round again.
    if (!hasFullView(search.scope)) return leaveWith('insufficient_scope');
    return {
      kind: 'store',
      to,
      tokens: {
        accessToken: search.access_token,
        refreshToken: search.refresh_token,
        scope: search.scope ?? '',
        expiresIn: toSeconds(search.expires_in),
        refreshTokenExpiresIn: toSeconds(search.refresh_token_expires_in),
      },
    };
  }

  if (signedIn) return { kind: 'go', to };
  return { kind: 'leave', target: { page: 'login', goTo: goToForLogin(search.goTo) } };
}

function leaveWith(code: 'unsupported_token' | 'missing_tokens' | 'insufficient_scope'): LoginPlan {
  return { kind: 'leave', target: { page: 'error', code } };
}
