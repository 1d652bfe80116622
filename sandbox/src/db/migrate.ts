// Applies sandbox/migrations/*.sql in name order, each once, recorded in schema_migrations.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

// Any fixed number; every process migrating this database takes the same lock.
const MIGRATION_LOCK = 727_274_001;

/** Returns the versions (file names without .sql) it applied; [] when the store is up to date. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  // One transaction for the lot: a second process blocks on the advisory lock until the first
  // commits, then finds every version recorded; a failing file leaves nothing half applied.
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      `create table if not exists schema_migrations (
         version    text primary key,
         applied_at timestamptz not null default now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      const version = file.slice(0, -'.sql'.length);
      if (done.has(version)) continue;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      applied.push(version);
    }
    return applied;
  });
}
