import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, type IdlePhase } from './idle-timer';

describe('idle timer', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  function setup(idleMs = 360_000, countdownMs = 300_000) {
    const phases: IdlePhase[] = [];
    const timer = createIdleTimer({ idleMs, countdownMs, onChange: (p) => phases.push(p) });
    timer.start();
    return { timer, phases };
  }

  it('watches, then counts down after the idle time', () => {
    const { timer } = setup();
    expect(timer.phase()).toEqual({ kind: 'watching' });
    vi.advanceTimersByTime(359_999);
    expect(timer.phase()).toEqual({ kind: 'watching' });
    vi.advanceTimersByTime(1);
    expect(timer.phase()).toEqual({ kind: 'counting', secondsLeft: 300 });
    vi.advanceTimersByTime(1000);
    expect(timer.phase()).toEqual({ kind: 'counting', secondsLeft: 299 });
  });

  it('expires when the countdown runs out', () => {
    const { timer, phases } = setup(1000, 3000);
    vi.advanceTimersByTime(1000 + 2999);
    expect(timer.phase()).toEqual({ kind: 'counting', secondsLeft: 1 });
    vi.advanceTimersByTime(1);
    expect(timer.phase()).toEqual({ kind: 'expired' });
    expect(phases.map((p) => (p.kind === 'counting' ? p.secondsLeft : p.kind))).toEqual(['watching', 3, 2, 1, 'expired']);
    // Nothing runs after expiry.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the wait on activity while watching', () => {
    const { timer } = setup(10_000, 5000);
    vi.advanceTimersByTime(9000);
    timer.activity();
    vi.advanceTimersByTime(9000);
    expect(timer.phase().kind).toBe('watching');
    vi.advanceTimersByTime(1000);
    expect(timer.phase().kind).toBe('counting');
  });

  it('ignores activity during the countdown: the user must choose', () => {
    const { timer } = setup(1000, 5000);
    vi.advanceTimersByTime(1000);
    timer.activity();
    expect(timer.phase()).toEqual({ kind: 'counting', secondsLeft: 5 });
  });

  it('goes back to watching on Stay logged in', () => {
    const { timer } = setup(1000, 5000);
    vi.advanceTimersByTime(3000);
    timer.stay();
    expect(timer.phase()).toEqual({ kind: 'watching' });
    vi.advanceTimersByTime(999);
    expect(timer.phase().kind).toBe('watching');
    vi.advanceTimersByTime(1);
    expect(timer.phase()).toEqual({ kind: 'counting', secondsLeft: 5 });
  });

  it('keeps time by the clock when ticks are late (a throttled background tab)', () => {
    let clock = 0;
    let pending: (() => void) | null = null;
    const timer = createIdleTimer({
      idleMs: 1000,
      countdownMs: 300_000,
      onChange: () => undefined,
      now: () => clock,
      setTimer: (fn) => (pending = fn),
      clearTimer: () => (pending = null),
    });
    timer.start();
    clock = 1000;
    pending!();
    clock = 1000 + 290_500; // the tab slept
    pending!();
    expect(timer.phase()).toEqual({ kind: 'counting', secondsLeft: 10 });
    clock = 1000 + 301_000;
    pending!();
    expect(timer.phase()).toEqual({ kind: 'expired' });
  });

  it('stops', () => {
    const { timer } = setup(1000, 1000);
    timer.stop();
    vi.advanceTimersByTime(10_000);
    expect(timer.phase()).toEqual({ kind: 'stopped' });
  });
});
