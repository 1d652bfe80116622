import { describe, expect, it } from 'vitest';
import { withUserLock } from './per-user-lock.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withUserLock', () => {
  it('runs one user’s work in order, and other users’ alongside', async () => {
    const log: string[] = [];
    const job = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await tick(ms);
      log.push(`${name} end`);
    };
    await Promise.all([withUserLock('u1', job('a', 20)), withUserLock('u1', job('b', 1)), withUserLock('u2', job('c', 1))]);
    expect(log.indexOf('a end')).toBeLessThan(log.indexOf('b start'));
    expect(log.indexOf('c start')).toBeLessThan(log.indexOf('a end'));
  });

  it('a failure does not block the next piece of work', async () => {
    await expect(withUserLock('u3', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(withUserLock('u3', async () => 'ok')).resolves.toBe('ok');
  });
});
