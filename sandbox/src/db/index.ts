// The sandbox's store: PGlite (embedded, a data folder or memory) or PostgreSQL, behind one small interface.
//
// Values come back in the same shape from both drivers (see type-parsers.ts):
//   numeric -> string ('12345.67'; convert with Number() when writing JSON), int8/count(*) -> number,
//   date -> 'yyyy-MM-dd' string, timestamptz -> Date, jsonb -> parsed value, text[] -> string[].
import { openPglite } from './pglite-db.js';
import { openPostgres } from './postgres-db.js';
import type { Db, OpenDbOptions } from './types.js';

export type { Db, OpenDbOptions, QueryResult } from './types.js';
export { migrate, MIGRATIONS_DIR } from './migrate.js';
export { dbOptionsFromEnv, DEFAULT_DATA_DIR } from './env-options.js';
export { bulkInsert, BatchWriter, type BulkColumn } from './bulk-insert.js';

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.schema);
  if (!opts.memory && !opts.dataDir) throw new Error('openDb needs databaseUrl, dataDir or memory: true');
  return openPglite(opts.memory ? undefined : opts.dataDir, opts.memory ? opts.loadDataDir : undefined);
}
