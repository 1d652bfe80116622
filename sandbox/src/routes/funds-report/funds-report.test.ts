import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { recordHoldings } from '../portfolio/holdings-register.js';

// The report against the register read with the test's own SQL, its pages against the report, its filters, and the
// totals kept current when links change.
let sandbox: Sandbox;
const tokens = new Map<string, string>();
const USERS = { 'wrap.adviser': 'M0000001', 'grow.adviser': 'M0000002', 'dealer.staff': 'M0000004' } as const;
type User = keyof typeof USERS;

beforeAll(async () => {
  sandbox = await testSandbox();
  for (const user of Object.keys(USERS)) tokens.set(user, (await passwordGrant(sandbox.app, user)).access_token);
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const base = (user: User) => `/api/intermediary-accounts/v1/intermediaries/${USERS[user]}/funds-and-accounts`;
const get = (user: User, path = '', query = '') => call(sandbox.app, tokens.get(user)!, `${base(user)}${path}${query ? `?${query}` : ''}`);

interface Investment { asset_code: string; accounts: number; units: number; value: number; share: number }
interface Holding { asset_code: string; account_id: string; units: number; price: number; value: number }

/** Per investment: accounts, units and cents over the register rows of the wraps the user sees, each account once. */
async function direct(mac: string, extra = '', params: unknown[] = []) {
  const { rows } = await sandbox.db.query<{ asset_code: string; accounts: number; units: string; value: string }>(
    `with scope as (
       select ue.entity_key from user_entities ue where ue.mac = $1
       union select e.entity_key from users u join adviser_entities e on e.dealer_code = u.dealer_code where u.mac = $1 and u.dealer_restricted
     ), visible as (
       select distinct a.account_id, a.dealer_code from accounts a join account_advisers aa on aa.account_id = a.account_id join scope s on s.entity_key = aa.entity_key
     )
     select h.asset_code, count(*)::int as accounts, sum(h.units)::text as units, sum(h.value)::text as value
       from holdings h join visible v on v.account_id = h.account_id where true ${extra} group by h.asset_code`,
    [mac, ...params],
  );
  return new Map(rows.map((r) => [r.asset_code, { accounts: r.accounts, units: r.units, cents: Math.round(Number(r.value) * 100) }]));
}

async function allPages(user: User, query: string): Promise<Holding[]> {
  const out: Holding[] = [];
  let after: string | null = null;
  do {
    const res = await get(user, '/holdings', `${query}&limit=700${after ? `&after=${after}` : ''}`);
    expect(res.status).toBe(200);
    out.push(...res.body.holdings);
    after = res.body.next;
  } while (after);
  return out;
}

describe('funds and accounts report', () => {
  it.each(Object.keys(USERS) as User[])('adds up the register over the wraps %s sees', async (user) => {
    const res = await get(user);
    expect(res.status).toBe(200);
    const sums = await direct(USERS[user]);
    expect(res.body.investments.length).toBe(sums.size);
    expect(sums.size).toBeGreaterThan(10);
    let cents = 0;
    for (const i of res.body.investments as Investment[]) {
      const d = sums.get(i.asset_code)!;
      expect({ code: i.asset_code, accounts: i.accounts, units: i.units, cents: Math.round(i.value * 100) }).toEqual({ code: i.asset_code, accounts: d.accounts, units: Number(d.units), cents: d.cents });
      cents += d.cents;
    }
    expect(Math.round(res.body.total.value * 100)).toBe(cents);
    const shares = (res.body.investments as Investment[]).reduce((s, i) => s + i.share, 0);
    expect(Math.abs(shares - 100)).toBeLessThan(0.5);
  });

  it('pages through every holding of the report, and each row is units x price to the cent', async () => {
    const report = (await get('grow.adviser')).body;
    const rows = await allPages('grow.adviser', '');
    expect(rows.length).toBe(report.total.holdings);
    expect(new Set(rows.map((r) => `${r.asset_code} ${r.account_id}`)).size).toBe(rows.length);
    for (const r of rows) expect(Math.round(r.value * 100), `${r.account_id} ${r.asset_code}`).toBe(Math.round(r.units * r.price * 100));
    for (const i of report.investments as Investment[]) {
      const mine = rows.filter((r) => r.asset_code === i.asset_code);
      expect(mine.length).toBe(i.accounts);
      expect(mine.reduce((s, r) => s + Math.round(r.value * 100), 0)).toBe(Math.round(i.value * 100));
    }
  });

  it('filters by investment, dealer and adviser code', async () => {
    const full = (await get('wrap.adviser')).body;
    const top = full.investments[0] as Investment;
    const one = (await get('wrap.adviser', '', `assetCode=${top.asset_code}`)).body;
    expect(one.investments).toEqual([{ ...full.investments[0], share: 100 }]);
    expect(one.total.accounts).toBe(top.accounts);

    const dealer = full.filters.dealers[0].dealer_code as string;
    const byDealer = (await get('wrap.adviser', '', `dealerCode=${dealer}`)).body;
    const sums = await direct(USERS['wrap.adviser'], 'and v.dealer_code = $2', [dealer]);
    expect(byDealer.investments.map((i: Investment) => [i.asset_code, i.accounts])).toEqual(
      expect.arrayContaining([...sums].map(([code, d]) => [code, d.accounts])),
    );
    expect(byDealer.investments.length).toBe(sums.size);

    const adviser = full.filters.advisers.at(-1).adviser_code as string;
    const byAdviser = (await get('wrap.adviser', '', `adviserCode=${adviser}`)).body;
    const { rows } = await sandbox.db.query<{ n: number }>(
      'select count(distinct h.account_id)::int as n from holdings h join account_advisers aa on aa.account_id = h.account_id where aa.entity_key = $1',
      [adviser],
    );
    expect(byAdviser.total.accounts).toBe(rows[0]!.n);
    const pages = await allPages('wrap.adviser', `adviserCode=${adviser}&assetCode=${byAdviser.investments[0].asset_code}`);
    expect(pages.length).toBe(byAdviser.investments[0].accounts);
  });

  it("refuses another adviser's dealer or adviser code as an unknown one, and another user's mac", async () => {
    const grow = (await get('grow.adviser')).body;
    const foreignDealer = grow.filters.dealers[0].dealer_code;
    const foreignAdviser = grow.filters.advisers[0].adviser_code;
    expect((await get('wrap.adviser', '', `dealerCode=${foreignDealer}`)).status).toBe(404);
    expect((await get('wrap.adviser', '', `adviserCode=${foreignAdviser}`)).status).toBe(404);
    expect((await get('wrap.adviser', '/holdings', `adviserCode=${foreignAdviser}`)).status).toBe(404);
    const other = await call(sandbox.app, tokens.get('wrap.adviser')!, `${base('grow.adviser')}`);
    expect(other.status).toBe(404);
    expect((await get('wrap.adviser', '/holdings', 'after=nonsense')).status).toBe(400);
  });

  it('keeps its totals when an account changes adviser, and when a call writes the register again', async () => {
    const { rows } = await sandbox.db.query<{ account_id: string; entity_key: string }>(
      `select h.account_id, min(aa.entity_key) as entity_key from holdings h join account_advisers aa on aa.account_id = h.account_id
        join user_entities ue on ue.entity_key = aa.entity_key and ue.mac = $1 group by h.account_id order by h.account_id limit 1`,
      [USERS['wrap.adviser']],
    );
    const { account_id: id } = rows[0]!;
    const before = (await get('wrap.adviser')).body;
    const foreign = (await sandbox.db.query<{ entity_key: string }>(`select entity_key from user_entities where mac = $1 limit 1`, [USERS['grow.adviser']])).rows[0]!.entity_key;
    const links = (await sandbox.db.query<{ entity_key: string; adviser_type: string }>('select entity_key, adviser_type from account_advisers where account_id = $1', [id])).rows;
    await sandbox.db.query('delete from account_advisers where account_id = $1', [id]);
    await sandbox.db.query(`insert into account_advisers (account_id, entity_key, adviser_type) values ($1, $2, 'P')`, [id, foreign]);
    const moved = (await get('wrap.adviser')).body;
    expect(moved.total.accounts).toBe(before.total.accounts - 1);
    const sums = await direct(USERS['wrap.adviser']);
    for (const i of moved.investments as Investment[]) expect(i.accounts).toBe(sums.get(i.asset_code)!.accounts);
    await sandbox.db.query('delete from account_advisers where account_id = $1', [id]);
    for (const l of links) await sandbox.db.query('insert into account_advisers (account_id, entity_key, adviser_type) values ($1, $2, $3)', [id, l.entity_key, l.adviser_type]);
    await recordHoldings(sandbox.db, [id]);
    expect((await get('wrap.adviser')).body).toEqual(before);
  });
});
