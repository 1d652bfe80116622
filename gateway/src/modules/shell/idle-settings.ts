// Session idle settings (000 §9): 360 s before the countdown, 6900 s in production and beta (where
// advisers keep the portal open all day), and a 300 s countdown. IDLE_SECONDS overrides for tests.
import type { Environment } from '@schemas/common.ts';

export const COUNTDOWN_SECONDS = 300;
const LONG_IDLE_ENVIRONMENTS: ReadonlySet<Environment> = new Set(['production', 'beta']);

export function idleSettings(environment: Environment, idleSecondsOverride?: number) {
  return {
    idleSeconds: idleSecondsOverride ?? (LONG_IDLE_ENVIRONMENTS.has(environment) ? 6900 : 360),
    countdownSeconds: COUNTDOWN_SECONDS,
  };
}
