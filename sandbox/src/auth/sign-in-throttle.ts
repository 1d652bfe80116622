// Failed sign-ins are throttled (issue 11 item 9): after 5 failures for a username, or 20 from one client
// address (an office's advisers may share one), within a minute, the password grant and the login form
// answer 429 with Retry-After until the minute is out. Counts live in Redis when REDIS_URL is set, so
// every sandbox instance sees the same ones; in memory otherwise. A success clears the username's count.
import { Redis } from 'ioredis';

export const THROTTLE = { windowMs: 60_000, perUsername: 5, perAddress: 20 } as const;

interface Counter {
  /** Failures counted in the key's current window, and milliseconds until it ends. */
  get(key: string): Promise<{ count: number; resetMs: number }>;
  add(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

class MemoryCounter implements Counter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  constructor(private readonly now: () => number) {}

  async get(key: string) {
    const w = this.windows.get(key);
    if (!w || w.endsAt <= this.now()) return { count: 0, resetMs: 0 };
    return { count: w.count, resetMs: w.endsAt - this.now() };
  }

  async add(key: string) {
    const w = this.windows.get(key);
    if (!w || w.endsAt <= this.now()) this.windows.set(key, { count: 1, endsAt: this.now() + THROTTLE.windowMs });
    else w.count += 1;
    if (this.windows.size > 50_000) for (const [k, v] of this.windows) if (v.endsAt <= this.now()) this.windows.delete(k);
  }

  async clear(key: string) {
    this.windows.delete(key);
  }

  async close() {}
}

class RedisCounter implements Counter {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  async get(key: string) {
    const [[, count], [, ttl]] = (await this.redis.multi().get(this.prefix + key).pttl(this.prefix + key).exec()) as [[null, string | null], [null, number]];
    return { count: Number(count ?? 0), resetMs: Math.max(0, ttl) };
  }

  async add(key: string) {
    // The first failure starts the window; later ones count within it.
    await this.redis.multi().incr(this.prefix + key).pexpire(this.prefix + key, THROTTLE.windowMs, 'NX').exec();
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SignInThrottle {
  private constructor(private readonly counter: Counter) {}

  static inMemory(now: () => number = Date.now): SignInThrottle {
    return new SignInThrottle(new MemoryCounter(now));
  }

  static async withRedis(url: string, prefix = 'adviser-online:sign-in:'): Promise<SignInThrottle> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    return new SignInThrottle(new RedisCounter(redis, prefix));
  }

  /** Whether this username may try from this address now. */
  async check(username: string, address: string): Promise<ThrottleVerdict> {
    const [user, from] = await Promise.all([this.counter.get(userKey(username)), this.counter.get(`address:${address}`)]);
    const blocked = [user.count >= THROTTLE.perUsername ? user.resetMs : 0, from.count >= THROTTLE.perAddress ? from.resetMs : 0];
    const waitMs = Math.max(...blocked);
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true };
  }

  async failed(username: string, address: string): Promise<void> {
    await Promise.all([this.counter.add(userKey(username)), this.counter.add(`address:${address}`)]);
  }

  async succeeded(username: string): Promise<void> {
    await this.counter.clear(userKey(username));
  }

  close(): Promise<void> {
    return this.counter.close();
  }
}

const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;
