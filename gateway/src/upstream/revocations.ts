// Access tokens known to be revoked (issue 11 item 8): signed out through the gateway, caught reusing a
// refresh token, or refused by the upstream. The response cache never answers for them, so revocation
// takes effect at once instead of when the 2 s cache window ends. With REDIS_URL every gateway
// instance hears of a revocation (a Redis channel) and drops that token's cached answers too.
import { Redis } from 'ioredis';

const CHANNEL = 'adviser-online:revoked-tokens';
/** Long enough to outlive any access token (the upstream issues them for 15 minutes). */
const REMEMBER_MS = 60 * 60 * 1000;

export class Revocations {
  private readonly revoked = new Map<string, number>();
  private readonly listeners = new Set<(userKey: string) => void>();
  private publisher?: Redis;
  private subscriber?: Redis;

  constructor(private readonly now: () => number = Date.now) {}

  /** Shares revocations through Redis; resolves once this instance is listening. */
  async connect(redisUrl: string): Promise<void> {
    this.publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (_channel: string, userKey: string) => this.remember(userKey));
    await this.subscriber.subscribe(CHANNEL);
  }

  /** Calls back with each revoked token's key, local or heard from another instance; answers a function that stops it. */
  onRevoke(listener: (userKey: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  revoke(userKey: string): void {
    this.remember(userKey);
    this.publisher?.publish(CHANNEL, userKey).catch(() => undefined);
  }

  isRevoked(userKey: string): boolean {
    const until = this.revoked.get(userKey);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.revoked.delete(userKey);
    return false;
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()].map((p) => p?.catch(() => undefined)));
  }

  private remember(userKey: string): void {
    this.revoked.set(userKey, this.now() + REMEMBER_MS);
    if (this.revoked.size > 100_000) for (const [key, until] of this.revoked) if (until <= this.now()) this.revoked.delete(key);
    for (const listener of this.listeners) listener(userKey);
  }
}
