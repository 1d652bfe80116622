// The session as the app sees it, and the actions that start and refresh a sign-in.
import { atom } from 'jotai';
import { createRenewalGate } from './renewal-gate';
import type { SessionServices } from './session-services';
import { renewalGateAtom, requireServices, servicesAtom, snapshotAtom } from './session-state';
import { ensureSessionId, readTokens, writeBrand, writeTokens } from './session-storage';
import { hasFullView, type SessionTokens } from './tokens';

/** The tokens, brand and session id; null before configuration. */
export const sessionAtom = atom((get) => get(snapshotAtom));

/** Signed in means holding tokens with full-view scope (000 §4). */
export const isSignedInAtom = atom((get) => hasFullView(get(snapshotAtom)?.tokens?.scope));

/** Run once at start: adopts what session storage holds, records the brand, makes the session id. */
export const configureSessionAtom = atom(null, (_get, set, services: SessionServices) => {
  const { storage, brand } = services;
  writeBrand(storage, brand);
  const sessionId = ensureSessionId(storage, services.newSessionId);
  set(servicesAtom, services);
  set(renewalGateAtom, createRenewalGate(services.now));
  set(snapshotAtom, { tokens: readTokens(storage), brand, sessionId });
});

/** Keeps the tokens of a new sign-in or a renewal. */
export const signInAtom = atom(null, (get, set, tokens: SessionTokens) => {
  const { storage } = requireServices(get);
  const snapshot = get(snapshotAtom);
  if (!snapshot) return;
  writeTokens(storage, tokens);
  set(snapshotAtom, { ...snapshot, tokens });
});

/**
 * Renews the tokens with the refresh token (renewSession), through the renewal gate.
 * Resolves true when fresh tokens are in place, false when the sign-in cannot be renewed.
 */
export const renewTokensAtom = atom(null, (get, set): Promise<boolean> => {
  const { api } = requireServices(get);
  const gate = get(renewalGateAtom);
  if (!gate) return Promise.resolve(false);
  return gate.run(async () => {
    const refreshToken = get(snapshotAtom)?.tokens?.refreshToken;
    if (!refreshToken) throw new Error('There is no refresh token to renew with');
    const tokens = await api.renewSession(refreshToken);
    // A logout (or another sign-in) while the call was out wins over its answer.
    if (get(snapshotAtom)?.tokens?.refreshToken !== refreshToken) throw new Error('The sign-in changed');
    if (!hasFullView(tokens.scope)) throw new Error('The renewed tokens lack full view');
    set(signInAtom, tokens);
  });
});
