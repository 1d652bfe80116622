// When a plugin's code that the first paint does not need loads (issue 11 item 17). A slot contribution declares
// `load: 'idle'` (after the signed-in page has painted, when the browser is idle) or `load: 'interaction'` (on the
// user's first press, key or focus anywhere on the page); without it, it loads with the page. Plugins use the same
// gates for parts of a contribution (the chat window behind its launcher, the search box's dropdown).
import { useEffect, useState } from 'react';
import { registerModuleReset } from './module-state';

export type LoadWhen = 'idle' | 'interaction';

/** The longest wait for an idle moment once the page has painted; a busy page still gets the code. */
export const IDLE_TIMEOUT_MS = 2000;
/**
 * A page that never reports its paint (a shell error page) still gets deferred code this long after load. Long
 * enough not to fire first on a signed-in page that a busy machine makes slow to show: the shell reports that
 * one's paint itself (web/src/shell/plugins/page-quiet.ts gives up waiting 5 s after the page commits).
 */
export const PAINT_FALLBACK_MS = 10_000;

type Gate = { promise: Promise<void>; open(): void; opened: boolean };

function gate(): Gate {
  let open!: () => void;
  const g: Gate = { promise: new Promise<void>((resolve) => (open = resolve)), open: () => undefined, opened: false };
  g.open = () => {
    if (g.opened) return;
    g.opened = true;
    open();
  };
  return g;
}

let painted = gate();
let idle: Gate | null = null;
let interaction: Gate | null = null;

/**
 * The shell calls this once the signed-in page's component has committed (web/src/shell/plugins/plugin-page.tsx):
 * deferred code waits for it, so it never competes with the code and data of the first paint.
 */
export function markPagePainted(): void {
  painted.open();
}

function onIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
}

/** Cancels the armed paint fallback (its load listener or its timer); undefined until whenPagePainted arms it. */
let disarmFallback: (() => void) | undefined;

/** Opens `g` PAINT_FALLBACK_MS after the load event. It opens that gate, never a later one made by a reset. */
function armFallback(g: Gate): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => (timer = setTimeout(g.open, PAINT_FALLBACK_MS));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
  };
}

/**
 * Resolves once the signed-in page has shown what it first shows (markPagePainted), or PAINT_FALLBACK_MS after the
 * load event on a page that never says so. For work the page needs soon but not for its first paint (the bell's
 * live subscription), which should not wait for the browser to be idle as well.
 */
export function whenPagePainted(): Promise<void> {
  disarmFallback ??= armFallback(painted);
  return painted.promise;
}

/** Whether the signed-in page has already shown what it first shows. */
export function isPagePainted(): boolean {
  return painted.opened;
}

/** Resolves after the page has painted (the next frame after markPagePainted) and the browser is idle. */
export function whenIdle(): Promise<void> {
  if (!idle) {
    const g = (idle = gate());
    void whenPagePainted().then(() =>
      // Two frames: the first paint of what was just committed has happened by the second.
      requestAnimationFrame(() => requestAnimationFrame(() => onIdle(g.open))),
    );
  }
  return idle.promise;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Stops listening for the first interaction; undefined until whenInteraction starts. */
let stopListening: (() => void) | undefined;

/** Resolves on the user's first press, key or focus anywhere on the page. */
export function whenInteraction(): Promise<void> {
  if (!interaction) {
    const g = (interaction = gate());
    const heard = () => {
      stop();
      g.open();
    };
    const stop = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, heard, true);
    };
    stopListening = stop;
    for (const type of INTERACTIONS) window.addEventListener(type, heard, { capture: true, passive: true });
  }
  return interaction.promise;
}

export function whenLoad(when: LoadWhen): Promise<void> {
  return when === 'idle' ? whenIdle() : whenInteraction();
}

function isOpen(when: LoadWhen | undefined): boolean {
  if (!when) return true;
  return (when === 'idle' ? idle : interaction)?.opened ?? false;
}

/** True once the gate has opened (at once without one). Re-renders the caller when it opens. */
export function useLoadGate(when: LoadWhen | undefined): boolean {
  const [open, setOpen] = useState(() => isOpen(when));
  useEffect(() => {
    if (open || !when) return;
    let gone = false;
    void whenLoad(when).then(() => {
      if (!gone) setOpen(true);
    });
    return () => {
      gone = true;
    };
  }, [open, when]);
  return open;
}

/** For tests: every gate closed again, as on a fresh page, and nothing armed by the old ones left to open them. */
export function resetLoadGates(): void {
  disarmFallback?.();
  disarmFallback = undefined;
  stopListening?.();
  stopListening = undefined;
  painted = gate();
  idle = null;
  interaction = null;
}
registerModuleReset(resetLoadGates);
