// Empties a PostgreSQL store for a fresh seed: drops what the migrations created, newest first.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from './migrate.js';
import type { Db } from './types.js';

const CREATED = /create\s+(?:or\s+replace\s+)?(table|sequence|function)\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi;

type Kind = 'table' | 'sequence' | 'function';

/** Objects created by the migration files, in creation order. */
export function migrationObjects(dir: string = MIGRATIONS_DIR): { kind: Kind; name: string }[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  return files.flatMap((f) =>
    [...readFileSync(join(dir, f), 'utf8').matchAll(CREATED)].map((m) => ({
      kind: m[1].toLowerCase() as Kind,
      name: m[2].toLowerCase(),
    })),
  );
}

/** Drops every table, sequence and function the migrations create (and schema_migrations), leaving other objects alone. */
export async function dropMigratedObjects(db: Db, dir?: string): Promise<void> {
  const objects = migrationObjects(dir).reverse();
  await db.transaction(async (tx) => {
    for (const { kind, name } of objects) await tx.exec(`drop ${kind} if exists ${name} cascade`);
    await tx.exec('drop table if exists schema_migrations');
  });
}
