import { badRequest } from '../../http/http-error.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { list, str, type Query } from './params.js';
import type { SqlParams } from './sql-params.js';

export interface SortKey {
  expr: string;
  cast: string;
}

// Sortable columns by their API names. A null close date sorts as the far future so that every
// key is non-null and keyset comparisons stay exact.
export const SORT_COLUMNS: Record<string, SortKey> = {
  account_short_name: { expr: 'a.account_name', cast: '::text' },
  account_type: { expr: 'a.account_type', cast: '::text' },
  account_number: { expr: 'a.account_number', cast: '::text' },
  balance: { expr: 'a.ledger_balance', cast: '::numeric' },
  open_date: { expr: 'a.opened_date', cast: '::date' },
  close_date: { expr: "coalesce(a.closed_date, date '9999-12-31')", cast: '::date' },
};

export interface Sort {
  keys: SortKey[];
  order: 'asc' | 'desc';
  signature: string;
}

/** sortColumn (comma list) and sortOrder; `unique` keys end the list so that the order is total. */
export function parseSort(query: Query, defaults: string[], unique: SortKey[]): Sort {
  const names = list(query.sortColumn) ?? defaults;
  const unknown = names.filter((n) => !Object.hasOwn(SORT_COLUMNS, n));
  if (unknown.length) throw badRequest(`sortColumn: unknown ${unknown.join(', ')} (${Object.keys(SORT_COLUMNS).join(', ')})`);
  const order = (str(query, 'sortOrder') ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badRequest('sortOrder must be asc or desc');
  return { keys: [...names.map((n) => SORT_COLUMNS[n]), ...unique], order, signature: `${names.join(',')}:${order}` };
}

/**
 * The SQL pieces of a keyset page: the sort values to select (as text, so a cursor round-trips
 * exactly), the "after the cursor" condition as one row comparison, and the ORDER BY. Every key
 * runs in the same direction, which is what lets a single row comparison express "after".
 */
export function keyset(params: SqlParams, sort: Sort, cursor: string | undefined) {
  const values = decodeCursor(cursor, sort.signature, sort.keys.length);
  const exprs = sort.keys.map((k) => k.expr);
  return {
    select: exprs.map((e, i) => `(${e})::text as _k${i}`).join(', '),
    after: values ? afterCursor(params, sort, values) : undefined,
    orderBy: exprs.map((e) => `${e} ${sort.order}`).join(', '),
    cursorOf: (row: Record<string, unknown>) => encodeCursor(sort.signature, sort.keys.map((_, i) => String(row[`_k${i}`]))),
  };
}

/**
 * "After the cursor" as a strict row comparison on every key. A looser one on all keys but the
 * last is implied by it and lets an index on those keys start at the cursor, not at the top.
 */
function afterCursor(params: SqlParams, sort: Sort, values: string[]): string {
  const placeholders = values.map((v, i) => params.add(v, sort.keys[i].cast));
  const tuple = (items: string[]) => `(${items.join(', ')})`;
  const exprs = sort.keys.map((k) => k.expr);
  const [strict, loose] = sort.order === 'asc' ? ['>', '>='] : ['<', '<='];
  const condition = `${tuple(exprs)} ${strict} ${tuple(placeholders)}`;
  if (exprs.length < 2) return condition;
  return `${condition} and ${tuple(exprs.slice(0, -1))} ${loose} ${tuple(placeholders.slice(0, -1))}`;
}
