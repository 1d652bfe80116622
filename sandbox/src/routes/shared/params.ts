import { badRequest } from '../../http/http-error.js';

// Query-string parsing shared by the routes. Every parser answers 400 bad_request on nonsense
// instead of silently ignoring it, so a caller's mistake is visible.
export type Query = Record<string, string | string[] | undefined>;

export function str(query: Query, name: string): string | undefined {
  const v = query[name];
  const s = Array.isArray(v) ? v.join(',') : v;
  return s === undefined || s.trim() === '' ? undefined : s.trim();
}

/** Comma list, trimmed, empties dropped, duplicates removed; undefined when absent or empty. */
export function list(value: string | string[] | undefined): string[] | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  if (!joined) return undefined;
  const items = [...new Set(joined.split(',').map((s) => s.trim()).filter(Boolean))];
  return items.length ? items : undefined;
}

/** A comma list whose items must come from `allowed` (case-insensitive); returns the canonical spelling. */
export function enumList(query: Query, name: string, allowed: readonly string[]): string[] | undefined {
  const items = list(query[name]);
  return items?.map((item) => {
    const hit = allowed.find((a) => a.toLowerCase() === item.toLowerCase());
    if (!hit) throw badRequest(`${name}: '${item}' is not one of ${allowed.join(', ')}`);
    return hit;
  });
}

export function bool(query: Query, name: string): boolean {
  const v = str(query, name)?.toLowerCase();
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  throw badRequest(`${name} must be true or false`);
}

export function int(query: Query, name: string, min: number, max: number, fallback: number): number {
  const v = str(query, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

export function amount(query: Query, name: string): number | undefined {
  const v = str(query, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw badRequest(`${name} must be a number`);
  return n;
}

/** Accepts yyyy-MM-dd with an optional time part (the client sends yyyy-MM-ddT00:00:00Z); keeps the date. */
export function date(query: Query, name: string): string | undefined {
  const v = str(query, name);
  if (v === undefined) return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(v);
  if (!m || Number.isNaN(Date.parse(m[1]))) throw badRequest(`${name} must be yyyy-MM-dd or yyyy-MM-ddTHH:mm:ssZ`);
  return m[1];
}

/** Keyword tokens: split on commas and whitespace, lower-cased (search_text is lower case). */
export function tokens(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.toLowerCase().split(/[\s,]+/).filter(Boolean))];
}
