// The tracking SDK heartbeat (001 §4, §8, §9): every 5000 ms a check; when no heartbeat has been seen for 3 checks
// in a row, error(699) is reported (once, until a heartbeat is seen again). Each check also asks for the next beat.
export const HEARTBEAT_INTERVAL_MS = 5000;
export const MAX_CHECKS = 3;
export const HEARTBEAT_ERROR = 'error(699)';

export interface HeartbeatOptions {
  /** Asks the SDK for a heartbeat; resolves true when one came. */
  ping(): Promise<boolean>;
  /** Reports the health error (the health-check call). */
  report(jsStatus: string): void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export class HeartbeatMonitor {
  private seen = false;
  private missed = 0;
  private reported = false;
  private handle: unknown = null;

  constructor(private readonly options: HeartbeatOptions) {}

  /** Checks missed so far (tests and the README's reasoning). */
  get missedChecks(): number {
    return this.missed;
  }

  start(): void {
    this.beat();
    const every = this.options.setInterval ?? ((fn, ms) => setInterval(fn, ms));
    this.handle = every(() => this.check(), HEARTBEAT_INTERVAL_MS);
  }

  stop(): void {
    if (this.handle !== null) (this.options.clearInterval ?? ((h) => clearInterval(h as ReturnType<typeof setInterval>)))(this.handle);
    this.handle = null;
  }

  /** One check: count a miss (or clear the count), report at the third, then ask for the next beat. */
  check(): void {
    if (this.seen) {
      this.missed = 0;
      this.reported = false;
    } else {
      this.missed += 1;
      if (this.missed >= MAX_CHECKS && !this.reported) {
        this.reported = true;
        this.options.report(HEARTBEAT_ERROR);
      }
    }
    this.seen = false;
    this.beat();
  }

  private beat(): void {
    this.options.ping().then(
      (alive) => {
        if (alive) this.seen = true;
      },
      () => undefined,
    );
  }
}
