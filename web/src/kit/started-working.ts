// Whether the adviser has started working since landing in the signed-in shell (issue 30): a notice that would
// interrupt (the whats-new carousel) shows only before then. "Started working" is concrete: a click or key press
// anywhere on the page outside an open dialog (a notice's own buttons do not count), or being on any route other
// than the dashboard (a deep link, or navigating away from it). It never goes back to false until the next load.
// The shell starts the watch when it mounts, before any idle-loaded plugin, so nothing done early is missed.
import { useSyncExternalStore } from 'react';
import { registerModuleReset } from './module-state';

let started = false;
const listeners = new Set<() => void>();

function markStarted(): void {
  if (started) return;
  started = true;
  for (const listener of [...listeners]) listener();
}

/** A route the adviser lands on before choosing anything: the dashboard (and the paths that redirect to it). */
export function isLandingPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname === '/home' || pathname === '/';
}

/** The shell's current path, on every change: any other than the landing ones means the adviser went somewhere. */
export function noteRoute(pathname: string): void {
  if (!isLandingPath(pathname)) markStarted();
}

function onInput(event: Event): void {
  const target = event.target;
  if (target instanceof Element && target.closest('dialog[open]')) return;
  markStarted();
}

/** Starts listening for the adviser's first click or key press outside a dialog; answers the stop. */
export function watchStartedWorking(root: Document = document): () => void {
  root.addEventListener('pointerdown', onInput, true);
  root.addEventListener('keydown', onInput, true);
  return () => {
    root.removeEventListener('pointerdown', onInput, true);
    root.removeEventListener('keydown', onInput, true);
  };
}

export function hasStartedWorking(): boolean {
  return started;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the adviser's first click, key press or route away from the dashboard. */
export function useStartedWorking(): boolean {
  return useSyncExternalStore(subscribe, hasStartedWorking, hasStartedWorking);
}

registerModuleReset(() => {
  started = false;
  listeners.clear();
});
