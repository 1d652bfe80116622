import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerIdleCollection } from './idle-collection.ts';

describe('idle collection', () => {
  afterEach(() => vi.useRealTimers());

  async function gatewayWith(gc: () => void) {
    vi.useFakeTimers();
    const app = Fastify();
    app.get('/x', async () => ({ ok: true }));
    const idle = registerIdleCollection(app, { idleMs: 5_000, minRequests: 3, gc, checkEveryMs: 1_000 });
    await app.ready();
    return { app, idle };
  }

  it('collects when the gateway goes quiet after enough requests (twice, the second giving the swept pages back), and not again until more come', async () => {
    const gc = vi.fn();
    const { app, idle } = await gatewayWith(gc);
    for (let i = 0; i < 3; i++) await app.inject('/x');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(gc).not.toHaveBeenCalled(); // not quiet for 5 s yet
    await vi.advanceTimersByTimeAsync(2_000);
    expect(gc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(2); // the second, 2 s later; then nothing for the rest of the quiet spell
    for (let i = 0; i < 3; i++) await app.inject('/x');
    await vi.advanceTimersByTimeAsync(6_000);
    expect(idle.collections).toBe(2);
    expect(gc).toHaveBeenCalledTimes(3);
    await app.close();
  });

  it('skips the second collection when a request came in between', async () => {
    const gc = vi.fn();
    const { app } = await gatewayWith(gc);
    for (let i = 0; i < 3; i++) await app.inject('/x');
    await vi.advanceTimersByTimeAsync(5_500);
    expect(gc).toHaveBeenCalledTimes(1);
    await app.inject('/x');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(gc).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('does not collect after a few requests, nor while requests keep coming', async () => {
    const gc = vi.fn();
    const { app } = await gatewayWith(gc);
    await app.inject('/x');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gc).not.toHaveBeenCalled();
    for (let i = 0; i < 10; i++) {
      await app.inject('/x');
      await vi.advanceTimersByTimeAsync(2_000);
    }
    expect(gc).not.toHaveBeenCalled();
    await app.close();
  });

  it('does nothing in a process without --expose-gc', async () => {
    const app = Fastify();
    const idle = registerIdleCollection(app, { gc: undefined });
    expect(idle.collections).toBe(0);
    await app.close();
  });
});
