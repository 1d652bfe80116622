// The session idle watcher's state machine (000 §4, §9): watching until idleMs pass without activity,
// then a countdown; 'Stay logged in' goes back to watching; the countdown running out expires the session.
// Times come from the clock, not from counting ticks, so a throttled background tab still expires on time.

export type IdlePhase =
  | { kind: 'watching' }
  | { kind: 'counting'; secondsLeft: number }
  | { kind: 'expired' }
  | { kind: 'stopped' };

export interface IdleTimerOptions {
  idleMs: number;
  countdownMs: number;
  onChange(phase: IdlePhase): void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface IdleTimer {
  start(): void;
  /** The user did something: restarts the wait while watching; ignored during the countdown. */
  activity(): void;
  /** 'Stay logged in'. */
  stay(): void;
  stop(): void;
  phase(): IdlePhase;
}

const TICK_MS = 1000;

export function createIdleTimer({
  idleMs,
  countdownMs,
  onChange,
  now = Date.now,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: IdleTimerOptions): IdleTimer {
  let phase: IdlePhase = { kind: 'stopped' };
  let timer: unknown = null;
  let countdownEndsAt = 0;

  const set = (next: IdlePhase) => {
    phase = next;
    onChange(next);
  };
  const clear = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const watch = () => {
    clear();
    set({ kind: 'watching' });
    timer = setTimer(startCountdown, idleMs);
  };
  const startCountdown = () => {
    countdownEndsAt = now() + countdownMs;
    tick();
  };
  const tick = () => {
    const leftMs = countdownEndsAt - now();
    if (leftMs <= 0) {
      timer = null;
      set({ kind: 'expired' });
      return;
    }
    set({ kind: 'counting', secondsLeft: Math.ceil(leftMs / 1000) });
    // Wake on the next whole second, so the display steps evenly.
    timer = setTimer(tick, leftMs % TICK_MS || TICK_MS);
  };

  return {
    start: watch,
    activity() {
      if (phase.kind === 'watching') watch();
    },
    stay() {
      if (phase.kind === 'counting') watch();
    },
    stop() {
      clear();
      set({ kind: 'stopped' });
    },
    phase: () => phase,
  };
}
