// Task submissions announce themselves here (a Request Centre task, a payment signed, an adhoc pension
// payment: issues 13 and 14), so the bell can refresh its alert counts 20000 ms later as 001 §4 and 002 §3
// say, without either plugin importing the other. Most of those refreshes are already instant through the
// alertEvents subscription; the delayed one catches an upstream that sends no event.
import { registerModuleReset } from './module-state';

export const ALERT_REFRESH_AFTER_TASK_MS = 20_000;

const listeners = new Set<() => void>();
registerModuleReset(() => listeners.clear());

export function announceTaskSubmitted(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `refresh` 20000 ms after each task submission; the returned function stops listening and cancels pending refreshes. */
export function refreshAfterTaskSubmissions(refresh: () => void, delayMs = ALERT_REFRESH_AFTER_TASK_MS): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const listener = () => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      refresh();
    }, delayMs);
    timers.add(timer);
  };
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
