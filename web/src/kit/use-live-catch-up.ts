// Live events (payment alerts) are heard only once the page has painted: the subscription's code loads then
// (issue 11 item 17), and an event raised before that is not sent again. A view kept live by a subscription
// reads its data once more then, past the gateway's 2000 ms response cache (000 §7), so what changed while the
// page was loading shows without waiting for the next event. Not for state a subscription's events write
// directly (the bell's counts): a read answered from that cache could put back a count an event had moved on.
import { useEffect } from 'react';
import { isPagePainted, whenPagePainted } from './plugin-load';

/** After the page has painted: the live connection is up and the gateway's cached answers have expired. */
export const LIVE_CATCH_UP_MS = 2_500;

/**
 * Calls `refresh` once, LIVE_CATCH_UP_MS after the page has painted. A view mounted once it has needs none: its
 * subscription starts with its first read.
 */
export function useLiveCatchUp(refresh: () => void): void {
  useEffect(() => {
    if (isPagePainted()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    void whenPagePainted().then(() => {
      if (!gone) timer = setTimeout(refresh, LIVE_CATCH_UP_MS);
    });
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [refresh]);
}
