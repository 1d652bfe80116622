// Account search through GraphQL against a fake upstream: query building, favourites, dedupe, batching.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodePageCursor } from './page-cursor.js';
import { account, accountsPath, PREFERENCES_PATH, routeHappyPaths } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';

let h: Harness;
const ACCOUNTS = accountsPath('M100001');
const LIST = '/api/intermediary-accounts/v1/intermediaries/M100001/accounts/list';
const ACCESS = '/api/wealth/channel/user/v1/account/access';

beforeEach(async () => {
  h = await startHarness();
  routeHappyPaths(h.upstream);
});
afterEach(() => h.close());

const SEARCH = /* GraphQL */ `
  query Search($filter: AccountFilter, $first: Int, $after: String, $sort: AccountSort) {
    accountSearch(filter: $filter, first: $first, after: $after, sort: $sort) {
      totalCount
      nodes { accountId adviserType isOpeningXLAccountAllowed }
      edges { cursor node { accountId } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

describe('accountSearch', () => {
  it('builds the v2 query from the filter', async () => {
    await h.query(SEARCH, {
      token: 't',
      headers: { badge: 'oasis' },
      variables: {
        filter: { keyword: "o'brien/smith", accountTypes: ['WRAP'], openDateFrom: '2025-01-01', openDateTo: '2025-01-31', fromAmount: '5.00', adviserCodes: ['D001A01'] },
        first: 10,
        after: encodePageCursor({ upstream: 'c-1', lastAccountId: 'A9' }),
        sort: { columns: ['BALANCE'], order: 'DESC' },
      },
    });
    const [call] = h.upstream.calls(ACCOUNTS);
    expect(Object.fromEntries(call.query)).toEqual({
      keyword: 'o,brien,smith',
      accountStatus: 'Active,Closed',
      accountType: 'WRAP',
      openDateFrom: '2025-01-01T00:00:00Z',
      openDateTo: '2025-01-31T23:59:59Z',
      fromAmount: '5.00',
      badge: 'oasis',
      sortColumn: 'balance',
      sortOrder: 'desc',
      limit: '10',
      endCursor: 'c-1',
    });
    expect(call.headers.advisers).toBe('D001A01');
  });

  it('keeps one node per account (primary first) and reports the upstream total and cursor', async () => {
    h.upstream.route('GET', ACCOUNTS, {
      body: {
        total_count: 4,
        data: {
          accounts: [
            account({ accountId: 'A1', adviserType: 'S', isOpeningXLAccountAllowed: true }),
            account({ accountId: 'A1', adviserType: 'P' }),
            account({ accountId: 'A2', adviserType: 'S', isOpeningXLAccountAllowed: false }),
            account({ accountId: 'A2', adviserType: 'S', isOpeningXLAccountAllowed: true }),
          ],
          hasNextPage: true,
          endCursor: 'next-1',
        },
      },
    });
    const res = await h.query(SEARCH, { token: 't' });
    expect(res.errors).toBeUndefined();
    expect(res.data.accountSearch).toEqual({
      totalCount: 4,
      nodes: [
        { accountId: 'A1', adviserType: 'PRIMARY', isOpeningXLAccountAllowed: false },
        { accountId: 'A2', adviserType: 'SECONDARY', isOpeningXLAccountAllowed: true },
      ],
      edges: [
        { cursor: 'A1', node: { accountId: 'A1' } },
        { cursor: 'A2', node: { accountId: 'A2' } },
      ],
      pageInfo: { hasNextPage: true, endCursor: encodePageCursor({ upstream: 'next-1', lastAccountId: 'A2' }) },
    });
  });

  it('drops the previous page boundary account, whose rows continue on this page', async () => {
    h.upstream.route('GET', ACCOUNTS, {
      body: {
        total_count: 3,
        data: {
          accounts: [account({ accountId: 'A2', adviserType: 'S' }), account({ accountId: 'A3', adviserType: 'P' })],
          hasNextPage: false,
          endCursor: null,
        },
      },
    });
    const after = encodePageCursor({ upstream: 'next-1', lastAccountId: 'A2' });
    const res = await h.query(SEARCH, { token: 't', variables: { after } });
    expect(res.data.accountSearch.nodes.map((n: { accountId: string }) => n.accountId)).toEqual(['A3']);
    expect(res.data.accountSearch.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
    expect(Object.fromEntries(h.upstream.calls(ACCOUNTS)[0].query).endCursor).toBe('next-1');
  });

  it('rejects a malformed date as BAD_USER_INPUT naming the field, without calling the search', async () => {
    const res = await h.query(SEARCH, { token: 't', variables: { filter: { openDateFrom: '2025-13-01' } } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', scalar: 'Date' });
    expect(res.errors?.[0].message).toMatch(/^Variable "\$filter" got invalid value "2025-13-01" at "filter\.openDateFrom"; Date must be a calendar day/);
    expect(h.upstream.calls(ACCOUNTS)).toHaveLength(0);
  });
});

describe('accountSearch with favourites (000 §5)', () => {
  it('no saved favourites gives an empty result without searching', async () => {
    const res = await h.query(SEARCH, { token: 't', variables: { filter: { favourites: true } } });
    expect(res.data.accountSearch).toEqual({ totalCount: 0, nodes: [], edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    expect(h.upstream.calls(PREFERENCES_PATH)[0].query.get('key')).toBe('favourite-accounts');
    expect(h.upstream.calls(ACCOUNTS)).toHaveLength(0);
  });

  it('searches within the saved favourites', async () => {
    h.upstream.route('GET', PREFERENCES_PATH, { body: { entries: [{ key: 'favourite-accounts', value: ['A1', 'A7'] }] } });
    await h.query(SEARCH, { token: 't', variables: { filter: { favourites: true, keyword: 'smith' } } });
    const [call] = h.upstream.calls(ACCOUNTS);
    expect(call.query.get('accountIds')).toBe('A1,A7');
    expect(call.query.get('keyword')).toBe('smith');
  });

  it('a failed preference read is an error, not an empty result', async () => {
    h.upstream.route('GET', PREFERENCES_PATH, { status: 500, body: {} });
    const res = await h.query(SEARCH, { token: 't', variables: { filter: { favourites: true } } });
    expect(res.data).toEqual({ accountSearch: null });
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(h.upstream.calls(ACCOUNTS)).toHaveLength(0);
  });
});

describe('accountsByIds and access (DataLoader)', () => {
  beforeEach(() => {
    h.upstream.route('GET', LIST, (req) => ({
      body: {
        accounts: (req.query.get('account_list') ?? '')
          .split(',')
          .filter((id) => id !== 'HIDDEN')
          .flatMap((id) => [account({ accountId: id, adviserType: 'S' }), account({ accountId: id, adviserType: 'P' })]),
      },
    }));
    h.upstream.route('GET', ACCESS, (req) => ({
      body: { accessibleAccounts: (req.query.get('accountCode') ?? '').split(',').map((id) => ({ id, access: id === 'A2' ? 'VIEW' : 'FULL' })) },
    }));
  });

  it('loads accounts in one accounts/list call, in order, null where not visible', async () => {
    const res = await h.query(/* GraphQL */ `{ accountsByIds(ids: ["A2", "HIDDEN", "A1"]) { accountId adviserType } }`, { token: 't' });
    expect(res.data.accountsByIds).toEqual([{ accountId: 'A2', adviserType: 'PRIMARY' }, null, { accountId: 'A1', adviserType: 'PRIMARY' }]);
    expect(h.upstream.calls(LIST)).toHaveLength(1);
    expect(h.upstream.calls(LIST)[0].query.get('badge')).toBe('mgl');
  });

  it('asks account/access once for every account in a response', async () => {
    h.upstream.route('GET', ACCOUNTS, {
      body: { total_count: 3, data: { accounts: ['A1', 'A2', 'A3'].map((accountId) => account({ accountId })), hasNextPage: false } },
    });
    const res = await h.query(/* GraphQL */ `{ accountSearch { nodes { accountId access } } }`, { token: 't' });
    expect(res.data.accountSearch.nodes).toEqual([
      { accountId: 'A1', access: 'FULL' },
      { accountId: 'A2', access: 'VIEW' },
      { accountId: 'A3', access: 'FULL' },
    ]);
    const calls = h.upstream.calls(ACCESS);
    expect(calls).toHaveLength(1);
    expect(calls[0].query.get('accountCode')).toBe('A1,A2,A3');
  });
});
