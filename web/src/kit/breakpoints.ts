// The layout breakpoints of 000 §2 and §9: xs under 1024, sm 1024-1279, md 1280-1439, lg 1440-1919, xl 1920+.
// CSS media queries repeat these numbers (min-width 1024/1280/1440/1920), since CSS cannot import them.
import { useSyncExternalStore } from 'react';

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** The smallest width of each breakpoint but xs. */
export const BREAKPOINT_MIN_WIDTH = { sm: 1024, md: 1280, lg: 1440, xl: 1920 } as const;

export function breakpointFor(width: number): Breakpoint {
  if (width >= BREAKPOINT_MIN_WIDTH.xl) return 'xl';
  if (width >= BREAKPOINT_MIN_WIDTH.lg) return 'lg';
  if (width >= BREAKPOINT_MIN_WIDTH.md) return 'md';
  if (width >= BREAKPOINT_MIN_WIDTH.sm) return 'sm';
  return 'xs';
}

/** True when a breakpoint is at least another, e.g. atLeast('md', 'sm'). */
export function atLeast(current: Breakpoint, min: Breakpoint): boolean {
  const order: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];
  return order.indexOf(current) >= order.indexOf(min);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current breakpoint; re-renders only when it changes, not on every resize. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, () => breakpointFor(window.innerWidth), () => 'lg');
}

/** The window width, for rules with their own threshold (the back label's 1360 px). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => 1440);
}
