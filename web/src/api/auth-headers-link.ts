// Adds the bearer token, session id, badge and device-info headers the gateway forwards upstream (000 §7).
import { SetContextLink } from '@apollo/client/link/context';

export interface AuthHeaderValues {
  accessToken: string | null;
  sessionId: string | null;
  /** The login badge; mgl is the default brand and is not sent. */
  badge: string;
  /** x-device-info; the gateway passes it on to the sensitive calls only. */
  deviceInfo?: string;
}

export const DEFAULT_BADGE_HEADERLESS = 'mgl';

export function authHeaders({ accessToken, sessionId, badge, deviceInfo }: AuthHeaderValues, anonymous = false): Record<string, string> {
  const headers: Record<string, string> = {};
  // Sign-in plumbing (context.anonymous) must work with an expired token, so it is sent none.
  if (accessToken && !anonymous) headers.authorization = `Bearer ${accessToken}`;
  if (sessionId) headers['x-session-id'] = sessionId;
  if (badge && badge !== DEFAULT_BADGE_HEADERLESS) headers.badge = badge;
  if (deviceInfo) headers['x-device-info'] = deviceInfo;
  return headers;
}

/** Reads the values for every attempt, so a retry after renewal carries the new token. */
export function createAuthHeadersLink(values: () => AuthHeaderValues | null): SetContextLink {
  return new SetContextLink((prevContext) => {
    const current = values();
    if (!current) return {};
    return { headers: { ...prevContext.headers, ...authHeaders(current, prevContext.anonymous === true) } };
  });
}
