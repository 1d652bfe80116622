// When the signed-in page has shown what it first shows: the moment code loaded 'idle' may start (issue 11
// item 17), so it never competes with the first paint's code and data.

/** How often the page is looked at, and at most how long it is waited for. */
export const QUIET_POLL_MS = 50;
export const QUIET_MAX_MS = 5000;
/**
 * Quiet on two looks in a row: between a view's data arriving and React drawing what it brings (the dashboard's
 * widgets, which then fetch their code and their own data) there can be a moment with nothing in flight.
 */
const QUIET_LOOKS = 2;

/**
 * Calls `quiet` once `busy()` has answered false on QUIET_LOOKS looks in a row, the first QUIET_POLL_MS from now
 * (after the views that mount with the page have started their loads), or after QUIET_MAX_MS regardless: a page
 * that keeps something loading still lets deferred code through. Returns a cancel function.
 */
export function whenPageQuiet(busy: () => boolean, quiet: () => void, now: () => number = Date.now): () => void {
  const since = now();
  let calm = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = () => {
    calm = busy() ? 0 : calm + 1;
    if (calm >= QUIET_LOOKS || now() - since >= QUIET_MAX_MS) quiet();
    else timer = setTimeout(look, QUIET_POLL_MS);
  };
  timer = setTimeout(look, QUIET_POLL_MS);
  return () => clearTimeout(timer);
}
