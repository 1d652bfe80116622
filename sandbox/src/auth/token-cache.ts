// Short-lived memory of valid access tokens so the /api/ hot path does not query the database on
// every call. Entries live a few seconds at most and never past the token's expiry; revoking a
// family drops its entries at once.
export interface CachedToken {
  mac: string;
  familyId: string;
  expiresAt: number; // epoch ms of the token's own expiry
}

interface Entry extends CachedToken {
  until: number;
}

// Every cache of this process, so a family revoked outside its TokenStore (a user signing out one of their
// devices from My security) is dropped from all of them at once.
const LIVE = new Set<WeakRef<TokenCache>>();

/** Drops a revoked family's tokens from every cache of this process. */
export function dropFamilyEverywhere(familyId: string): void {
  for (const ref of LIVE) {
    const cache = ref.deref();
    if (cache) cache.dropFamily(familyId);
    else LIVE.delete(ref);
  }
}

export class TokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = 5_000) {
    LIVE.add(new WeakRef(this));
  }

  get(hash: string, now = Date.now()): CachedToken | undefined {
    const e = this.entries.get(hash);
    if (!e) return undefined;
    if (e.until <= now) {
      this.entries.delete(hash);
      return undefined;
    }
    return e;
  }

  set(hash: string, token: CachedToken, now = Date.now()): void {
    this.entries.set(hash, { ...token, until: Math.min(now + this.ttlMs, token.expiresAt) });
    if (this.entries.size > 10_000) this.sweep(now);
  }

  dropFamily(familyId: string): void {
    for (const [hash, e] of this.entries) if (e.familyId === familyId) this.entries.delete(hash);
  }

  private sweep(now: number): void {
    for (const [hash, e] of this.entries) if (e.until <= now) this.entries.delete(hash);
  }
}
