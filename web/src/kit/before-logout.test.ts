import { afterEach, describe, expect, it, vi } from 'vitest';
import { onBeforeLogout, runBeforeLogout } from './before-logout';

describe('before-logout hooks', () => {
  const removers: Array<() => void> = [];
  afterEach(() => {
    removers.splice(0).forEach((remove) => remove());
    vi.useRealTimers();
  });

  it('awaits every registered hook, and a removed hook no longer runs', async () => {
    const done: string[] = [];
    removers.push(onBeforeLogout(async () => void (await Promise.resolve(), done.push('a'))));
    const removeB = onBeforeLogout(() => void done.push('b'));
    removeB();
    await runBeforeLogout();
    expect(done).toEqual(['a']);
  });

  it('leaves a failing or slow hook behind instead of holding the logout', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    removers.push(onBeforeLogout(() => Promise.reject(new Error('upstream down'))));
    removers.push(onBeforeLogout(() => new Promise<void>(() => undefined)));
    let finished = false;
    const run = runBeforeLogout(500).then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(finished).toBe(true);
    expect(error).toHaveBeenCalledWith('A before-logout hook failed', expect.any(Error));
    error.mockRestore();
  });
});
