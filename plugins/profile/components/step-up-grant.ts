// The step-up grant of this browser tab (My security): memory only, never storage, so a reload or another tab
// verifies again. The gateway checks it on every sensitive call; this only saves asking twice in a row.
import { registerModuleReset } from '@kit/module-state';

let held: { token: string; expiresAt: number } | null = null;

/** Seconds of margin: a grant about to lapse is treated as gone, so a form is not filled in vain. */
const MARGIN_MS = 15_000;

export function keepStepUpGrant(token: string, expiresAt: string): void {
  held = { token, expiresAt: Date.parse(expiresAt) };
}

export function stepUpGrant(now = Date.now()): string | null {
  if (held && held.expiresAt - MARGIN_MS > now) return held.token;
  held = null;
  return null;
}

export function dropStepUpGrant(): void {
  held = null;
}
registerModuleReset(dropStepUpGrant);
