// Runs only with DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project unit sandbox/
// Each run works in a fresh schema of its own and drops it afterwards.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo-users.js';
import { seed } from '../seed/index.js';
import { intersects, tableDigest, visibleAccountIds } from '../seed/seed-checks.js';
import { dropMigratedObjects } from './reset.js';
import { MIGRATIONS_DIR, migrate, openDb, type Db } from './index.js';
import { storeContract } from './store-contract.js';

const url = process.env.DATABASE_URL;
const versions = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort().map((f) => f.slice(0, -4));

describe.runIf(url)('PostgreSQL store', () => {
  const schema = `test_${randomBytes(5).toString('hex')}`;
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    [db, other] = await Promise.all([openDb({ databaseUrl: url, schema }), openDb({ databaseUrl: url, schema })]);
  }, 30_000);
  afterAll(async () => {
    await db?.query(`drop schema if exists ${schema} cascade`);
    await db?.close();
    await other?.close();
  });

  it('migrates once even when two processes race', async () => {
    const [a, b] = await Promise.all([migrate(db), migrate(other)]);
    expect([...a, ...b].sort()).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
    expect(rows[0].schema).toBe(schema);
  });

  storeContract(() => db);

  it('seeds once when two processes race, with the same bytes as PGlite', async () => {
    const opts = { accounts: 1200, clients: 300, seed: 11, today: '2026-11-21' };
    const [a, b] = await Promise.all([seed(db, opts), seed(other, opts)]);
    expect([a.accounts, b.accounts]).toEqual([1200, 1200]);
    expect((await db.query('select count(*) as n from accounts')).rows[0]).toEqual({ n: 1200 });
    expect((await db.query('select count(*) as n from users')).rows[0]).toEqual({ n: DEMO_USERS.length });
    expect(intersects(await visibleAccountIds(db, 'M0000001'), await visibleAccountIds(db, 'M0000002'))).toBe(false);

    const lite = await openDb({ memory: true });
    try {
      await migrate(lite);
      await seed(lite, opts);
      for (const [table, key] of [['accounts', 'account_id'], ['clients', 'contact_id'], ['account_advisers', 'account_id, entity_key'], ['account_groups', 'code']]) {
        expect(await tableDigest(db, table, key), table).toBe(await tableDigest(lite, table, key));
      }
    } finally {
      await lite.close();
    }
  }, 120_000);

  it('resets by dropping what the migrations created', async () => {
    await dropMigratedObjects(db);
    const { rows } = await db.query<{ n: number }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind in ('r', 'S') and c.relname not like 't\\_%'`,
      [schema],
    );
    expect(rows[0].n).toBe(0);
    expect(await migrate(db)).toEqual(versions);
  }, 60_000);
});
