import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';

// wrap.adviser (M0000001) and grow.adviser (M0000002) share no dealer: nothing of one is the other's.
let sandbox: Sandbox;
let a: string;
let b: string;
let bAccount: string;
let bClient: string;
let bGroup: string;

beforeAll(async () => {
  sandbox = await testSandbox();
  a = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  b = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
  const q = <T>(sql: string) => sandbox.db.query<T>(sql).then((r) => r.rows[0]);
  bAccount = (await q<{ account_id: string }>(
    `select aa.account_id from account_advisers aa join user_entities ue on ue.entity_key = aa.entity_key
      where ue.mac = 'M0000002' order by aa.account_id limit 1`,
  )).account_id;
  bClient = (await q<{ contact_id: string }>(
    `select c.contact_id from clients c join user_entities ue on ue.entity_key = c.entity_key where ue.mac = 'M0000002' limit 1`,
  )).contact_id;
  bGroup = (await q<{ code: string }>(`select code from account_groups where dealer_code = 'GWWA' and status = 'ACTIVE' limit 1`)).code;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const get = (token: string, url: string, headers?: Record<string, string>) => call(sandbox.app, token, url, { headers });

describe('bearer check', () => {
  it('answers 401 invalid_token with WWW-Authenticate without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer nope', 'Basic abc']) {
      const res = await sandbox.app.inject({ url: '/api/wealth/channel/user/v1/user/details', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(res.json()).toMatchObject({ error: 'invalid_token', error_description: expect.any(String) });
    }
  });
});

describe("user A cannot read user B's data", () => {
  it('answers another user’s mac in the path as it answers an unknown one', async () => {
    const res = await get(a, '/api/intermediary-accounts/v2/intermediaries/M0000002/accounts');
    expect([res.status, res.body]).toEqual([404, { error: 'not_found' }]);
    expect((await get(a, '/api/intermediary-accounts/v1/intermediaries/M0000002/entities')).status).toBe(404);
    expect((await get(a, '/api/intermediary-accounts/v1/intermediaries/M9999999/entities')).status).toBe(404);
  });

  it("hides B's accounts from A's list, access, balance and search", async () => {
    const list = await get(a, `/api/intermediary-accounts/v1/intermediaries/M0000001/accounts/list?account_list=${bAccount}`);
    expect(list.body).toEqual({ accounts: [] });
    expect((await get(b, `/api/intermediary-accounts/v1/intermediaries/M0000002/accounts/list?account_list=${bAccount}`)).body.accounts.length).toBeGreaterThan(0);
    expect((await get(a, `/api/wealth/channel/portfolio/v1/${bAccount}/balance`)).body).toEqual({ error: 'not_found' });
    expect((await get(b, `/api/wealth/channel/portfolio/v1/${bAccount}/balance`)).status).toBe(200);
    expect((await get(a, `/api/wealth/channel/user/v1/account/access?accountCode=${bAccount}`)).body).toEqual({ accessibleAccounts: [] });
    const search = await get(a, `/api/intermediary-accounts/v2/intermediaries/M0000001/accounts?accountIds=${bAccount}&accountStatus=Active,Closed,Pending,Deleted`);
    expect(search.body.total_count).toBe(0);
    expect((await get(a, `/api/wealth/grouping/v2/account-groups/account/${bAccount}/groups`)).status).toBe(404);
  });

  it("hides B's clients", async () => {
    const res = await get(a, `/api/wealth/ada/search/clients?client-id=${bClient}&client-view=details`);
    expect(res.body.data).toEqual([]);
    expect((await get(b, `/api/wealth/ada/search/clients?client-id=${bClient}&client-view=details`)).body.data).toHaveLength(1);
  });

  it("answers 404 for B's group and leaves it alone", async () => {
    const search = await get(a, `/api/wealth/grouping/v2/account-groups/search?codes=${bGroup}`);
    expect(search.body.groups).toEqual([]);
    const close = await call(sandbox.app, a, `/api/wealth/grouping/v2/account-groups/${bGroup}/close`, { method: 'PUT' });
    expect([close.status, close.body]).toEqual([404, { error: 'not_found' }]);
    expect((await get(b, `/api/wealth/grouping/v2/account-groups/search?codes=${bGroup}`)).body.groups).toHaveLength(1);
  });

  it("forbids narrowing by an adviser entity that is not the user's", async () => {
    const res = await get(a, '/api/intermediary-accounts/v2/intermediaries/M0000001/accounts', { advisers: 'GWWA0000' });
    expect(res.status).toBe(403);
    const own = await get(a, '/api/intermediary-accounts/v2/intermediaries/M0000001/accounts?limit=100', { advisers: 'HBWP1001' });
    expect(own.status).toBe(200);
    expect(own.body.data.accounts.every((x: { adviserCode: string }) => x.adviserCode === 'HBWP1001')).toBe(true);
  });
});

describe('dealer-restricted users', () => {
  it("see every adviser entity of their dealer and the dealer's accounts", async () => {
    const staff = (await passwordGrant(sandbox.app, 'dealer.staff')).access_token;
    const entities = await get(staff, '/api/wealth/channel/adviser/v1/adviser/entities?include-linked-adviser-entities=true&include-mot-entities=true');
    const keys: string[] = entities.body.data.map((e: { entity_key: string }) => e.entity_key);
    const dealer = await sandbox.db.query<{ entity_key: string }>(`select entity_key from adviser_entities where dealer_code = 'HBWP' order by entity_key`);
    expect(keys).toEqual(dealer.rows.map((r) => r.entity_key));
    const res = await get(staff, '/api/intermediary-accounts/v2/intermediaries/M0000004/accounts?limit=1', { advisers: 'HBWP1001' });
    expect(res.body.total_count).toBeGreaterThan(0);
  });
});
