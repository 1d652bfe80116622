// Token renewal runs only if none is running and the last one ended at least 2 seconds ago
// (000 §5: "2 time units", unit not shown; seconds is our choice). Callers that arrive meanwhile
// share the running attempt or the recent outcome: the failed call that brought them here may
// simply have been sent with the token the last renewal replaced.

export const RENEWAL_MIN_INTERVAL_MS = 2000;

export interface RenewalGate {
  /** Runs attempt unless a renewal is running or just ended; resolves whether the tokens are fresh. */
  run(attempt: () => Promise<void>): Promise<boolean>;
}

export function createRenewalGate(now: () => number, minIntervalMs = RENEWAL_MIN_INTERVAL_MS): RenewalGate {
  let running: Promise<boolean> | null = null;
  let last: { endedAt: number; ok: boolean } | null = null;

  return {
    run(attempt) {
      if (running) return running;
      if (last && now() - last.endedAt < minIntervalMs) return Promise.resolve(last.ok);
      running = Promise.resolve()
        .then(attempt)
        .then(
          () => true,
          () => false,
        )
        .then((ok) => {
          last = { endedAt: now(), ok };
          running = null;
          return ok;
        });
      return running;
    },
  };
}
