import type { Db } from '../db/index.js';

export type AccessLevel = 'FULL' | 'LIMITED' | 'VIEW';

/** What a user may see (sandbox/README.md "Scope"): their adviser entities and those entities' dealers. */
export interface Scope {
  mac: string;
  brand: string;
  dealerRestricted: boolean;
  dealerCode: string | null;
  defaultAccess: AccessLevel;
  /** Entity keys the user acts for: user_entities, or every entity of the dealer when dealer-restricted. */
  entityKeys: string[];
  /** The user_entities rows alone (adviser entities without linked ones). */
  directKeys: string[];
  dealerCodes: string[];
}

interface UserRow {
  brand: string;
  dealer_restricted: boolean;
  dealer_code: string | null;
  default_access: AccessLevel;
}

// Scope is read once per request and shared across a user's requests for a few seconds, so a
// burst of calls (the portal fires several at once) costs one lookup.
export class ScopeResolver {
  private readonly cache = new Map<string, { scope: Promise<Scope | undefined>; until: number }>();

  constructor(private readonly db: Db, private readonly ttlMs = 5_000) {}

  forUser(mac: string): Promise<Scope | undefined> {
    const now = Date.now();
    const hit = this.cache.get(mac);
    if (hit && hit.until > now) return hit.scope;
    const scope = this.load(mac);
    this.cache.set(mac, { scope, until: now + this.ttlMs });
    scope.catch(() => this.cache.delete(mac));
    return scope;
  }

  private async load(mac: string): Promise<Scope | undefined> {
    const users = await this.db.query<UserRow>(
      'select brand, dealer_restricted, dealer_code, default_access from users where mac = $1',
      [mac],
    );
    const user = users.rows[0];
    if (!user) return undefined;
    const entities = await this.db.query<{ entity_key: string; dealer_code: string; direct: boolean }>(
      `select e.entity_key, e.dealer_code, ue.mac is not null as direct
         from adviser_entities e
         left join user_entities ue on ue.entity_key = e.entity_key and ue.mac = $1
        where case when $2::boolean then e.dealer_code = $3 else ue.mac is not null end
        order by e.entity_key`,
      [mac, user.dealer_restricted, user.dealer_code],
    );
    const rows = entities.rows;
    return {
      mac,
      brand: user.brand,
      dealerRestricted: user.dealer_restricted,
      dealerCode: user.dealer_code,
      defaultAccess: user.default_access,
      entityKeys: rows.map((r) => r.entity_key),
      directKeys: rows.filter((r) => r.direct).map((r) => r.entity_key),
      dealerCodes: [...new Set(rows.map((r) => r.dealer_code))],
    };
  }
}
