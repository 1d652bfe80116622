// The specification's short response cache (000 §7: 2000 ms) for upstream GETs, keyed by user so one
// user's answer is never served to another. It holds promises, so identical calls in flight share one
// upstream request; a failed call is dropped at once and never cached. Expired answers are let go within a
// TTL (lru-cache alone keeps them until evicted by `max`, which let 5,000 stale account pages live on).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface ResponseCacheOptions {
  ttlMs: number;
  max: number;
}

/** Headers that change an upstream answer and so belong in the key. */
const KEY_HEADERS = ['advisers', 'badge', 'dealer-access', 'account_list'] as const;

export const userKeyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export class ResponseCache {
  private readonly entries: LRUCache<string, Promise<unknown>>;
  /** Keys per user, so a write by that user drops exactly their entries. */
  private readonly keysByUser = new Map<string, Set<string>>();
  /** lru-cache reads a ttl of 0 as "never expires", so 0 (or less) must mean no cache at all. */
  private readonly enabled: boolean;
  private readonly ttlMs: number;
  private lastPurge = performance.now();

  constructor(options: ResponseCacheOptions) {
    this.enabled = options.ttlMs > 0;
    this.ttlMs = options.ttlMs;
    this.entries = new LRUCache<string, Promise<unknown>>({
      max: options.max,
      ttl: options.ttlMs,
      dispose: (_value, key) => this.unindex(key),
    });
  }

  key(userKey: string, method: string, url: string, headers: Record<string, string>): string {
    const varying = KEY_HEADERS.map((name) => `${name}=${headers[name] ?? ''}`).join('&');
    return `${userKey}\u0000${method} ${url}\u0000${varying}`;
  }

  /** The cached promise, or the one `load` starts (and caches until it settles badly). */
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    this.purgeExpired();
    const pending = load();
    this.entries.set(key, pending);
    this.index(key);
    pending.catch(() => {
      if (this.entries.peek(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  /** Loads anew and caches that answer in place of any held (a caller that asked for fresh answers). */
  reload<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.entries.delete(key);
    return this.getOrLoad(key, load);
  }

  invalidateUser(userKey: string): void {
    const keys = this.keysByUser.get(userKey);
    if (!keys) return;
    for (const key of [...keys]) this.entries.delete(key);
    this.keysByUser.delete(userKey);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * At most once a TTL, on a miss: drops every expired entry. lru-cache drops an expired entry only when it is
   * read again or pushed out by `max`, and most keys are never read again (a new search is a new URL), so
   * without this the cache held thousands of stale answers: live heap every major collection marked again
   * (the gateway's heap grew to 127 MB in a sequential search benchmark). No timer: a quiet cache costs nothing.
   */
  private purgeExpired() {
    const now = performance.now();
    if (now - this.lastPurge < this.ttlMs) return;
    this.lastPurge = now;
    this.entries.purgeStale();
  }

  private index(key: string) {
    const userKey = key.slice(0, key.indexOf('\u0000'));
    let keys = this.keysByUser.get(userKey);
    if (!keys) this.keysByUser.set(userKey, (keys = new Set()));
    keys.add(key);
  }

  private unindex(key: string) {
    const userKey = key.slice(0, key.indexOf('\u0000'));
    const keys = this.keysByUser.get(userKey);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysByUser.delete(userKey);
  }
}
