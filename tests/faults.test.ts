// Upstream failures become stable GraphQL error codes, and one failing search category leaves the others intact.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, gql, passwordGrant, setFault, type Tokens } from './support.ts';

const ALL = /* GraphQL */ `query($k: String!) {
  accountSearch(filter: { keyword: $k }) { totalCount nodes { accountId } }
  wrapGroupSearch(query: $k) { accountGroupCode }
  clientSearch(query: $k) { totalCount nodes { contactId } }
}`;

let t: Tokens;
beforeAll(async () => {
  t = await passwordGrant('wrap.adviser');
});
afterEach(clearFaults);

describe('faults on demand', () => {
  it('an account search failure carries its code and the other categories still answer', async () => {
    await setFault({ path: '/api/intermediary-accounts/v2/*', status: 503 });
    const res = await gql(ALL, { k: 'fault1' }, t.access_token);
    const err = res.errors?.find((e) => e.path?.[0] === 'accountSearch');
    expect(err?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(res.data.accountSearch).toBeNull();
    expect(Array.isArray(res.data.wrapGroupSearch)).toBe(true);
    expect(res.data.clientSearch).not.toBeNull();
    expect(res.errors?.filter((e) => e.path?.[0] !== 'accountSearch')).toEqual([]);
  });

  it('a malformed upstream body is UPSTREAM_BAD_RESPONSE', async () => {
    await setFault({ path: '/api/wealth/ada/search/clients', malformed: true });
    const res = await gql(ALL, { k: 'fault2' }, t.access_token);
    expect(res.errors?.find((e) => e.path?.[0] === 'clientSearch')?.extensions?.code).toBe('UPSTREAM_BAD_RESPONSE');
    expect(res.data.accountSearch).not.toBeNull();
  });

  it('a reset connection on a read is retried, so a single reset is invisible', async () => {
    await setFault({ path: '/api/wealth/grouping/v2/account-groups/search', reset: true, times: 1 });
    const res = await gql(ALL, { k: 'fault3' }, t.access_token);
    expect(res.errors).toBeUndefined();
    expect(Array.isArray(res.data.wrapGroupSearch)).toBe(true);
  });

  it('an upstream 401 surfaces as UNAUTHENTICATED with invalid_token so the web renews', async () => {
    // A fresh sign-in: the searches above cached this user's details for 2000 ms.
    const fresh = await passwordGrant('wrap.adviser');
    await setFault({ path: '/api/wealth/channel/user/v1/user/details', status: 401 });
    const res = await gql(`{ viewer { user { mac } } }`, {}, fresh.access_token);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('writes are not retried: one failing preference write fails the mutation', async () => {
    await setFault({ method: 'POST', path: '/api/channel/micro/v3s/preference/entry/*', status: 503, times: 1 });
    const res = await gql(`mutation { setPreference(key: "homepage", value: "dashboard") { key } }`, {}, t.access_token);
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const again = await gql(`mutation { setPreference(key: "homepage", value: "dashboard") { key } }`, {}, t.access_token);
    expect(again.errors).toBeUndefined();
  });
});
