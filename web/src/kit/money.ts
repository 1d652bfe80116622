// Money and decimals as the gateway sends them: exact decimal text, never a Float (docs/architecture.md "Money and
// decimals"). Money is dollars with 2 decimals ("1234.50"); a Decimal (units, prices, rates, weights) has the places
// its field states. Every sum, comparison and rounding here works on the digits (whole cents or 10^-scale as a
// BigInt), so 0.1 + 0.2 is 0.30 and no amount is ever multiplied as a float. This is the one place the web does so.

/** `units` x 10^-scale, exactly. */
interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
/** More digits than any amount or rate needs; longer text is not read. */
const MAX_DIGITS = 40;

function read(text: string): Scaled | null {
  const m = DECIMAL.exec(text);
  if (!m || m[2].length + (m[3]?.length ?? 0) > MAX_DIGITS) return null;
  const units = BigInt(`${m[2]}${m[3] ?? ''}`);
  return { units: m[1] ? -units : units, scale: m[3]?.length ?? 0 };
}

function atScale(value: Scaled, scale: number): Scaled {
  if (scale >= value.scale) return { units: value.units * 10n ** BigInt(scale - value.scale), scale };
  const divisor = 10n ** BigInt(value.scale - scale);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: value.units < 0n ? -rounded : rounded, scale };
}

function text(value: Scaled): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const sign = negative ? '-' : '';
  return value.scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -value.scale)}.${digits.slice(-value.scale)}`;
}

/** True for decimal text the gateway sends (Money or Decimal). */
export const isDecimalText = (value: unknown): value is string => typeof value === 'string' && read(value) !== null;

/** Whole cents of Money text, rounded half away from zero past the cent; null when it is not a decimal. */
export function moneyCents(value: string): bigint | null {
  const v = read(value);
  return v && atScale(v, 2).units;
}

/** Whole cents as Money text with exactly 2 decimals: 123450n is "1234.50". */
export const centsToMoney = (cents: bigint): string => text({ units: cents, scale: 2 });

/** The exact sum of Money (or Decimal) texts as Money text; text that is not a decimal counts as nothing. */
export function sumMoney(values: Iterable<string | null | undefined>): string {
  let cents = 0n;
  for (const value of values) cents += (value == null ? null : moneyCents(value)) ?? 0n;
  return centsToMoney(cents);
}

/** Compares two decimal texts by value (for sorting and thresholds): negative, zero or positive. Not a decimal sorts first. */
export function compareDecimal(a: string, b: string): number {
  const x = read(a);
  const y = read(b);
  if (!x || !y) return (x ? 1 : 0) - (y ? 1 : 0);
  const scale = Math.max(x.scale, y.scale);
  const d = atScale(x, scale).units - atScale(y, scale).units;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** Decimal text at exactly `places` decimals, half away from zero ("4.125" at 2 is "4.13"); '' when not a decimal. */
export function fixedDecimal(value: string, places: number): string {
  const v = read(value);
  return v ? text(atScale(v, places)) : '';
}

/**
 * An amount as typed ("$1,250.5", "1250.50", "0.5") as Money text ("1250.50"): the dollar sign, commas and spaces
 * are ignored; null when the rest is not a decimal with at most 2 places (a part of a cent is not an amount).
 */
export function moneyFromInput(typed: string): string | null {
  const plain = typed.replace(/[$,\s]/g, '');
  const v = read(/^-?\./.test(plain) ? plain.replace('.', '0.') : plain);
  return v && v.scale <= 2 ? text(atScale(v, 2)) : null;
}

/**
 * A decimal as a number, for what only draws it (a chart's slice, a bar's length): never for a sum, a comparison
 * of amounts or text the adviser reads.
 */
export const decimalForDrawing = (value: string): number => Number(value);

/** A filter's amount as typed: null when blank, Money text for an amount of zero or more, undefined when not one. */
export function filterAmount(typed: string): string | null | undefined {
  if (!typed.trim()) return null;
  const money = moneyFromInput(typed);
  return money !== null && compareDecimal(money, '0') >= 0 ? money : undefined;
}

/** Decimal text without trailing zeros after the point ("1250.50" is "1250.5", "500.00" is "500"), as a form shows it. */
export function shortestDecimal(value: string): string {
  if (!isDecimalText(value) || !value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}
