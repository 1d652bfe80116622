// Db over PGlite (Postgres compiled to WebAssembly, in process): one connection, queries serialised by PGlite.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { withSavepoint } from './savepoints.js';
import { pgliteParsers } from './type-parsers.js';
import type { Db, QueryResult } from './types.js';

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

/**
 * Postgres's memory settings for the embedded store. PGlite's default shared_buffers (128 MB) sits in the
 * WebAssembly heap for the life of the process; the data files are read through Node's fs, so the OS page
 * cache keeps them warm anyway. 32 MB keeps the idle sandbox near 250 MB (issue 11 item 20);
 * PGLITE_SHARED_BUFFERS (e.g. 256MB) gives a benchmark over a million accounts more.
 */
function pgliteConf(): string[] {
  return [`shared_buffers = ${process.env.PGLITE_SHARED_BUFFERS || '32MB'}`, 'work_mem = 4MB', 'temp_buffers = 4MB', 'wal_buffers = 1MB'];
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers: pgliteParsers, postgresqlconf: pgliteConf(), loadDataDir });
  return {
    ...statements(pg),
    // PGlite holds its own mutex for the whole callback: other callers wait rather than interleave.
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    ...statements(tx),
    transaction: (fn) => withSavepoint(db, fn),
    // The transaction's owner closes the database, not the callback.
    close: async () => {},
  };
  return db;
}

function statements(runner: Runner): Pick<Db, 'kind' | 'query' | 'exec'> {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await runner.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  };
}
