// The upstream OAuth2 endpoints (on the auth base URL; they take no bearer token).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface TokenResponse {
  access_token: string;
  token_type: string;
  scope: string;
  expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
}

export function refreshTokens(upstream: RequestUpstream, refreshToken: string): Promise<TokenResponse> {
  return upstream.post<TokenResponse>('/oauth2/token', {
    base: 'auth',
    withToken: false,
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}

export async function revokeToken(upstream: RequestUpstream, token: string): Promise<void> {
  await upstream.post('/oauth2/revoke', { base: 'auth', withToken: false, form: { token } });
}
