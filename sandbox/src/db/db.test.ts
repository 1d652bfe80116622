import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, openDb, type Db } from './index.js';
import { storeContract } from './store-contract.js';

const versions = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort().map((f) => f.slice(0, -4));

describe('PGlite store (in memory)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ memory: true });
  }, 60_000);
  afterAll(() => db?.close());

  it('migrates once: a second run applies nothing', async () => {
    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(versions);
  });

  storeContract(() => db);
});

describe('openDb', () => {
  it('needs somewhere to keep the data', async () => {
    await expect(openDb({})).rejects.toThrow(/databaseUrl, dataDir or memory/);
  });

  it('refuses a schema name it would have to quote', async () => {
    await expect(openDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/x', schema: 'a;drop' })).rejects.toThrow(/plain identifier/);
  });
});
