// Reads who is calling from the incoming headers: the bearer token, the session id, the device info
// and the badge. It checks nothing itself: policy/authentication.ts refuses a
// caller without a token on every root field the SDL does not mark @public.
import type { Plugin } from 'graphql-yoga';
import type { Caller } from '../upstream/forwarded-headers.js';

export interface AuthContextOptions {
  /** Longest header value accepted; longer ones are ignored rather than forwarded. */
  maxHeaderLength?: number;
}

const BADGE = /^[A-Za-z0-9_-]{1,40}$/;

export function readCaller(headers: Headers, maxHeaderLength = 4096): Caller {
  const value = (name: string) => {
    const raw = headers.get(name)?.trim();
    return raw && raw.length <= maxHeaderLength ? raw : undefined;
  };
  const token = value('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const badge = value('badge');
  return {
    token,
    sessionId: value('x-session-id'),
    deviceInfo: value('x-device-info'),
    badge: badge && BADGE.test(badge) ? badge : undefined,
    fresh: /(^|,)\s*no-cache\s*(,|$)/i.test(value('cache-control') ?? '') || undefined,
  };
}

export function useAuthContext(options: AuthContextOptions = {}): Plugin<{ caller: Caller }> {
  return {
    onContextBuilding({ context, extendContext }) {
      extendContext({ caller: readCaller(context.request.headers, options.maxHeaderLength) });
    },
  };
}
