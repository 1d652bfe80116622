// Account, wrap group and client search through the gateway against the seeded sandbox.
import { beforeAll, describe, expect, it } from 'vitest';
import { cents, DEV, gql, passwordGrant, sandboxUrl, type Tokens } from './support.ts';

const SEARCH = /* GraphQL */ `query($f: AccountFilter, $n: Int, $after: String, $s: AccountSort) {
  accountSearch(filter: $f, first: $n, after: $after, sort: $s) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { accountId accountNumber accountName accountStatus accountType productCode adviserType accountBalance accountCreated }
  }
}`;

let t: Tokens;
beforeAll(async () => {
  t = await passwordGrant('wrap.adviser');
});

describe('account search', () => {
  it('pages with cursors through every account without duplicates', async () => {
    const seen = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    let total = 0;
    do {
      const res: any = await gql(SEARCH, { f: { accountStatus: ['Closed'] }, n: 25, after }, t.access_token);
      expect(res.errors).toBeUndefined();
      const conn = res.data.accountSearch;
      total = conn.totalCount;
      for (const n of conn.nodes) {
        expect(n.accountStatus).toBe('Closed');
        expect(seen.has(n.accountId)).toBe(false);
        seen.add(n.accountId);
      }
      after = conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null;
      pages += 1;
    } while (after && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect(seen.size).toBeGreaterThan(25);
    // totalCount counts upstream rows (account x adviser link), so it is at least the distinct accounts.
    expect(total).toBeGreaterThanOrEqual(seen.size);
  });

  it('a keyword matches on every token and sorts by name', async () => {
    const base = await gql(SEARCH, { f: {}, n: 10 }, t.access_token);
    const name: string = base.data.accountSearch.nodes[0].accountName;
    const word = name.split(/[^A-Za-z0-9]+/).find((w) => w.length >= 3)!;
    const res = await gql(SEARCH, { f: { keyword: `  ${word.toLowerCase()} !! ` }, n: 25 }, t.access_token);
    const nodes = res.data.accountSearch.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    const names = nodes.map((n: any) => n.accountName);
    expect([...names].sort((x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' }))).toEqual(names.slice().sort((x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
    expect(names.some((n: string) => n.toUpperCase().includes(word.toUpperCase()))).toBe(true);
  });

  it('says which business day the balances are as at', async () => {
    const res = await gql(`{ accountSearch(filter: { keyword: "trust" }, first: 1) { balancesAsAt } }`, {}, t.access_token);
    const asAt: string = res.data.accountSearch.balancesAsAt;
    expect(asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = new Date(`${asAt}T00:00:00Z`);
    expect([0, 6]).not.toContain(day.getUTCDay());
    expect(day.getTime()).toBeLessThan(Date.now());
  });

  it('with no status both Active and Closed come back; a status filter narrows', async () => {
    const all = await gql(SEARCH, { f: {}, n: 1 }, t.access_token);
    const active = await gql(SEARCH, { f: { accountStatus: ['Active'] }, n: 1 }, t.access_token);
    const closed = await gql(SEARCH, { f: { accountStatus: ['Closed'] }, n: 1 }, t.access_token);
    expect(all.data.accountSearch.totalCount).toBe(active.data.accountSearch.totalCount + closed.data.accountSearch.totalCount);
  });

  it('filters by balance range, account type and opening date', async () => {
    const res = await gql(SEARCH, { f: { accountTypes: ['CASH'], accountStatus: ['Active'], fromAmount: 1000, toAmount: 50000, openDateFrom: '2000-01-01' }, n: 50 }, t.access_token);
    expect(res.errors).toBeUndefined();
    for (const n of res.data.accountSearch.nodes) {
      expect(n.accountType).toBe('CASH');
      expect(cents(n.accountBalance)).toBeGreaterThanOrEqual(100000);
      expect(cents(n.accountBalance)).toBeLessThanOrEqual(5000000);
    }
  });

  it('sends the tokenised keyword and the status list upstream', async () => {
    await gql(SEARCH, { f: { keyword: 'smith--jo$hn' }, n: 5 }, t.access_token);
    const log = await (await fetch(`${sandboxUrl()}/sandbox/requests?limit=20`, { headers: DEV })).json();
    const entries: any[] = Array.isArray(log) ? log : log.requests;
    const calls = entries.filter((r) => r.path.includes('/intermediary-accounts/v2/') && r.query.keyword === 'smith,jo,hn');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0].query.accountStatus.split(',').sort()).toEqual(['Active', 'Closed']);
  });

  it('favourites with none saved gives an empty result', async () => {
    const fresh = await passwordGrant('perpetual.adviser');
    await gql(`mutation { setPreference(key: "FavouriteAccounts", value: []) { key } }`, {}, fresh.access_token);
    const res = await gql(SEARCH, { f: { favourites: true }, n: 25 }, fresh.access_token);
    expect(res.errors).toBeUndefined();
    expect(res.data.accountSearch.nodes).toEqual([]);
  });
});

describe('wrap group and client search', () => {
  it('finds groups by name and caps the list', async () => {
    const all = await gql(`{ wrapGroupSearch(first: 50) { accountGroupCode accountGroupName accountGroupType businessVentureId } }`, {}, t.access_token);
    const groups = all.data.wrapGroupSearch;
    expect(groups.length).toBeGreaterThan(0);
    const word = groups[0].accountGroupName.split(/\s+/).find((w: string) => w.length >= 3);
    const res = await gql(`query($q: String) { wrapGroupSearch(query: $q, first: 5) { accountGroupName } }`, { q: word }, t.access_token);
    expect(res.data.wrapGroupSearch.length).toBeGreaterThan(0);
    expect(res.data.wrapGroupSearch.length).toBeLessThanOrEqual(5);
  });

  it('finds clients with display names', async () => {
    const res = await gql(`{ clientSearch(query: "a", first: 30) { totalCount resultSize nodes { contactId displayName type suburb status } } }`, {}, t.access_token);
    expect(res.errors).toBeUndefined();
    const conn = res.data.clientSearch;
    expect(conn.nodes.length).toBeGreaterThan(0);
    expect(conn.nodes.length).toBeLessThanOrEqual(30);
    for (const c of conn.nodes) expect(c.displayName.trim().length).toBeGreaterThan(0);
  });
});
