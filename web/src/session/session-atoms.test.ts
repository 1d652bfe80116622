import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { leaveAtom, leavingAtom, logoutAtom } from './leave-atoms';
import { MemoryStorage } from './memory-storage';
import { configureSessionAtom, isSignedInAtom, renewTokensAtom, sessionAtom, signInAtom } from './session-atoms';
import type { SessionApi, SessionServices } from './session-services';
import type { SessionTokens } from './tokens';

const first: SessionTokens = { accessToken: 'at-1', refreshToken: 'rt-1', scope: 'WEALTH_FULL_VIEW', expiresIn: 900, refreshTokenExpiresIn: 7200 };
const second: SessionTokens = { ...first, accessToken: 'at-2', refreshToken: 'rt-2' };

function setup(api: Partial<SessionApi> = {}) {
  const storage = new MemoryStorage();
  const clock = { t: 1_000_000 };
  const fullApi: SessionApi = {
    renewSession: vi.fn(async () => second),
    endSession: vi.fn(async () => undefined),
    exitUrl: vi.fn(async (badge, target) => `https://signin.example/${badge}/${target.page}`),
    ...api,
  };
  const services: SessionServices = {
    api: fullApi,
    storage,
    brand: 'oasis',
    loginRedirectUri: 'http://localhost:4000/#/login',
    assign: vi.fn(),
    clearCache: vi.fn(async () => undefined),
    now: () => clock.t,
    newSessionId: () => 'session-1',
  };
  const store = createStore();
  store.set(configureSessionAtom, services);
  return { store, storage, services, api: fullApi, clock };
}

describe('session atoms', () => {
  it('starts signed out and records brand and session id', () => {
    const { store, storage } = setup();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(sessionAtom)).toEqual({ tokens: null, brand: 'oasis', sessionId: 'session-1' });
    expect(storage.getItem('brand')).toBe('oasis');
    expect(storage.getItem('session_id')).toBe('session-1');
  });

  it('adopts tokens already in session storage (a reload)', () => {
    const storage = new MemoryStorage();
    storage.setItem('access_token', 'at-0');
    storage.setItem('refresh_token', 'rt-0');
    storage.setItem('scope', 'WEALTH_FULL_VIEW');
    const store = createStore();
    const { services } = setup();
    store.set(configureSessionAtom, { ...services, storage });
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(sessionAtom)?.tokens?.accessToken).toBe('at-0');
  });

  it('signs in with full-view tokens', () => {
    const { store, storage } = setup();
    store.set(signInAtom, first);
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(storage.getItem('access_token')).toBe('at-1');
  });

  it('renews with the refresh token and keeps the new tokens', async () => {
    const { store, storage, api } = setup();
    store.set(signInAtom, first);
    expect(await store.set(renewTokensAtom)).toBe(true);
    expect(api.renewSession).toHaveBeenCalledWith('rt-1');
    expect(storage.getItem('access_token')).toBe('at-2');
    expect(storage.getItem('refresh_token')).toBe('rt-2');
  });

  it('renews once for concurrent callers and not again within 2 seconds', async () => {
    const { store, api, clock } = setup();
    store.set(signInAtom, first);
    const results = await Promise.all([store.set(renewTokensAtom), store.set(renewTokensAtom), store.set(renewTokensAtom)]);
    expect(results).toEqual([true, true, true]);
    clock.t += 1500;
    expect(await store.set(renewTokensAtom)).toBe(true);
    expect(api.renewSession).toHaveBeenCalledTimes(1);
    clock.t += 600;
    await store.set(renewTokensAtom);
    expect(api.renewSession).toHaveBeenCalledTimes(2);
    expect(api.renewSession).toHaveBeenLastCalledWith('rt-2');
  });

  it('reports a failed renewal and keeps the old tokens', async () => {
    const { store, storage } = setup({ renewSession: vi.fn(async () => Promise.reject(new Error('UNAUTHENTICATED'))) });
    store.set(signInAtom, first);
    expect(await store.set(renewTokensAtom)).toBe(false);
    expect(storage.getItem('access_token')).toBe('at-1');
  });

  it('cannot renew without a sign-in', async () => {
    const { store, api } = setup();
    expect(await store.set(renewTokensAtom)).toBe(false);
    expect(api.renewSession).not.toHaveBeenCalled();
  });

  it('drops a renewal that a logout overtook', async () => {
    let answer!: (tokens: SessionTokens) => void;
    const renewSession = vi.fn(() => new Promise<SessionTokens>((res) => (answer = res)));
    const { store, storage } = setup({ renewSession });
    store.set(signInAtom, first);
    const renewal = store.set(renewTokensAtom);
    await vi.waitFor(() => expect(renewSession).toHaveBeenCalled());
    await store.set(logoutAtom, 'logged_out');
    answer(second);
    expect(await renewal).toBe(false);
    expect(storage.getItem('access_token')).toBeNull();
  });
});

describe('logout', () => {
  it('revokes, forgets tokens and cache, then goes to the logout page', async () => {
    const { store, storage, services, api } = setup();
    store.set(signInAtom, first);
    await store.set(logoutAtom, 'logged_out');
    expect(api.endSession).toHaveBeenCalledWith('rt-1');
    expect(storage.keys()).toEqual(['brand', 'session_id']);
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(services.clearCache).toHaveBeenCalled();
    expect(api.exitUrl).toHaveBeenCalledWith('oasis', { page: 'logout', reason: 'logged_out' }, 'http://localhost:4000/#/login');
    expect(services.assign).toHaveBeenCalledWith('https://signin.example/oasis/logout');
    expect(store.get(leavingAtom)).toEqual({ target: { page: 'logout', reason: 'logged_out' }, status: 'pending' });
  });

  it('goes to the error page for an error code', async () => {
    const { store, api } = setup();
    store.set(signInAtom, first);
    await store.set(logoutAtom, 'server_error');
    expect(api.exitUrl).toHaveBeenCalledWith('oasis', { page: 'error', code: 'server_error' }, expect.any(String));
  });

  it('ignores a failure to revoke', async () => {
    const { store, services } = setup({ endSession: vi.fn(async () => Promise.reject(new Error('down'))) });
    store.set(signInAtom, first);
    await store.set(logoutAtom, 'timed_out');
    expect(services.assign).toHaveBeenCalledWith('https://signin.example/oasis/logout');
  });

  it('logs out once when asked twice', async () => {
    const { store, api } = setup();
    store.set(signInAtom, first);
    await Promise.all([store.set(logoutAtom, 'timed_out'), store.set(logoutAtom, 'logged_out')]);
    expect(api.endSession).toHaveBeenCalledTimes(1);
    expect(api.exitUrl).toHaveBeenCalledTimes(1);
  });

  it('lets the user retry when the exit address cannot be had', async () => {
    const exitUrl = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('https://signin.example/x');
    const { store, services } = setup({ exitUrl });
    store.set(signInAtom, first);
    await store.set(logoutAtom, 'logged_out');
    expect(store.get(leavingAtom)?.status).toBe('failed');
    expect(services.assign).not.toHaveBeenCalled();

    await store.set(leaveAtom, store.get(leavingAtom)!.target);
    expect(services.assign).toHaveBeenCalledWith('https://signin.example/x');
  });
});
