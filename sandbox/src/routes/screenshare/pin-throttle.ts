// Wrong-PIN throttling of the viewer's join form (issue 28, finding 6). The count was one for everybody, so 11 wrong
// codes from anyone locked every support person out for a minute. Now each source (remote address) has its own:
// a source past its limit is refused, even with the right code, so guessing from it stays at 10 a minute against
// 10^6 codes. Guessing from many sources at once meets a shared ceiling, but it stops only sources that have
// guessed wrong themselves: a support person typing the right code from anywhere else always opens the session.

/** Wrong codes one source may send in a window (ours: 10^6 codes, each valid 10 minutes). */
export const MAX_WRONG_PINS = 10;
/** Wrong codes from every source together in a window, past which any source with a wrong code of its own waits. */
export const MAX_WRONG_PINS_ALL = 100;
export const WRONG_PIN_WINDOW_MS = 60_000;
/** Sources remembered at most; past it the quiet ones (nothing in the window) are forgotten. */
const MAX_SOURCES = 10_000;

export class PinThrottle {
  private readonly bySource = new Map<string, number[]>();
  private all: number[] = [];

  constructor(private readonly now: () => number) {}

  /** Whether `source` may try a code now. */
  allows(source: string): boolean {
    const since = this.now() - WRONG_PIN_WINDOW_MS;
    const own = this.recent(source, since);
    if (own.length >= MAX_WRONG_PINS) return false;
    this.all = this.all.filter((t) => t > since);
    return own.length === 0 || this.all.length < MAX_WRONG_PINS_ALL;
  }

  /** `source` sent a wrong code. */
  wrong(source: string): void {
    const now = this.now();
    const own = this.recent(source, now - WRONG_PIN_WINDOW_MS);
    own.push(now);
    this.all.push(now);
    this.bySource.set(source, own);
    if (this.bySource.size > MAX_SOURCES) this.forgetQuiet(now - WRONG_PIN_WINDOW_MS);
  }

  private recent(source: string, since: number): number[] {
    return (this.bySource.get(source) ?? []).filter((t) => t > since);
  }

  private forgetQuiet(since: number): void {
    for (const [source, times] of this.bySource) if (!times.some((t) => t > since)) this.bySource.delete(source);
  }
}
