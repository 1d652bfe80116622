// Reads and writes the session in browser session storage under the keys of 000 §3.
import type { LoginBadge } from './brand';
import { toSeconds, type SessionTokens } from './tokens';

export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  expiresIn: 'expires_in',
  refreshTokenExpiresIn: 'refresh_token_expires_in',
  scope: 'scope',
  brand: 'brand',
  sessionId: 'session_id',
} as const;

export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const TOKEN_KEYS = [
  SESSION_KEYS.accessToken,
  SESSION_KEYS.refreshToken,
  SESSION_KEYS.expiresIn,
  SESSION_KEYS.refreshTokenExpiresIn,
  SESSION_KEYS.scope,
] as const;

/** The stored tokens, or null unless both the access and the refresh token are there. */
export function readTokens(storage: SessionStorageLike): SessionTokens | null {
  const accessToken = storage.getItem(SESSION_KEYS.accessToken);
  const refreshToken = storage.getItem(SESSION_KEYS.refreshToken);
  if (!accessToken || !refreshToken) return null;
  return {
    accessToken,
    refreshToken,
    scope: storage.getItem(SESSION_KEYS.scope) ?? '',
    expiresIn: toSeconds(storage.getItem(SESSION_KEYS.expiresIn)),
    refreshTokenExpiresIn: toSeconds(storage.getItem(SESSION_KEYS.refreshTokenExpiresIn)),
  };
}

export function writeTokens(storage: SessionStorageLike, tokens: SessionTokens): void {
  storage.setItem(SESSION_KEYS.accessToken, tokens.accessToken);
  storage.setItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
  storage.setItem(SESSION_KEYS.scope, tokens.scope);
  // A lifetime the issuer left out must not survive from an earlier sign-in.
  setOrRemove(storage, SESSION_KEYS.expiresIn, tokens.expiresIn);
  setOrRemove(storage, SESSION_KEYS.refreshTokenExpiresIn, tokens.refreshTokenExpiresIn);
}

/** Forgets the sign-in; brand and session id stay, since they belong to the browser session. */
export function clearTokens(storage: SessionStorageLike): void {
  for (const key of TOKEN_KEYS) storage.removeItem(key);
}

export function writeBrand(storage: SessionStorageLike, brand: LoginBadge): void {
  storage.setItem(SESSION_KEYS.brand, brand);
}

/** The browser session's id, made once and then kept for the life of the tab's session storage. */
export function ensureSessionId(storage: SessionStorageLike, newId: () => string): string {
  const existing = storage.getItem(SESSION_KEYS.sessionId);
  if (existing) return existing;
  const id = newId();
  storage.setItem(SESSION_KEYS.sessionId, id);
  return id;
}

function setOrRemove(storage: SessionStorageLike, key: string, value: number | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, String(value));
}
