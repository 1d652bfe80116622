// Upstream failures as GraphQL errors with stable codes, and one failing field leaving its siblings.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsPath, CLIENTS_PATH, GROUPS_PATH, PREFERENCES_PATH, routeHappyPaths, USER_PATH, SEARCH_ALL_CATEGORIES } from './testing/fixtures.js';
import { startHarness, type Harness } from './testing/harness.js';

let h: Harness;
/** Generous: a loaded machine can take over a second to answer from the fake upstream; only 'no answer' times out. */
const UPSTREAM_TIMEOUT_MS = 10_000;
beforeEach(async () => {
  h = await startHarness({ upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS });
  routeHappyPaths(h.upstream);
});
afterEach(() => h.close());

const ACCOUNTS = accountsPath('M100001');

describe('error codes', () => {
  it('401 invalid_token is UNAUTHENTICATED with upstreamError so the web renews and retries', async () => {
    h.upstream.route('GET', USER_PATH, {
      status: 401,
      headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
      body: { error: 'invalid_token', error_description: 'expired' },
    });
    const res = await h.query(/* GraphQL */ `{ viewer { user { mac } } }`, { token: 'old' });
    expect(res.errors?.[0]).toMatchObject({
      path: ['viewer', 'user'],
      extensions: { code: 'UNAUTHENTICATED', upstreamError: 'invalid_token', upstreamStatus: 401 },
    });
  });

  it.each([
    ['500', 'UPSTREAM_UNAVAILABLE', { status: 500, body: { error: 'sandbox_fault' } }],
    ['503 every time', 'UPSTREAM_UNAVAILABLE', { status: 503, body: {} }],
    ['a reset connection', 'UPSTREAM_UNAVAILABLE', { destroy: true as const }],
    ['a truncated body', 'UPSTREAM_BAD_RESPONSE', { raw: '{"total_count": 3, "data": {"acc' }],
    ['403', 'FORBIDDEN', { status: 403, body: { error: 'forbidden' } }],
    ['404', 'NOT_FOUND', { status: 404, body: { error: 'not_found' } }],
    ['400', 'BAD_USER_INPUT', { status: 400, body: { error: 'bad_request', message: 'limit must be 1 to 100' } }],
  ])('%s becomes %s', async (_name, code, reply) => {
    h.upstream.route('GET', ACCOUNTS, reply);
    const res = await h.query(/* GraphQL */ `{ accountSearch { totalCount } }`, { token: 't' });
    expect(res.data).toEqual({ accountSearch: null });
    expect(res.errors?.[0]).toMatchObject({ path: ['accountSearch'], extensions: { code } });
  });

  it('no answer in time becomes UPSTREAM_TIMEOUT', async () => {
    await h.close();
    h = await startHarness({ upstreamTimeoutMs: 100 });
    routeHappyPaths(h.upstream);
    h.upstream.route('GET', ACCOUNTS, { never: true });
    const res = await h.query(/* GraphQL */ `{ accountSearch { totalCount } }`, { token: 't' });
    expect(res.data).toEqual({ accountSearch: null });
    expect(res.errors?.[0]).toMatchObject({ path: ['accountSearch'], extensions: { code: 'UPSTREAM_TIMEOUT' } });
  });

  it('a write is not retried: one upstream call for a failing setPreference', async () => {
    h.upstream.route('POST', /preference\/entry\//, { status: 503, body: {} });
    const res = await h.query(/* GraphQL */ `mutation { setPreference(key: "Homepage", value: "search") { key } }`, { token: 't' });
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(h.upstream.calls(/preference\/entry\//)).toHaveLength(1);
  });

  it('a read is retried: a blip on the user details is invisible', async () => {
    h.upstream.route('GET', USER_PATH, (_req, call) => (call === 1 ? { status: 502, body: {} } : { body: { data: { mac: 'M1', firstName: 'Olivia', flags: {} } } }));
    const res = await h.query(/* GraphQL */ `{ viewer { user { mac } } }`, { token: 't' });
    expect(res.errors).toBeUndefined();
    expect(res.data.viewer.user.mac).toBe('M1');
    expect(h.upstream.calls(USER_PATH)).toHaveLength(2);
  });
});

describe('one failing field leaves its siblings', () => {
  it('a failing account search nulls only accountSearch', async () => {
    h.upstream.route('GET', ACCOUNTS, { status: 500, body: { error: 'sandbox_fault' } });
    const res = await h.query(SEARCH_ALL_CATEGORIES, { token: 't' });
    expect(res.data.accountSearch).toBeNull();
    expect(res.data.wrapGroupSearch).toEqual([{ accountGroupCode: 'G1' }]);
    expect(res.data.clientSearch).toEqual({ totalCount: 1, nodes: [{ displayName: 'Olivia Nguyen' }] });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ path: ['accountSearch'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });

  it('failing group and client searches null only themselves', async () => {
    h.upstream.route('GET', GROUPS_PATH, { status: 503, body: {} });
    h.upstream.route('GET', CLIENTS_PATH, { body: { data: [], meta: {}, error: [{ code: 'ADA_DOWN' }] } });
    const res = await h.query(SEARCH_ALL_CATEGORIES, { token: 't' });
    expect(res.data.accountSearch.totalCount).toBe(1);
    expect(res.data.wrapGroupSearch).toBeNull();
    expect(res.data.clientSearch).toBeNull();
    expect(res.errors?.map((e) => [e.path?.[0], e.extensions?.code]).sort()).toEqual([
      ['clientSearch', 'UPSTREAM_UNAVAILABLE'],
      ['wrapGroupSearch', 'UPSTREAM_UNAVAILABLE'],
    ]);
  });

  it('failing preferences leave the user and greeting', async () => {
    h.upstream.route('GET', PREFERENCES_PATH, { status: 500, body: {} });
    const res = await h.query(/* GraphQL */ `{ viewer { user { firstName } greeting preferences(keys: ["Homepage"]) { value } } }`, { token: 't' });
    expect(res.data.viewer.user.firstName).toBe('Olivia');
    expect(res.data.viewer.greeting).toMatch(/Olivia$/);
    expect(res.data.viewer.preferences).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ path: ['viewer', 'preferences'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});
