import type { Db } from '../db/index.js';
import { issueTokenPair, type TokenLifetimes, type TokenResponse } from './issue-tokens.js';
import { hashToken, newFamilyId } from './token-crypto.js';
import { TokenCache, dropFamilyEverywhere, type CachedToken } from './token-cache.js';

type Queryable = Pick<Db, 'query'>;
export type AccessCheck = { ok: true; token: CachedToken } | { ok: false; reason: string };

// OAuth2 token families: one family per sign-in; refresh rotates within it; reuse of a spent
// refresh token or a revoke ends the whole family.
export class TokenStore {
  private readonly cache = new TokenCache();

  constructor(
    private readonly db: Db,
    private readonly ttls: TokenLifetimes,
  ) {}

  /**
   * A password sign-in: new family remembering the previous last_login (shown in user details) and the
   * browser that signed in (My security's connected devices).
   */
  signIn(mac: string, userAgent?: string): Promise<TokenResponse> {
    return this.db.transaction(async (tx) => {
      const familyId = newFamilyId();
      await tx.query(
        `insert into oauth_families (family_id, mac, previous_login, user_agent, last_active_at)
         select $1, mac, last_login, $3, now() from users where mac = $2`,
        [familyId, mac, userAgent ? userAgent.slice(0, 512) : null],
      );
      await tx.query('update users set last_login = now() where mac = $1', [mac]);
      return issueTokenPair(tx, familyId, mac, this.ttls);
    });
  }

  /** Rotates a refresh token; a spent one revokes its family. Undefined means invalid_grant. */
  refresh(refreshToken: string): Promise<TokenResponse | undefined> {
    const hash = hashToken(refreshToken);
    return this.db.transaction(async (tx) => {
      const spent = await tx.query<{ family_id: string; mac: string }>(
        `update oauth_tokens t set used_at = now()
           from oauth_families f
          where t.token_hash = $1 and t.kind = 'refresh' and t.used_at is null
            and t.expires_at > now() and f.family_id = t.family_id and f.revoked_at is null
        returning t.family_id, t.mac`,
        [hash],
      );
      const row = spent.rows[0];
      if (row) return issueTokenPair(tx, row.family_id, row.mac, this.ttls);
      const reused = await tx.query<{ family_id: string }>(
        `select family_id from oauth_tokens where token_hash = $1 and kind = 'refresh' and used_at is not null`,
        [hash],
      );
      if (reused.rows[0]) await this.revokeFamily(tx, reused.rows[0].family_id);
      return undefined;
    });
  }

  /** RFC 7009: revoking either token of a sign-in ends the whole family. Unknown tokens are ignored. */
  async revoke(token: string): Promise<void> {
    const found = await this.db.query<{ family_id: string }>(
      'select family_id from oauth_tokens where token_hash = $1',
      [hashToken(token)],
    );
    if (found.rows[0]) await this.revokeFamily(this.db, found.rows[0].family_id);
  }

  async checkAccess(token: string): Promise<AccessCheck> {
    const hash = hashToken(token);
    const cached = this.cache.get(hash);
    if (cached) return { ok: true, token: cached };
    const { rows } = await this.db.query<{ mac: string; family_id: string; expires_at: Date | string; live: boolean; revoked: boolean }>(
      `select t.mac, t.family_id, t.expires_at, t.expires_at > now() as live, f.revoked_at is not null as revoked
         from oauth_tokens t join oauth_families f on f.family_id = t.family_id
        where t.token_hash = $1 and t.kind = 'access'`,
      [hash],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'The access token is unknown' };
    if (row.revoked) return { ok: false, reason: 'The access token has been revoked' };
    if (!row.live) return { ok: false, reason: 'The access token has expired' };
    const valid = { mac: row.mac, familyId: row.family_id, expiresAt: new Date(row.expires_at).getTime() };
    // A device's "last active" (My security): written at most once a minute, and only when the cache missed.
    await this.db.query(
      `update oauth_families set last_active_at = now()
        where family_id = $1 and (last_active_at is null or last_active_at < now() - interval '1 minute')`,
      [row.family_id],
    );
    this.cache.set(hash, valid);
    return { ok: true, token: valid };
  }

  private async revokeFamily(q: Queryable, familyId: string): Promise<void> {
    await revokeFamilies(q, { familyId });
  }

}

/**
 * Ends sign-in families at once (their tokens stop working on the next call): one family, or every family of a
 * user but one (a password change signs the user's other devices out). Answers the families ended.
 */
export async function revokeFamilies(q: Queryable, which: { familyId: string; mac?: string } | { mac: string; except?: string }): Promise<string[]> {
  const { rows } =
    'familyId' in which
      ? await q.query<{ family_id: string }>(
          `update oauth_families set revoked_at = now()
            where family_id = $1 and ($2::text is null or mac = $2) and revoked_at is null returning family_id`,
          [which.familyId, which.mac ?? null],
        )
      : await q.query<{ family_id: string }>(
          `update oauth_families set revoked_at = now()
            where mac = $1 and family_id <> coalesce($2, '') and revoked_at is null returning family_id`,
          [which.mac, which.except ?? null],
        );
  for (const { family_id } of rows) dropFamilyEverywhere(family_id);
  return rows.map((r) => r.family_id);
}
