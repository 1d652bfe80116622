// Module-level state a page keeps for its whole life: load gates, listener sets, caches. Vitest runs test files
// in a shared module cache (isolate: false), so such state would outlive the file that set it and change another
// one's result by the order files happen to run in. Each module registers how to put its state back as a fresh
// page has it, and web/src/testing/module-state-setup.ts runs every registered reset before each test.
const resets = new Set<() => void>();

/** Registers how to return this module's state to a fresh page's. Call once, at the module's top level. */
export function registerModuleReset(reset: () => void): void {
  resets.add(reset);
}

/** For tests: every loaded module's state as on a fresh page. A module not loaded yet has nothing to reset. */
export function resetModuleState(): void {
  for (const reset of resets) reset();
}
