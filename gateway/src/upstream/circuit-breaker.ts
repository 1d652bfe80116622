// A small circuit breaker: after N consecutive failed calls, caused by at least M distinct callers, a
// family fails fast for a cool-down, then lets one trial call through (half-open) to decide whether to
// close again. The distinct callers keep one caller's failures (bad input that upstream answers with a
// 500, say) from closing the family for everyone else: an outage fails for many callers at once.

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  /** Distinct callers among the consecutive failures before the circuit opens (default 3). */
  minCallers?: number;
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private readonly callers = new Set<string>();
  private openedAt: number | null = null;
  private trialInFlight = false;
  private readonly now: () => number;
  private readonly minCallers: number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
    this.minCallers = options.minCallers ?? 3;
  }

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.cooldownMs ? 'half-open' : 'open';
  }

  /** True when a call may go upstream now; in half-open only one trial at a time. */
  tryPass(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.callers.clear();
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /** A failure the upstream caused, on a call made for callerKey. */
  failure(callerKey = 'anonymous'): void {
    this.trialInFlight = false;
    this.failures += 1;
    // Bounded: only the count matters once it reaches the minimum.
    if (this.callers.size < this.minCallers) this.callers.add(callerKey);
    const enough = this.failures >= this.options.failureThreshold && this.callers.size >= this.minCallers;
    if (this.openedAt !== null || enough) this.openedAt = this.now();
  }
}
