// Db over PGlite (Postgres compiled to WebAssembly, in process): one connection, queries serialised by PGlite.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { withSavepoint } from './savepoints.js';
import { pgliteParsers } from './type-parsers.js';
import type { Db, QueryResult } from './types.js';

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers: pgliteParsers });
  return {
    ...statements(pg),
    // PGlite holds its own mutex for the whole callback: other callers wait rather than interleave.
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    close: () => pg.close(),
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
