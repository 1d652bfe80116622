import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { ASSET_BY_CODE } from '../portfolio/assets.js';
import { businessOnOrBefore, isWeekend, toDay } from '../portfolio/days.js';
import { priceOn } from '../portfolio/prices.js';
import { referenceDay } from '../shared/reference-day.js';

// The search and quotes against the one price source, the history's days, and the holders: the caller's visible
// wraps only (read here with the test's own SQL), page by page, and nothing of another adviser's for any id swapped in.
let sandbox: Sandbox;
const tokens = new Map<string, string>();
const USERS = { 'wrap.adviser': 'M0000001', 'grow.adviser': 'M0000002', 'dealer.staff': 'M0000004' } as const;
type User = keyof typeof USERS;

beforeAll(async () => {
  sandbox = await testSandbox();
  for (const user of Object.keys(USERS)) tokens.set(user, (await passwordGrant(sandbox.app, user)).access_token);
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const get = (user: User, url: string) => call(sandbox.app, tokens.get(user)!, `/api${url}`);
const holdersUrl = (user: User, code: string, query = '') => `/intermediary-accounts/v1/intermediaries/${USERS[user]}/investments/${code}/holders${query ? `?${query}` : ''}`;

interface Holder { account_id: string; account_number: string; units: number; value: number }

/** The holdings register rows of the wraps `mac` sees, for one investment: account id → units and value text. */
async function visibleHolders(mac: string, code: string) {
  const { rows } = await sandbox.db.query<{ account_id: string; units: string; value: string }>(
    `with scope as (
       select ue.entity_key from user_entities ue where ue.mac = $1
       union select e.entity_key from users u join adviser_entities e on e.dealer_code = u.dealer_code where u.mac = $1 and u.dealer_restricted
     ), visible as (
       select distinct aa.account_id from account_advisers aa join scope s on s.entity_key = aa.entity_key
     )
     select h.account_id, h.units::text as units, h.value::text as value from holdings h join visible v on v.account_id = h.account_id where h.asset_code = $2`,
    [mac, code],
  );
  return new Map(rows.map((r) => [r.account_id, r]));
}

async function allHolders(user: User, code: string, limit: number): Promise<Holder[]> {
  const out: Holder[] = [];
  let after: string | null = null;
  do {
    const res = await get(user, holdersUrl(user, code, `limit=${limit}${after ? `&after=${after}` : ''}`));
    expect(res.status).toBe(200);
    out.push(...res.body.holders);
    after = res.body.next;
  } while (after);
  return out;
}

/** The investment wrap.adviser's accounts hold most often. */
async function mostHeld(mac: string): Promise<string> {
  const { rows } = await sandbox.db.query<{ asset_code: string }>(
    `select t.asset_code from holding_totals t where t.entity_set && (select array_agg(entity_key) from user_entities where mac = $1)
        and t.asset_code not like 'TD-%' group by t.asset_code order by sum(t.accounts) desc limit 1`,
    [mac],
  );
  return rows[0]!.asset_code;
}

describe('market data', () => {
  it('searches the menu by code or words of the name, exact code first, with no term deposits or cash', async () => {
    const all = (await get('wrap.adviser', '/market-data/v1/investments')).body.investments as { code: string; type: string }[];
    expect(all.length).toBe([...ASSET_BY_CODE.values()].filter((a) => a.type === 'LISTED' || a.type === 'MANAGED_FUND').length);
    expect(all.every((i) => i.type === 'LISTED' || i.type === 'MANAGED_FUND')).toBe(true);
    const codes = async (q: string, type = '') =>
      ((await get('grow.adviser', `/market-data/v1/investments?q=${encodeURIComponent(q)}${type ? `&type=${type}` : ''}`)).body.investments as { code: string }[]).map((i) => i.code);
    expect((await codes('bhp'))[0]).toBe('BHP');
    expect(await codes('VAN0002')).toEqual(['VAN0002AU']);
    expect(await codes('vanguard aus', 'MANAGED_FUND')).toEqual(['VAN0001AU', 'VAN0004AU', 'VAN0002AU']);
    expect(await codes('vanguard aus', 'LISTED')).toEqual(['VAF', 'VAP', 'VAS']);
    expect((await codes('va'))[0]).toBe('VAF'); // codes starting with it before names
    expect(await codes('TD-MBL')).toEqual([]);
    expect(await codes('zzz')).toEqual([]);
    expect((await get('wrap.adviser', '/market-data/v1/investments?type=CASH')).status).toBe(400);
  });

  it('quotes the latest price the valuations use, and the change from the business day before, exactly', async () => {
    const reference = await referenceDay(sandbox.db);
    const day = businessOnOrBefore(toDay(reference));
    for (const code of ['BHP', 'S32', 'VAN0002AU', 'ALL']) {
      const q = (await get('wrap.adviser', `/market-data/v1/investments/${code}`)).body;
      const asset = ASSET_BY_CODE.get(code)!;
      expect(q.price).toBe(priceOn(asset, toDay(reference)));
      expect(toDay(q.price_date)).toBe(day);
      expect(isWeekend(toDay(q.previous_date))).toBe(false);
      expect(toDay(q.previous_date)).toBe(businessOnOrBefore(day - 1));
      expect(q.previous_price).toBe(priceOn(asset, toDay(q.previous_date)));
      expect(Math.round(q.change * 10_000)).toBe(Math.round(q.price * 10_000) - Math.round(q.previous_price * 10_000));
      expect(String(q.change)).toMatch(/^-?\d+(\.\d{1,4})?$/);
      expect(q.change_percent).toBeCloseTo((q.change / q.previous_price) * 100, 2);
    }
    expect((await get('wrap.adviser', '/market-data/v1/investments/vas')).body.code).toBe('VAS');
    for (const code of ['NOPE', 'WRAPCASH', 'TD-MBL-03M']) expect((await get('wrap.adviser', `/market-data/v1/investments/${code}`)).status).toBe(404);
  });

  it('draws a price history per range: business days for months, weekly for years, ending on the latest price', async () => {
    const quote = (await get('wrap.adviser', '/market-data/v1/investments/CBA')).body;
    const asset = ASSET_BY_CODE.get('CBA')!;
    const spans = { '1M': [20, 24], '3M': [62, 67], '1Y': [52, 55], '5Y': [259, 263] } as const;
    for (const [range, [min, max]] of Object.entries(spans)) {
      const h = (await get('wrap.adviser', `/market-data/v1/investments/CBA/prices?range=${range}`)).body;
      expect(h.range).toBe(range);
      expect(h.points.length, range).toBeGreaterThanOrEqual(min);
      expect(h.points.length, range).toBeLessThanOrEqual(max);
      expect(h.points.at(-1)).toEqual({ date: quote.price_date, price: quote.price });
      expect(h.points[0].date).toBe(h.from);
      for (const p of h.points) {
        expect(isWeekend(toDay(p.date))).toBe(false);
        expect(p.price).toBe(priceOn(asset, toDay(p.date)));
      }
      const days = h.points.map((p: { date: string }) => p.date);
      expect([...days].sort()).toEqual(days);
      expect(new Set(days).size).toBe(days.length);
    }
    expect((await get('wrap.adviser', '/market-data/v1/investments/CBA/prices')).body.range).toBe('1Y');
    expect((await get('wrap.adviser', '/market-data/v1/investments/CBA/prices?range=10Y')).status).toBe(400);
    expect((await get('wrap.adviser', '/market-data/v1/investments/NOPE/prices')).status).toBe(404);
  });

  it.each(Object.keys(USERS) as User[])('lists the wraps %s sees that hold an investment, page by page, priced as the valuation', async (user) => {
    const code = await mostHeld(USERS['wrap.adviser']);
    const expected = await visibleHolders(USERS[user], code);
    const rows = await allHolders(user, code, 7);
    expect(rows.length).toBe(expected.size);
    expect(new Set(rows.map((r) => r.account_id))).toEqual(new Set(expected.keys()));
    const first = (await get(user, holdersUrl(user, code))).body;
    expect(first.total.accounts).toBe(expected.size);
    expect(Math.round(first.total.value * 100)).toBe([...expected.values()].reduce((s, r) => s + Math.round(Number(r.value) * 100), 0));
    const price = priceOn(ASSET_BY_CODE.get(code)!, toDay(await referenceDay(sandbox.db)));
    expect(first.price).toBe(price);
    for (const r of rows) {
      expect(r.units).toBe(Number(expected.get(r.account_id)!.units));
      expect(Math.round(r.value * 100)).toBe(Math.round(r.units * price * 100));
    }
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.value).toBeGreaterThanOrEqual(rows[i]!.value);
  });

  it("gives nothing of another adviser's for any id swapped in", async () => {
    const code = await mostHeld(USERS['wrap.adviser']);
    const wrap = await allHolders('wrap.adviser', code, 500);
    const grow = await allHolders('grow.adviser', code, 500);
    expect(wrap.length).toBeGreaterThan(0);
    const growIds = new Set(grow.map((r) => r.account_id));
    expect(wrap.filter((r) => growIds.has(r.account_id))).toEqual([]);
    // Another user's mac in the path; another adviser's asset is only a price: their holders never come with it.
    expect((await call(sandbox.app, tokens.get('grow.adviser')!, `/api${holdersUrl('wrap.adviser', code)}`)).status).toBe(404);
    // A cursor naming one of wrap.adviser's accounts only says where grow.adviser's own list resumes.
    const top = wrap[0]!;
    const cursor = Buffer.from(JSON.stringify([top.value.toFixed(2), top.account_id])).toString('base64url');
    const resumed = (await get('grow.adviser', holdersUrl('grow.adviser', code, `after=${cursor}&limit=500`))).body.holders as Holder[];
    expect(resumed.every((r) => growIds.has(r.account_id))).toBe(true);
    expect((await get('grow.adviser', holdersUrl('grow.adviser', code, 'after=nonsense'))).status).toBe(400);
    expect((await get('grow.adviser', holdersUrl('grow.adviser', 'NOPE'))).status).toBe(404);
    // The account pages behind wrap.adviser's holders stay closed to grow.adviser.
    const page = await get('grow.adviser', `/wealth/channel/portfolio/v1/${top.account_id}/holdings`);
    expect(page.status).toBe(404);
  });
});
