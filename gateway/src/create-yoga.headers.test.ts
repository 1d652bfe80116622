// What the gateway forwards upstream, seen from the fake upstream (000 §7 headers).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsPath, CLIENTS_PATH, GROUPS_PATH, routeHappyPaths, USER_PATH } from './testing/fixtures.js';
import { startHarness, type Harness } from './testing/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  routeHappyPaths(h.upstream);
});
afterEach(() => h.close());

const SEARCH_ALL = /* GraphQL */ `
  query Search {
    accountSearch(filter: { keyword: "nguyen", adviserCodes: ["D001A01", "D001A02"] }) { totalCount }
    wrapGroupSearch(query: "nguyen") { accountGroupCode }
    clientSearch(query: "nguyen") { totalCount }
  }
`;

describe('header forwarding', () => {
  it('forwards the bearer token and x-session-id on every call, never x-device-info on these', async () => {
    const res = await h.query(SEARCH_ALL, {
      token: 'token-a',
      headers: { 'x-session-id': 'session-1', 'x-device-info': 'Chrome/130 macOS', badge: 'oasis' },
    });
    expect(res.errors).toBeUndefined();
    const paths = [USER_PATH, accountsPath('M100001'), GROUPS_PATH, CLIENTS_PATH];
    for (const path of paths) {
      const [call] = h.upstream.calls(path);
      expect(call, path).toBeDefined();
      expect(call.headers.authorization).toBe('Bearer token-a');
      expect(call.headers['x-session-id']).toBe('session-1');
      expect(call.headers.badge).toBe('oasis');
      expect(call.headers['x-device-info']).toBeUndefined();
    }
  });

  it('sends adviser codes as the advisers header of the account search only', async () => {
    await h.query(SEARCH_ALL, { token: 'token-a' });
    expect(h.upstream.calls(accountsPath('M100001'))[0].headers.advisers).toBe('D001A01,D001A02');
    expect(h.upstream.calls(GROUPS_PATH)[0].headers.advisers).toBeUndefined();
  });

  it('does not forward the default badge mgl', async () => {
    await h.query(SEARCH_ALL, { token: 'token-a', headers: { badge: 'mgl' } });
    for (const call of h.upstream.requests) expect(call.headers.badge).toBeUndefined();
  });

  it('asks for the user details once per request however many fields need them', async () => {
    await h.query(/* GraphQL */ `{ viewer { user { mac } greeting } accountSearch { totalCount } }`, { token: 'token-a' });
    expect(h.upstream.calls(USER_PATH)).toHaveLength(1);
  });
});

describe('authentication', () => {
  it('answers UNAUTHENTICATED without a bearer token and calls nothing upstream', async () => {
    const res = await h.query(/* GraphQL */ `{ viewer { greeting } }`);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data).toBeNull();
    expect(h.upstream.requests).toHaveLength(0);
  });

  it('fails each search field alone without a token, leaving fields that need none', async () => {
    const res = await h.query(/* GraphQL */ `{ ping accountSearch { totalCount } clientSearch(query: "abc") { totalCount } }`);
    expect(res.data).toEqual({ ping: 'pong', accountSearch: null, clientSearch: null });
    expect(res.errors?.map((e) => [e.path?.[0], e.extensions?.code]).sort()).toEqual([
      ['accountSearch', 'UNAUTHENTICATED'],
      ['clientSearch', 'UNAUTHENTICATED'],
    ]);
  });
});
