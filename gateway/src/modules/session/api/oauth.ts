// The upstream OAuth2 endpoints (on the auth base URL; they take no bearer token).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

export type TokenResponse = UpstreamResponse<'/oauth2/token', 'post'>;

export function refreshTokens(upstream: RequestUpstream, refreshToken: string): Promise<TokenResponse> {
  return upstream.api.POST('/oauth2/token', { base: 'auth', withToken: false, form: { grant_type: 'refresh_token', refresh_token: refreshToken } });
}

export async function revokeToken(upstream: RequestUpstream, token: string): Promise<void> {
  await upstream.api.POST('/oauth2/revoke', { base: 'auth', withToken: false, form: { token } });
}
