// The session layer's primitive atoms. Internal to session/: the rest of the app reads the
// derived atoms and changes state through the action atoms that index.ts exports.
import { atom, type Getter } from 'jotai';
import type { LoginBadge } from './brand';
import type { ExitTarget } from './exit-target';
import type { RenewalGate } from './renewal-gate';
import type { SessionServices } from './session-services';
import type { SessionTokens } from './tokens';

export interface SessionSnapshot {
  tokens: SessionTokens | null;
  brand: LoginBadge;
  sessionId: string;
}

export interface Leaving {
  target: ExitTarget;
  /** pending: on the way out; failed: the exit address could not be had, so the user may retry. */
  status: 'pending' | 'failed';
}

/** Mirrors session storage; null until configureSessionAtom has run. */
export const snapshotAtom = atom<SessionSnapshot | null>(null);
export const servicesAtom = atom<SessionServices | null>(null);
export const renewalGateAtom = atom<RenewalGate | null>(null);
export const leavingStateAtom = atom<Leaving | null>(null);

export function requireServices(get: Getter): SessionServices {
  const services = get(servicesAtom);
  if (!services) throw new Error('The session is not configured: set configureSessionAtom at start');
  return services;
}
