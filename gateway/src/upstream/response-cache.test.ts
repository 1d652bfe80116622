import { describe, expect, it } from 'vitest';
import { ResponseCache, userKeyOf } from './response-cache.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('response cache', () => {
  it('keys by user, method, URL and the headers that change the answer', () => {
    const cache = new ResponseCache({ ttlMs: 1000, max: 10 });
    const a = cache.key('A', 'GET', 'http://u/x', { advisers: 'D1' });
    expect(cache.key('B', 'GET', 'http://u/x', { advisers: 'D1' })).not.toBe(a);
    expect(cache.key('A', 'GET', 'http://u/x', { advisers: 'D2' })).not.toBe(a);
    expect(cache.key('A', 'GET', 'http://u/x', { advisers: 'D1', 'x-session-id': 'other' })).toBe(a);
  });

  it('shares one load between identical calls and expires after the TTL', async () => {
    const cache = new ResponseCache({ ttlMs: 50, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    const key = cache.key('A', 'GET', 'u', {});
    expect(await Promise.all([cache.getOrLoad(key, load), cache.getOrLoad(key, load)])).toEqual([1, 1]);
    await sleep(80);
    expect(await cache.getOrLoad(key, load)).toBe(2);
  });

  it('lets expired answers go once a TTL has passed, even those never asked for again', async () => {
    // A TTL the three loads cannot outlast even on a busy machine (its process can be held off a core for a while).
    const cache = new ResponseCache({ ttlMs: 1_000, max: 100 });
    for (const url of ['u1', 'u2', 'u3']) await cache.getOrLoad(cache.key('A', 'GET', url, {}), async () => url);
    expect(cache.size).toBe(3);
    await sleep(1_100);
    await cache.getOrLoad(cache.key('A', 'GET', 'u4', {}), async () => 'u4');
    expect(cache.size).toBe(1);
    // Their user index went with them: invalidating the user leaves nothing behind.
    cache.invalidateUser('A');
    expect(cache.size).toBe(0);
  });

  it('a TTL of 0 turns the cache off rather than keeping entries forever', async () => {
    const cache = new ResponseCache({ ttlMs: 0, max: 10 });
    let loads = 0;
    const key = cache.key('A', 'GET', 'u', {});
    await cache.getOrLoad(key, async () => ++loads);
    expect(await cache.getOrLoad(key, async () => ++loads)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('never keeps a failure', async () => {
    const cache = new ResponseCache({ ttlMs: 1000, max: 10 });
    const key = cache.key('A', 'GET', 'u', {});
    await expect(cache.getOrLoad(key, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrLoad(key, async () => 'ok')).toBe('ok');
  });

  it("drops exactly one user's entries on invalidation", async () => {
    const cache = new ResponseCache({ ttlMs: 1000, max: 10 });
    await cache.getOrLoad(cache.key('A', 'GET', 'u1', {}), async () => 'a1');
    await cache.getOrLoad(cache.key('A', 'GET', 'u2', {}), async () => 'a2');
    await cache.getOrLoad(cache.key('B', 'GET', 'u1', {}), async () => 'b1');
    cache.invalidateUser('A');
    expect(cache.size).toBe(1);
    expect(await cache.getOrLoad(cache.key('B', 'GET', 'u1', {}), async () => 'fresh')).toBe('b1');
  });

  it('hashes tokens so they are not kept in memory as keys', () => {
    expect(userKeyOf('secret-token')).not.toContain('secret');
    expect(userKeyOf('a')).toBe(userKeyOf('a'));
  });
});
