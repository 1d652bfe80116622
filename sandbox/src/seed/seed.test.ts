import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../db/index.js';
import { verifyPassword } from '../lib/passwords.js';
import { DEMO_USERS } from './demo-users.js';
import { HOLDER_TYPE_OF } from './generate-clients.js';
import { isSeeded, seed, type SeedSummary } from './index.js';
import { intersects, tableDigest, userEntityKeys, visibleAccountIds, visibleClientIds, visibleGroupCodes } from './seed-checks.js';

const TODAY = '2026-11-21';
const TABLES: [string, string][] = [
  ['dealers', 'dealer_code'], ['adviser_entities', 'entity_key'], ['users', 'mac'], ['user_entities', 'mac, entity_key'],
  ['clients', 'contact_id'], ['accounts', 'account_id'], ['account_advisers', 'account_id, entity_key'],
  ['account_groups', 'code'], ['account_group_members', 'group_code, account_id'],
  ['user_account_access', 'mac, account_id'], ['preferences', 'mac, key'], ['feature_properties', 'brand, key'],
  ['public_holidays', 'date'],
];

async function seeded(opts: Parameters<typeof seed>[1]): Promise<{ db: Db; summary: SeedSummary }> {
  const db = await openDb({ memory: true });
  await migrate(db);
  const summary = await seed(db, { today: TODAY, ...opts });
  return { db, summary };
}

