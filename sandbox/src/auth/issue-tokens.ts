import type { Db } from '../db/index.js';
import { hashToken, newToken } from './token-crypto.js';

export const FULL_VIEW_SCOPE = 'WEALTH_FULL_VIEW';

export interface TokenLifetimes {
  /** Seconds. */
  access: number;
  refresh: number;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  scope: string;
  expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
}

/** A new access and refresh token in a sign-in family; only their hashes are written. */
export async function issueTokenPair(q: Pick<Db, 'query'>, familyId: string, mac: string, ttls: TokenLifetimes): Promise<TokenResponse> {
  const access = newToken();
  const refresh = newToken();
  await q.query(
    `insert into oauth_tokens (token_hash, family_id, kind, mac, scope, expires_at) values
       ($1, $3, 'access', $4, $5, now() + make_interval(secs => $6)),
       ($2, $3, 'refresh', $4, $5, now() + make_interval(secs => $7))`,
    [hashToken(access), hashToken(refresh), familyId, mac, FULL_VIEW_SCOPE, ttls.access, ttls.refresh],
  );
  return {
    access_token: access,
    token_type: 'Bearer',
    scope: FULL_VIEW_SCOPE,
    expires_in: ttls.access,
    refresh_token: refresh,
    refresh_token_expires_in: ttls.refresh,
  };
}
