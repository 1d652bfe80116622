// Db over PostgreSQL: a node-postgres Pool; a transaction holds one checked-out client from BEGIN to COMMIT.
import pg from 'pg';
import { withSavepoint } from './savepoints.js';
import { pgTypes } from './type-parsers.js';
import type { Db, QueryResult } from './types.js';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/i;

export async function openPostgres(databaseUrl: string, schema?: string): Promise<Db> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`schema must be a plain identifier, got ${JSON.stringify(schema)}`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types: pgTypes,
    // A startup option rather than a `set` after connect: it holds on every pooled connection from
    // its first query, with no window where a query could run on the default search_path.
    options: schema ? `-c search_path=${schema},public` : undefined,
  });
  // An idle client losing its server must not crash the process; the next checkout reconnects.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL connection failed:', error.message));
  if (schema) await createSchema(pool, schema);

  return {
    ...statements(pool),
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const tx: Db = {
          ...statements(client),
          transaction: (inner) => withSavepoint(tx, inner),
          close: async () => {},
        };
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function statements(runner: pg.Pool | pg.PoolClient): Pick<Db, 'kind' | 'query' | 'exec'> {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await runner.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // No parameters: node-postgres uses the simple protocol, which accepts several statements.
      await runner.query(sql);
    },
  };
}

async function createSchema(pool: pg.Pool, schema: string) {
  try {
    await pool.query(`create schema if not exists ${schema}`);
  } catch (error) {
    // Two processes creating the same schema at once: one of them loses the race, which is fine.
    const code = (error as { code?: string }).code;
    if (code !== '42P06' && code !== '23505') throw error;
  }
}