describe('seed (default size, in memory)', () => {
  let db: Db;
  let summary: SeedSummary;
  beforeAll(async () => {
    ({ db, summary } = await seeded({}));
    console.log(`default seed in memory: ${summary.ms} ms`);
  }, 120_000);
  afterAll(() => db?.close());

  const one = async <T = Record<string, unknown>>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows[0];

  it('writes the counts asked for', async () => {
    expect(summary).toMatchObject({ accounts: 5000, clients: 1500, users: DEMO_USERS.length });
    expect(summary.groups).toBeGreaterThanOrEqual(20);
    expect(await one('select count(*) as n from accounts')).toEqual({ n: 5000 });
    expect(await one('select count(*) as n from clients')).toEqual({ n: 1500 });
    expect(await isSeeded(db)).toBe(true);
    expect(await one('select seed, reference_date from seed_info')).toEqual({ seed: 20261121, reference_date: TODAY });
  });

  it('does nothing on a seeded store', async () => {
    const again = await seed(db, { today: TODAY });
    expect(again).toMatchObject({ accounts: 5000, clients: 1500, users: DEMO_USERS.length, groups: summary.groups });
  });

  it('has every demo user, each signing in with the demo password', async () => {
    const { rows } = await db.query<{ mac: string; username: string; password_hash: string; brand: string; login_badge: string }>(
      'select mac, username, password_hash, brand, login_badge from users order by mac',
    );
    expect(rows.map((r) => [r.mac, r.username, r.brand, r.login_badge])).toEqual(
      DEMO_USERS.map((u) => [u.mac, u.username, u.brand, u.loginBadge]),
    );
    expect(rows.every((r) => verifyPassword('demo', r.password_hash))).toBe(true);
    const firstNames = (await db.query<{ first_name: string }>('select first_name from users')).rows.map((r) => r.first_name);
    expect(new Set(firstNames).size).toBe(firstNames.length);
  });

  it('gives each demo user something to show', async () => {
    for (const user of DEMO_USERS) {
      expect((await visibleAccountIds(db, user.mac)).size, user.username).toBeGreaterThan(50);
    }
    const staff = await one<{ dealer_restricted: boolean; dealer_code: string; n: number }>(
      `select dealer_restricted, dealer_code, (select count(*) from user_entities where mac = u.mac) as n from users u where username = 'dealer.staff'`,
    );
    expect(staff).toEqual({ dealer_restricted: true, dealer_code: 'HBWP', n: 0 });
    // The dealer's staff see wrap.adviser's accounts under HBWP and more besides.
    const staffSees = await visibleAccountIds(db, 'M0000004');
    const adviserSees = await visibleAccountIds(db, 'M0000001');
    const adviserUnderDealer = (await db.query<{ account_id: string }>(`select account_id from accounts where dealer_code = 'HBWP'`)).rows;
    expect(adviserUnderDealer.every((r) => staffSees.has(r.account_id))).toBe(true);
    expect([...staffSees].some((id) => !adviserSees.has(id))).toBe(true);

    expect(await one(`select last_login, last_password_change from users where username = 'first.login'`)).toEqual({
      last_login: null, last_password_change: null,
    });
    expect(await one(`select default_access from users where username = 'limited.access'`)).toEqual({ default_access: 'LIMITED' });
    const access = await db.query<{ access: string; n: number }>(
      `select access, count(*) as n from user_account_access where mac = 'M0000005' group by access order by access`,
    );
    expect(access.rows.map((r) => r.access)).toEqual(['FULL', 'LIMITED', 'VIEW']);
    const products = await one<{ p: Record<string, string[]> }>(`select supported_brand_products as p from users where username = 'wrap.only'`);
    expect(JSON.stringify(products.p)).not.toMatch(/Cash|MBL/);
    const flags = await one<{ f: Record<string, boolean> }>(`select flags as f from users where mac = 'M0000001'`);
    expect(flags.f.wrapDealerLevelAccessFlag).toBe(true);
  });

  it('keeps wrap.adviser and grow.adviser apart', async () => {
    expect(intersects(await userEntityKeys(db, 'M0000001'), await userEntityKeys(db, 'M0000002'))).toBe(false);
    expect(intersects(await visibleAccountIds(db, 'M0000001'), await visibleAccountIds(db, 'M0000002'))).toBe(false);
    expect(intersects(await visibleClientIds(db, 'M0000001'), await visibleClientIds(db, 'M0000002'))).toBe(false);
    const groups1 = await visibleGroupCodes(db, 'M0000001');
    const groups2 = await visibleGroupCodes(db, 'M0000002');
    expect(groups1.size).toBeGreaterThanOrEqual(10);
    expect(groups2.size).toBeGreaterThanOrEqual(4);
    expect(intersects(groups1, groups2)).toBe(false);
    expect((await visibleGroupCodes(db, 'M0000003')).size).toBeGreaterThanOrEqual(4);
  });

  it('gives every wrap account its own cash account', async () => {
    const broken = await one(
      `select count(*) as n from accounts w
        where w.account_type = 'WRAP'
          and not exists (select 1 from accounts c
                           where c.account_number = w.linked_cash_account and c.parent_account_id = w.account_id
                             and c.account_type = 'CASH' and c.product_code in ('CMHW', 'CMHV'))`,
    );
    expect(broken).toEqual({ n: 0 });
    const onl = await one(
      `select count(*) as n from accounts o left join accounts c on c.account_number = o.linked_cash_account
        where o.product_code = 'ONL' and (c.account_id is null or c.role_type <> o.role_type)`,
    );
    expect(onl).toEqual({ n: 0 });
  });

  it('gives accounts only to clients: no referrer, other contact or research house holds one', async () => {
    const holders = await db.query<{ contact_type: string; n: string }>(
      `select c.contact_type, count(*)::text as n from clients c where exists (select 1 from accounts a where a.client_id = c.contact_id)
        group by c.contact_type`,
    );
    const types = holders.rows.map((r) => r.contact_type);
    expect(types).toContain('Person');
    for (const type of Object.keys(HOLDER_TYPE_OF)) expect(types).not.toContain(type);
    const inBook = await one(`select count(*)::int as n from clients where contact_type in ('Referrer', 'Contact') and status = 'Prospect'`);
    expect(inBook.n).toBeGreaterThan(0);
  });

  it('resolves composer codes to wrap account numbers', async () => {
    const { rows } = await db.query<{ composer_code: string; account_number: string; wrap_product_type: string }>(
      `select composer_code, account_number, wrap_product_type from accounts where wrap_account_source = 'composer' order by account_id limit 20`,
    );
    expect(rows.length).toBe(20);
    expect(rows.every((r) => r.wrap_product_type === 'Super' || r.wrap_product_type === 'Pension')).toBe(true);
    const resolved = await db.query<{ composer_code: string; wrap_account_number: string }>(
      'select composer_code, wrap_account_number from accounts where composer_code = any($1)',
      [rows.map((r) => r.composer_code)],
    );
    const byCode = new Map(resolved.rows.map((r) => [r.composer_code, r.wrap_account_number]));
    expect(rows.every((r) => byCode.get(r.composer_code) === r.account_number)).toBe(true);
    expect(await one(`select count(*) as n from accounts where wrap_product_type in ('Super', 'Pension') and composer_code is null`)).toEqual({ n: 0 });
  });

  it('has recent openings and closings for the popular searches of wrap.adviser', async () => {
    const counts = await one<{ opened: number; closed: number; fresh: number }>(
      `with mine as (select distinct account_id from account_advisers aa join user_entities ue using (entity_key) where ue.mac = 'M0000001')
       select count(*) filter (where a.opened_date >= date '${TODAY}' - 30 and a.funded_date is not null) as opened,
              count(*) filter (where a.closed_date >= date '${TODAY}' - 30) as closed,
              count(*) filter (where a.is_new_account) as fresh
         from accounts a join mine using (account_id)`,
    );
    expect(counts.opened).toBeGreaterThan(5);
    expect(counts.closed).toBeGreaterThan(5);
    expect(counts.fresh).toBeGreaterThan(0);
    expect(await one(`select count(*) as n from accounts where is_new_account <> (opened_date >= date '${TODAY}' - 2)`)).toEqual({ n: 0 });
  });

  it('links some accounts to one user twice, as primary and secondary', async () => {
    const dupes = await one<{ n: number; xl: number }>(
      `select count(*) as n, count(*) filter (where s.is_opening_xl_allowed) as xl
         from account_advisers p join account_advisers s on s.account_id = p.account_id and s.adviser_type = 'S'
        where p.adviser_type = 'P'
          and p.entity_key in (select entity_key from user_entities where mac = 'M0000001')
          and s.entity_key in (select entity_key from user_entities where mac = 'M0000001')`,
    );
    expect(dupes.n).toBeGreaterThan(10);
    expect(await one(`select count(*) as n from accounts a where (select count(*) from account_advisers x where x.account_id = a.account_id and x.adviser_type = 'P') <> 1`)).toEqual({ n: 0 });
  });

  it('builds valid groups: 2 to 8 active wrap accounts of the group dealer, no account in two fee groups', async () => {
    const bad = await one(
      `select count(*) as n from account_groups g
        where (select count(*) from account_group_members m where m.group_code = g.code) not between 2 and 8
           or exists (select 1 from account_group_members m join accounts a using (account_id)
                       where m.group_code = g.code
                         and (a.account_type <> 'WRAP' or a.account_status <> 'Active' or a.dealer_code <> g.dealer_code
                              or a.business_venture <> g.business_venture_id))`,
    );
    expect(bad).toEqual({ n: 0 });
    const clash = await one(
      `select count(*) as n from (select m.account_id from account_group_members m join account_groups g on g.code = m.group_code
        where 'FEE' = any(g.group_types) and g.status = 'ACTIVE' group by m.account_id having count(*) > 1) x`,
    );
    expect(clash).toEqual({ n: 0 });
    const kinds = (await db.query<{ t: string }>(`select distinct unnest(group_types) as t from account_groups order by 1`)).rows;
    expect(kinds.map((r) => r.t)).toEqual(['FEE', 'REPORTING', 'STATEMENTS']);
  });

  it('stores preferences, feature properties and public holidays', async () => {
    const prefs = await db.query<{ key: string; value: string[] }>(`select key, value from preferences where mac = 'M0000001' order by key`);
    expect(prefs.rows.find((r) => r.key === 'favourite-accounts')?.value).toHaveLength(3);
    expect(prefs.rows.find((r) => r.key === 'recent-accounts')?.value).toHaveLength(2);
    expect(await one(`select count(*) as n from feature_properties where brand = 'mgl' and not enabled`)).toEqual({ n: 0 });
    expect(await one(`select count(*) as n from feature_properties where brand <> 'mgl' and not enabled`)).not.toEqual({ n: 0 });
    expect(await one(`select name from public_holidays where date = '2026-12-28'`)).toEqual({ name: 'Boxing Day (observed)' });
  });

  it('finds accounts by keyword through the trigram index', async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain select account_id from accounts where search_text ilike '%nguyen%'`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('accounts_search_trgm');
    const hits = await one<{ n: number }>(`select count(*) as n from accounts where search_text ilike '%nguyen%'`);
    expect(hits.n).toBeGreaterThan(0);
  });
});

describe('seed determinism', () => {
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    [{ db: a }, { db: b }] = await Promise.all([seeded({ accounts: 777, clients: 200, seed: 7 }), seeded({ accounts: 777, clients: 200, seed: 7 })]);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('writes byte-identical tables for the same seed', async () => {
    for (const [table, key] of TABLES) {
      expect(await tableDigest(a, table, key), table).toBe(await tableDigest(b, table, key));
    }
    const sample = async (db: Db) =>
      (await db.query(`select account_number, account_name from accounts order by account_id limit 25`)).rows;
    expect(await sample(a)).toEqual(await sample(b));
  });

  it('writes exactly the odd number of accounts asked for', async () => {
    expect((await a.query('select count(*) as n from accounts')).rows[0]).toEqual({ n: 777 });
  });

  it('writes different data for another seed', async () => {
    const c = await seeded({ accounts: 777, clients: 200, seed: 8 });
    try {
      expect(await tableDigest(c.db, 'accounts', 'account_id')).not.toBe(await tableDigest(a, 'accounts', 'account_id'));
    } finally {
      await c.db.close();
    }
  }, 60_000);
});
