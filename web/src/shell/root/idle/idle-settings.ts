// Which idle times apply: the gateway's (000 §9: 360 s, or 6900 s in production and beta; countdown 300 s),
// or, outside production, a per-session override for tests and demos (session storage, our keys).
import type { SessionStorageLike } from '../../../session/session-storage';

export const IDLE_SECONDS_KEY = 'ao_idle_seconds';
export const IDLE_COUNTDOWN_SECONDS_KEY = 'ao_idle_countdown_seconds';

export interface IdleSettings {
  idleMs: number;
  countdownMs: number;
}

function positiveSeconds(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const seconds = Number(value);
  return seconds > 0 ? seconds : null;
}

export function resolveIdleSettings(
  gateway: { idleSeconds: number; countdownSeconds: number },
  environment: string,
  storage: SessionStorageLike,
): IdleSettings {
  // Production users must not be able to stretch their own session from the browser console.
  const overridable = environment !== 'production';
  const idle = (overridable && positiveSeconds(storage.getItem(IDLE_SECONDS_KEY))) || gateway.idleSeconds;
  const countdown = (overridable && positiveSeconds(storage.getItem(IDLE_COUNTDOWN_SECONDS_KEY))) || gateway.countdownSeconds;
  return { idleMs: idle * 1000, countdownMs: countdown * 1000 };
}
