import type { Db } from '../../db/index.js';

// Counting every visible row, or listing the products of every visible account, is the expensive
// part of a broad search on a large store (a dealer sees hundreds of thousands of accounts).
// Accounts never change through the API, so such results are kept for a minute: the portal's
// "count with limit=1, then fetch the page" pair and every further page pay once. Per database,
// so sandboxes in one process stay apart. Never use it for groups, which the API writes.
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
const caches = new WeakMap<Db, Map<string, { rows: unknown[]; until: number }>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

function remember(db: Db, key: string, rows: unknown[]) {
  const cache = cacheOf(db);
  cache.delete(key);
  cache.set(key, { rows, until: Date.now() + TTL_MS });
  // Map order is insertion order: drop the oldest beyond the cap.
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
}

function cached(db: Db, key: string): unknown[] | undefined {
  const hit = cacheOf(db).get(key);
  return hit && hit.until > Date.now() ? hit.rows : undefined;
}

export async function cachedQuery<T>(db: Db, sql: string, values: unknown[]): Promise<T[]> {
  const key = JSON.stringify([sql, values]);
  const hit = cached(db, key);
  if (hit) return hit as T[];
  const { rows } = await db.query<T>(sql, values);
  remember(db, key, rows);
  return rows;
}

export async function cachedCount(db: Db, sql: string, values: unknown[]): Promise<number> {
  const [row] = await cachedQuery<{ n: number }>(db, sql, values);
  return row.n;
}

/** The count `sql` answered within the last minute, if any (without running it). */
export function peekCount(db: Db, sql: string, values: unknown[]): number | undefined {
  return (cached(db, JSON.stringify([sql, values])) as { n: number }[] | undefined)?.[0].n;
}

/** Records what `sql` counts, when another query has just counted it exactly (a window count). */
export function rememberCount(db: Db, sql: string, values: unknown[], n: number): void {
  remember(db, JSON.stringify([sql, values]), [{ n }]);
}
