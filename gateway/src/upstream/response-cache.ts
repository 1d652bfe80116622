// The specification's short response cache (000 §7: 2000 ms) for upstream GETs, keyed by user so one
// user's answer is never served to another. It holds promises, so identical calls in flight share one
// upstream request; a failed call is dropped at once and never cached.
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

  constructor(options: ResponseCacheOptions) {
    this.enabled = options.ttlMs > 0;
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
    const pending = load();
    this.entries.set(key, pending);
    this.index(key);
    pending.catch(() => {
      if (this.entries.peek(key) === pending) this.entries.delete(key);
    });
    return pending;
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
