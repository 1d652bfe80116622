// Page flows from the first paint (issue 30): each route the page shows, the one before it and how long the new
// one took to draw its main heading. Recorded by the shell from start-up, kept (the last 100) until someone
// listens, so a listener that starts late (the tracking plugin loads when the browser is idle) still hears the
// landing page and every move the adviser made meanwhile.
import { registerModuleReset } from './module-state';

export interface PageFlow {
  /** The page before, as the portal's path and hash route; the referring page for the first, or ''. */
  previousPage: string;
  currentPage: string;
  /** From the route change (for the first page, from navigation start) until its main heading was drawn, in ms. */
  transitionTime: number;
  /** When the page had drawn (epoch ms). */
  at: number;
}

type Listener = (flow: PageFlow) => void;

const KEEP = 100;
const recent: PageFlow[] = [];
const listeners = new Set<Listener>();
let stopRecording: (() => void) | null = null;
registerModuleReset(() => {
  stopRecording?.();
  stopRecording = null;
  recent.length = 0;
  listeners.clear();
});

/** Where the page is: the portal's path and hash route (`/#/dashboard/...`). */
export const pageOf = (win: Window) => `${win.location.pathname}${win.location.hash}`;

/**
 * The sign-in return route carries the tokens in its address (`#/login?access_token=...`): it is no page an
 * adviser visits, and it is never recorded, neither as a page nor as the page before one.
 */
const isSignInReturn = (page: string) => /^[^#]*#\/login(?:[/?]|$)/.test(page);

/** Hears each route change; the answer stops hearing. The app passes its router's history; default hashchange. */
export type RouteChanges = (onChange: () => void) => () => void;

const hashChanges = (win: Window): RouteChanges => (onChange) => {
  win.addEventListener('hashchange', onChange);
  return () => win.removeEventListener('hashchange', onChange);
};

function publish(flow: PageFlow) {
  recent.push(flow);
  if (recent.length > KEEP) recent.splice(0, recent.length - KEEP);
  for (const listener of listeners) {
    try {
      listener(flow);
    } catch {
      // A listener's failure must never stop the recording.
    }
  }
}

/** Resolves once the page's main region shows a heading and is not busy, or after `timeoutMs`. */
export function settled(win: Window, timeoutMs = 10_000): Promise<void> {
  const ready = () => {
    const main = win.document.querySelector('main');
    return Boolean(main?.querySelector('h1') && !main.querySelector('[aria-busy="true"]'));
  };
  return new Promise((resolve) => {
    const started = performance.now();
    const poll = () => {
      if (ready() || performance.now() - started > timeoutMs) resolve();
      else win.setTimeout(poll, 50);
    };
    // One tick first: the hash change has not rendered the new route yet.
    win.setTimeout(poll, 0);
  });
}

/**
 * Starts recording (once per page; later calls do nothing), hearing route changes from `routeChanges` (the
 * router's history: in-app moves push history entries without a hashchange). The answer stops it.
 */
export function recordPageFlows(win: Window = window, routeChanges: RouteChanges = hashChanges(win)): () => void {
  if (stopRecording) return stopRecording;
  // The first page's previous one is where the browser came from; the sign-in return is nowhere. A page left
  // before it drew (a redirect such as /home) was never seen: the next page's previous is the last one shown.
  let shown = win.document.referrer;
  let current = '';
  const arrive = (started: number) => {
    const page = pageOf(win);
    if (page === current) return;
    current = page;
    if (isSignInReturn(page)) return;
    void settled(win).then(() => {
      if (current !== page) return;
      const previous = shown;
      shown = page;
      publish({ previousPage: isSignInReturn(previous) ? '' : previous, currentPage: page, transitionTime: Math.round(performance.now() - started), at: Date.now() });
    });
  };
  // The first page's time counts from the navigation's start.
  arrive(0);
  // The router tells of a move before the address shows it (it writes the address in a microtask): read it a
  // task later.
  const stopHearing = routeChanges(() => {
    const started = performance.now();
    win.setTimeout(() => arrive(started), 0);
  });
  stopRecording = () => {
    stopHearing();
    stopRecording = null;
  };
  return stopRecording;
}

/** Hears every page flow, first those recorded before it listened (oldest first); the answer stops listening. */
export function onPageFlow(listener: Listener): () => void {
  for (const flow of [...recent]) listener(flow);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
