// Where the store lives, from the environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default .data/pglite).

import type { OpenDbOptions } from './types.js';

export const DEFAULT_DATA_DIR = '.data/pglite';

export function dbOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDbOptions {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA || undefined };
  return { dataDir: env.DATA_DIR || DEFAULT_DATA_DIR };
}
