import type { TokenResponse } from './issue-tokens.js';

// Sign-in only hands tokens to a local web shell: http on localhost or 127.0.0.1, any port.
export const DEFAULT_REDIRECT_URI = process.env.DEFAULT_REDIRECT_URI ?? 'http://localhost:4000/#/login';

export function isAllowedRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1') && !url.username;
  } catch {
    return false;
  }
}

/** Appends the token fields (and goTo) as a query; inside the fragment when the URI has one (hash routing). */
export function tokenRedirect(uri: string, tokens: TokenResponse, goTo?: string): string {
  const query = new URLSearchParams({
    access_token: tokens.access_token,
    scope: tokens.scope,
    expires_in: String(tokens.expires_in),
    refresh_token: tokens.refresh_token,
    refresh_token_expires_in: String(tokens.refresh_token_expires_in),
  });
  if (goTo) query.set('goTo', goTo);
  const hashAt = uri.indexOf('#');
  if (hashAt >= 0) {
    const fragment = uri.slice(hashAt + 1);
    return `${uri.slice(0, hashAt)}#${fragment}${fragment.includes('?') ? '&' : '?'}${query}`;
  }
  const url = new URL(uri);
  for (const [k, v] of query) url.searchParams.append(k, v);
  return url.toString();
}
