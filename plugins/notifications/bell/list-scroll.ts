// The bell panel's infinite scroll (001 §2.4, §9): when the list is near enough its end to load the next page,
// and a throttle for its scroll events. Apart from ./bell-logic.ts so the first paint's bell carries none of it.

/** Infinite scroll's distance (001 §9: 2): load more when the unseen rest is within 2 tenths of the list's height. */
export const SCROLL_DISTANCE = 2;
export const SCROLL_THROTTLE_MS = 50;

export function nearEnd(scrollTop: number, clientHeight: number, scrollHeight: number, distance = SCROLL_DISTANCE): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= clientHeight * (distance / 10);
}

/** Runs fn at most once per `ms` (leading call, plus one trailing call for the last event in a burst). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now): (...args: A) => void {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  return (...args: A) => {
    const elapsed = now() - last;
    if (elapsed >= ms) {
      last = now();
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = now();
      if (pending) fn(...pending);
      pending = undefined;
    }, ms - elapsed);
  };
}
