import { describe, expect, it, vi } from 'vitest';
import { createRenewalGate } from './renewal-gate';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('renewal gate', () => {
  it('runs one renewal at a time and shares it', async () => {
    const clock = { t: 0 };
    const gate = createRenewalGate(() => clock.t);
    const pending = deferred();
    const attempt = vi.fn(() => pending.promise);

    const a = gate.run(attempt);
    const b = gate.run(attempt);
    pending.resolve();

    expect(await a).toBe(true);
    expect(await b).toBe(true);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('does not try again within 2 seconds of the last attempt, and reuses its outcome', async () => {
    const clock = { t: 10_000 };
    const gate = createRenewalGate(() => clock.t);
    const failing = vi.fn(() => Promise.reject(new Error('spent')));

    expect(await gate.run(failing)).toBe(false);
    clock.t += 1999;
    expect(await gate.run(failing)).toBe(false);
    expect(failing).toHaveBeenCalledTimes(1);

    clock.t += 1;
    const working = vi.fn(() => Promise.resolve());
    expect(await gate.run(working)).toBe(true);
    expect(working).toHaveBeenCalledTimes(1);
  });

  it('measures the interval from when the last renewal ended', async () => {
    const clock = { t: 0 };
    const gate = createRenewalGate(() => clock.t);
    const slow = deferred();
    const attempt = vi.fn(() => slow.promise);

    const first = gate.run(attempt);
    clock.t = 5000; // the renewal took 5 s
    slow.resolve();
    await first;

    clock.t = 6000;
    expect(await gate.run(attempt)).toBe(true);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('turns a throwing attempt into false', async () => {
    const gate = createRenewalGate(() => 0);
    expect(
      await gate.run(() => {
        throw new Error('sync');
      }),
    ).toBe(false);
  });
});
