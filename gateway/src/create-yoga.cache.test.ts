// The 2000 ms response cache, keyed by user (000 §7).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREFERENCES_PATH, user, USER_PATH } from './testing/fixtures.js';
import { startHarness, type Harness } from './testing/harness.js';

let h: Harness;
const USER_QUERY = /* GraphQL */ `{ viewer { user { mac firstName } } }`;

beforeEach(async () => {
  h = await startHarness();
  // Each token is a different user.
  h.upstream.route('GET', USER_PATH, (req) =>
    req.headers.authorization === 'Bearer token-a'
      ? { body: { data: user({ mac: 'MA', firstName: 'Alice' }) } }
      : { body: { data: user({ mac: 'MB', firstName: 'Bob' }) } },
  );
  h.upstream.route('GET', PREFERENCES_PATH, { body: { entries: [{ key: 'homepage', value: 'search' }] } });
  h.upstream.route('POST', /^\/api\/channel\/micro\/v3s\/preference\/entry\//, (req) => ({ body: { key: 'homepage', value: JSON.parse(req.body).value } }));
});
afterEach(() => h.close());

describe('response cache', () => {
  it("never serves user A's cached answer to user B", async () => {
    const a = await h.query(USER_QUERY, { token: 'token-a' });
    const b = await h.query(USER_QUERY, { token: 'token-b' });
    expect(a.data.viewer.user).toEqual({ mac: 'MA', firstName: 'Alice' });
    expect(b.data.viewer.user).toEqual({ mac: 'MB', firstName: 'Bob' });
    expect(h.upstream.calls(USER_PATH)).toHaveLength(2);
  });

  it('serves the same user from cache within the TTL', async () => {
    await h.query(USER_QUERY, { token: 'token-a' });
    const again = await h.query(USER_QUERY, { token: 'token-a' });
    expect(again.data.viewer.user.mac).toBe('MA');
    expect(h.upstream.calls(USER_PATH)).toHaveLength(1);
  });

  it('asks again once the TTL has passed', async () => {
    const short = await startHarness({ cacheTtlMs: 50 });
    short.upstream.route('GET', USER_PATH, { body: { data: user() } });
    await short.query(USER_QUERY, { token: 'token-a' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    await short.query(USER_QUERY, { token: 'token-a' });
    expect(short.upstream.calls(USER_PATH)).toHaveLength(2);
    await short.close();
  });

  it("a write by a user drops that user's cached answers, not other users'", async () => {
    const PREFS = /* GraphQL */ `{ viewer { preferences(keys: ["Homepage"]) { value } } }`;
    await h.query(PREFS, { token: 'token-a' });
    await h.query(PREFS, { token: 'token-b' });
    expect(h.upstream.calls(PREFERENCES_PATH)).toHaveLength(2);

    const saved = await h.query(/* GraphQL */ `mutation { setPreference(key: "Homepage", value: "dashboard") { key value } }`, { token: 'token-a' });
    expect(saved.data.setPreference).toEqual({ key: 'Homepage', value: 'dashboard' });

    await h.query(PREFS, { token: 'token-a' }); // re-read upstream
    await h.query(PREFS, { token: 'token-b' }); // still cached
    expect(h.upstream.calls(PREFERENCES_PATH)).toHaveLength(3);
  });

  it('does not cache when the TTL is 0', async () => {
    const none = await startHarness({ cacheTtlMs: 0 });
    none.upstream.route('GET', USER_PATH, { body: { data: user() } });
    await none.query(USER_QUERY, { token: 'token-a' });
    await none.query(USER_QUERY, { token: 'token-a' });
    expect(none.upstream.calls(USER_PATH)).toHaveLength(2);
    await none.close();
  });
});
