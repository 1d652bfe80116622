// Favourite accounts and recent lists through the gateway against the sandbox: the saved preference,
// the favourites filter of account search, the recent-list rules (000 §9) and wrap groups by code.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, gql, passwordGrant, sandboxApi, setFault } from './support.ts';

const IDS = /* GraphQL */ `query($n: Int) { accountSearch(filter: { accountStatus: [Active] }, first: $n) { nodes { accountId } } }`;
const SET_FAVOURITE = /* GraphQL */ `mutation($id: ID!, $on: Boolean!) { setFavouriteAccount(accountId: $id, favourite: $on) { key value } }`;
const RECORD = /* GraphQL */ `mutation($kind: RecentKind!, $id: ID!) { recordRecent(kind: $kind, id: $id) { key value } }`;
const FAVOURITES = /* GraphQL */ `{ accountSearch(filter: { favourites: true }) { totalCount nodes { accountId } } }`;

// A user no other file changes preferences for; each test reads what it wrote with a fresh token.
const USER = 'vision.adviser';
let accountIds: string[];

async function freshToken() {
  return (await passwordGrant(USER)).access_token;
}

async function savedPreference(key: string) {
  const res = await sandboxApi(`/api/channel/micro/v3s/preference/entries?key=${key}`, await freshToken());
  return res.body.entries.find((e: { key: string }) => e.key === key)?.value ?? null;
}

beforeAll(async () => {
  const res = await gql(IDS, { n: 8 }, await freshToken());
  accountIds = res.data.accountSearch.nodes.map((n: { accountId: string }) => n.accountId);
  expect(accountIds.length).toBeGreaterThanOrEqual(7);
});

afterEach(() => clearFaults());

describe('favourite accounts', () => {
  it('adds and removes an account in the saved preference, and the favourites filter follows', async () => {
    const token = await freshToken();
    await sandboxApi('/api/channel/micro/v3s/preference/entry/favourite-accounts', token, { method: 'POST', body: JSON.stringify({ value: [] }) });
    const empty = await gql(FAVOURITES, {}, token);
    expect(empty.data.accountSearch).toMatchObject({ totalCount: 0, nodes: [] });

    const added = await gql(SET_FAVOURITE, { id: accountIds[0], on: true }, token);
    expect(added.errors).toBeUndefined();
    expect(added.data.setFavouriteAccount).toEqual({ key: 'FavouriteAccounts', value: [accountIds[0]] });
    expect(await savedPreference('favourite-accounts')).toEqual([accountIds[0]]);
    // Adding again changes nothing (the call is idempotent, not a toggle).
    await gql(SET_FAVOURITE, { id: accountIds[0], on: true }, token);
    expect(await savedPreference('favourite-accounts')).toEqual([accountIds[0]]);

    const filtered = await gql(FAVOURITES, {}, await freshToken());
    expect(filtered.data.accountSearch.nodes.map((n: { accountId: string }) => n.accountId)).toEqual([accountIds[0]]);

    const removed = await gql(SET_FAVOURITE, { id: accountIds[0], on: false }, token);
    expect(removed.data.setFavouriteAccount.value).toEqual([]);
    expect(await savedPreference('favourite-accounts')).toEqual([]);
  });

  it('keeps every one of several simultaneous adds (updates are serialised per user)', async () => {
    const token = await freshToken();
    await sandboxApi('/api/channel/micro/v3s/preference/entry/favourite-accounts', token, { method: 'POST', body: JSON.stringify({ value: [] }) });
    const four = accountIds.slice(0, 4);
    const answers = await Promise.all(four.map((id) => gql(SET_FAVOURITE, { id, on: true }, token)));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect([...(await savedPreference('favourite-accounts'))].sort()).toEqual([...four].sort());
  });

  it('a failed preference read fails the toggle and the favourites filter with an error, not an empty list', async () => {
    await setFault({ method: 'GET', path: '/api/channel/micro/v3s/preference/entries', status: 503 });
    const token = await freshToken();
    const toggle = await gql(SET_FAVOURITE, { id: accountIds[0], on: true }, token);
    expect(toggle.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const search = await gql(FAVOURITES, {}, token);
    expect(search.data?.accountSearch ?? null).toBeNull();
    expect(search.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('recent lists', () => {
  it('recent accounts: newest first, no duplicates, at most 5', async () => {
    const token = await freshToken();
    await sandboxApi('/api/channel/micro/v3s/preference/entry/recent-accounts', token, { method: 'POST', body: JSON.stringify({ value: [] }) });
    for (const id of accountIds.slice(0, 6)) await gql(RECORD, { kind: 'ACCOUNT', id }, token);
    const again = await gql(RECORD, { kind: 'ACCOUNT', id: accountIds[3] }, token);
    const expected = [accountIds[3], accountIds[5], accountIds[4], accountIds[2], accountIds[1]];
    expect(again.data.recordRecent).toEqual({ key: 'RecentAccounts', value: expected });
    expect(await savedPreference('recent-accounts')).toEqual(expected);
  });

  it('recent wrap groups are saved under their own key and read back by code', async () => {
    const wrapToken = (await passwordGrant('wrap.adviser')).access_token;
    const groups = await gql(/* GraphQL */ `{ wrapGroupSearch(first: 2) { accountGroupCode accountGroupName } }`, {}, wrapToken);
    const [first, second] = groups.data.wrapGroupSearch;
    expect(second).toBeDefined();
    const recorded = await gql(RECORD, { kind: 'WRAP_GROUP', id: second.accountGroupCode }, wrapToken);
    expect(recorded.data.recordRecent.key).toBe('RecentWrapGroups');
    expect(recorded.data.recordRecent.value[0]).toBe(second.accountGroupCode);

    const byCodes = await gql(
      /* GraphQL */ `query($c: [ID!]!) { wrapGroupsByCodes(codes: $c) { accountGroupCode accountGroupName } }`,
      { c: [second.accountGroupCode, 'AG999999', first.accountGroupCode] },
      wrapToken,
    );
    expect(byCodes.errors).toBeUndefined();
    expect(byCodes.data.wrapGroupsByCodes).toEqual([
      { accountGroupCode: second.accountGroupCode, accountGroupName: second.accountGroupName },
      null,
      { accountGroupCode: first.accountGroupCode, accountGroupName: first.accountGroupName },
    ]);
  });
});
