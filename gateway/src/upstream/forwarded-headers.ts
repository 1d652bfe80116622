// The headers one upstream call carries, from the caller's identity and the call's path.
import { DEFAULT_BADGE, isLoggingCall, isSensitiveCall } from './header-rules.js';

/** What the browser told us about itself; forwarded by the rules of header-rules.ts. */
export interface Caller {
  token?: string;
  sessionId?: string;
  deviceInfo?: string;
  badge?: string;
  /**
   * The request asked for fresh answers (`Cache-Control: no-cache`): a page reloading because something changed
   * elsewhere (another person's answer, heard in a live event), which the 2 s response cache must not hide.
   */
  fresh?: boolean;
}

export function forwardedHeaders(
  caller: Caller,
  path: string,
  { withToken = true }: { withToken?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (withToken && caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.sessionId && !isLoggingCall(path)) headers['x-session-id'] = caller.sessionId;
  if (caller.deviceInfo && isSensitiveCall(path)) headers['x-device-info'] = caller.deviceInfo;
  if (caller.badge && caller.badge !== DEFAULT_BADGE) headers.badge = caller.badge;
  return headers;
}
