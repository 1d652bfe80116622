// Argument checks the gateway's list fields share (not a module: no index.ts, so discovery skips this folder).
// Each throws BAD_USER_INPUT naming the field, before any upstream call; the messages are the API's wording.
import { formatInTimeZone } from 'date-fns-tz';
import { ErrorCode, gatewayError } from '../errors.js';
import { SYDNEY } from './period.js';
import { centsOf, upstreamAmount } from './decimal.js';

/** The largest page a list field answers. */
export const MAX_PAGE = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const bad = (field: string, message: string) => gatewayError(ErrorCode.BAD_USER_INPUT, message, { field });

/** The trimmed text; undefined when absent or blank. */
export const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** Today in Sydney, yyyy-MM-dd (002 §9). */
export const sydneyDay = (now: Date) => formatInTimeZone(now, SYDNEY, 'yyyy-MM-dd');

/** A calendar day yyyy-MM-dd (a real date); undefined when absent or blank. */
export function day(field: string, value: string | null | undefined): string | undefined {
  const v = text(value);
  if (v === undefined) return undefined;
  if (!DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) {
    throw bad(field, `${field} must be a date yyyy-MM-dd`);
  }
  return v;
}

/** from..to, each optional; to before from is BAD_USER_INPUT on to. */
export function dayRange(from: string | null | undefined, to: string | null | undefined): { from?: string; to?: string } {
  const f = day('from', from);
  const t = day('to', to);
  if (f && t && f > t) throw bad('to', 'to must not be before from');
  return { from: f, to: t };
}

/**
 * A Money argument of zero or more, as the number the upstream query carries (its own digits, never a product of
 * floats); undefined when absent. The Money scalar has already refused text that is not whole cents.
 */
export function amount(field: string, value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const cents = centsOf(value);
  if (cents === null || cents < 0n) throw bad(field, `${field} must be zero or more`);
  return upstreamAmount(value);
}

/** minAmount..maxAmount, each optional, compared in whole cents; max below min is BAD_USER_INPUT on maxAmount. */
export function amountRange(min: string | null | undefined, max: string | null | undefined): { minAmount?: number; maxAmount?: number } {
  const minAmount = amount('minAmount', min);
  const maxAmount = amount('maxAmount', max);
  if (min != null && max != null && (centsOf(min) ?? 0n) > (centsOf(max) ?? 0n)) throw bad('maxAmount', 'maxAmount must not be less than minAmount');
  return { minAmount, maxAmount };
}

/** A keyword of at most 100 characters (trimmed); undefined when absent or blank. */
export function keyword(value: string | null | undefined): string | undefined {
  const v = text(value);
  if (v && v.length > 100) throw bad('keyword', 'keyword takes at most 100 characters');
  return v;
}

/** The page size: `first`, or the field's default; 1 to `max` (MAX_PAGE unless the field allows more). */
export function pageSize(first: number | null | undefined, fallback: number, max = MAX_PAGE): number {
  const limit = first ?? fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw bad('first', `first must be 1 to ${max}`);
  return limit;
}

/** An opaque `after` cursor as the upstream's `next` gave it, or undefined for the first page. */
export function nextCursor(after: string | null | undefined): string | undefined {
  const cursor = text(after);
  if (cursor !== undefined && !/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw bad('after', "after must be a page's next");
  return cursor;
}
