// The store's driver-neutral interface (PGlite embedded or PostgreSQL); see index.ts for the shapes values come back in.

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted (or returned, for a select). */
  rowCount?: number;
}

export interface Db {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements separated by semicolons; no parameters. */
  exec(sql: string): Promise<void>;
  /**
   * A real transaction (BEGIN ... COMMIT, ROLLBACK when fn throws). Use only `tx` inside fn: on PGlite
   * the outer Db waits for the transaction to finish, so calling it from fn deadlocks. Nested calls on
   * `tx` become savepoints.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tar file, which `OpenDbOptions.loadDataDir` opens again. */
  dump?(): Promise<Blob>;
}

export interface OpenDbOptions {
  /** PGlite data folder (created if missing), e.g. '.data/pglite'. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** PGlite in memory only: start from this dump (Db.dump) instead of an empty store (tests reuse one seeded store). */
  loadDataDir?: Blob;
  /** PostgreSQL instead of PGlite (node-postgres Pool, max 10 connections). */
  databaseUrl?: string;
  /** PostgreSQL only: created if missing and put first on every connection's search_path (test isolation). */
  schema?: string;
}
