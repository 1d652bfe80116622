// Where a signed-out browser goes: the login, logout and error pages per login badge (000 §2), on the
// auth base URL. No upstream call.
import { ErrorCode, gatewayError } from '../../errors.js';

/** The brand families' login badges. */
export const LOGIN_BADGES = ['mgl', 'oasis', 'ppt'] as const;
export type LoginBadge = (typeof LOGIN_BADGES)[number];

export function assertLoginBadge(badge: string): LoginBadge {
  if (!(LOGIN_BADGES as readonly string[]).includes(badge)) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, `Unknown login badge '${badge}'; expected one of ${LOGIN_BADGES.join(', ')}`, {
      field: 'badge',
    });
  }
  return badge as LoginBadge;
}

function pageUrl(authBaseUrl: string, path: string, query: Record<string, string | null | undefined> = {}): string {
  const url = new URL(`${authBaseUrl}${path}`);
  for (const [name, value] of Object.entries(query)) if (value != null && value !== '') url.searchParams.set(name, value);
  return url.toString();
}

export const loginUrl = (authBaseUrl: string, badge: LoginBadge, redirectUri: string, goTo?: string | null) =>
  pageUrl(authBaseUrl, `/${badge}/login`, { redirect_uri: redirectUri, goTo });

export const logoutUrl = (authBaseUrl: string, badge: LoginBadge, reason: string) =>
  pageUrl(authBaseUrl, `/${badge}/logout`, { reason });

export const errorUrl = (authBaseUrl: string, badge: LoginBadge, code: string) =>
  pageUrl(authBaseUrl, `/${badge}/error/${encodeURIComponent(code)}`);
