// The Date and DateTime scalars (docs/architecture.md "Dates and instants"). A Date is a calendar day, yyyy-MM-dd,
// a real day of the Gregorian calendar; a day the product derives from an instant is its Sydney day, which the
// resolver works out (the kit's sydneyDay) before the value gets here. A DateTime is an instant: ISO 8601 with a time and
// an offset (Z or ±hh:mm), always answered in UTC with milliseconds (2026-03-01T04:05:06.000Z), the shape
// `Date.prototype.toISOString` writes, so a client compares and sorts them as text.
// Both stay strings in TypeScript (codegen.ts maps them to string); these only check and normalise.
// A bad argument is BAD_USER_INPUT naming the scalar; a bad value on the way out is UPSTREAM_BAD_RESPONSE: the
// gateway passes the bank's values on, so a malformed one came from there.
import { ErrorCode, gatewayError } from '../../errors.js';
import { sdlScalar } from './sdl-scalar.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

/** A shown value in a message: quoted, at most 40 characters. */
const shown = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : `a value that is not a string (${value === null ? 'null' : typeof value})`;

/** True for a yyyy-MM-dd that names a real day (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d); // not Date.UTC, which reads the years 0 to 99 as 1900 to 1999
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The instant as ISO 8601 UTC with milliseconds; undefined when the text is not an instant with an offset. */
export function normaliseInstant(value: string): string | undefined {
  const m = INSTANT.exec(value);
  if (!m || !isCalendarDay(m[1])) return undefined;
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (m[6] !== undefined && (Number(m[6]) > 23 || Number(m[7]) > 59)) return undefined;
  const time = Date.parse(value.toUpperCase());
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const badIn = (scalar: string, value: unknown, form: string) =>
  gatewayError(ErrorCode.BAD_USER_INPUT, `${scalar} must be ${form}; got ${shown(value)}`, { scalar });
const badOut = (scalar: string, value: unknown) =>
  gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, `The bank sent ${shown(value)} where a ${scalar} was expected`, { scalar });

const DAY_FORM = 'a calendar day written yyyy-MM-dd, e.g. 2026-03-01';
const INSTANT_FORM = 'an ISO 8601 date and time with an offset, e.g. 2026-03-01T04:05:06Z or 2026-03-01T15:05:06+11:00';

/** A Date argument: the day as written. */
export function parseDay(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDay(value)) throw badIn('Date', value, DAY_FORM);
  return value;
}

/** A DateTime argument: the instant, normalised to UTC. */
export function parseInstant(value: unknown): string {
  const instant = typeof value === 'string' ? normaliseInstant(value) : undefined;
  if (instant === undefined) throw badIn('DateTime', value, INSTANT_FORM);
  return instant;
}

export function serializeDay(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDay(value)) throw badOut('Date', value);
  return value;
}

export function serializeInstant(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  const instant = typeof value === 'string' ? normaliseInstant(value) : undefined;
  if (instant === undefined) throw badOut('DateTime', value);
  return instant;
}

/** A literal that is not a string, shown by its kind's JavaScript type (IntValue reads as a number). */
const literalOther = (kind: string): unknown => (kind === 'IntValue' || kind === 'FloatValue' ? 0 : kind === 'BooleanValue' ? false : kind === 'NullValue' ? null : {});

export const DateScalar = sdlScalar<string, string>({
  name: 'Date',
  serialize: serializeDay,
  parseValue: parseDay,
  parseLiteral: (node) => parseDay(node.kind === 'StringValue' ? node.value : literalOther(node.kind)),
});

export const DateTimeScalar = sdlScalar<string, string>({
  name: 'DateTime',
  serialize: serializeInstant,
  parseValue: parseInstant,
  parseLiteral: (node) => parseInstant(node.kind === 'StringValue' ? node.value : literalOther(node.kind)),
});
