import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../session/memory-storage';
import { IDLE_COUNTDOWN_SECONDS_KEY, IDLE_SECONDS_KEY, resolveIdleSettings } from './idle-settings';

const gateway = { idleSeconds: 360, countdownSeconds: 300 };

describe('idle settings', () => {
  it('takes the gateway’s times', () => {
    expect(resolveIdleSettings(gateway, 'dev', new MemoryStorage())).toEqual({ idleMs: 360_000, countdownMs: 300_000 });
  });

  it('honours the session override outside production only', () => {
    const storage = new MemoryStorage();
    storage.setItem(IDLE_SECONDS_KEY, '3');
    storage.setItem(IDLE_COUNTDOWN_SECONDS_KEY, '20');
    expect(resolveIdleSettings(gateway, 'sit', storage)).toEqual({ idleMs: 3000, countdownMs: 20_000 });
    expect(resolveIdleSettings({ idleSeconds: 6900, countdownSeconds: 300 }, 'production', storage)).toEqual({
      idleMs: 6_900_000,
      countdownMs: 300_000,
    });
  });

  it('ignores overrides that are not whole positive seconds', () => {
    const storage = new MemoryStorage();
    for (const bad of ['0', '-5', '1.5', 'soon', '']) {
      storage.setItem(IDLE_SECONDS_KEY, bad);
      expect(resolveIdleSettings(gateway, 'dev', storage).idleMs).toBe(360_000);
    }
  });
});
