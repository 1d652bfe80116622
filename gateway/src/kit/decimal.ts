// Exact decimals for the Money and Decimal scalars and for any sum of money in the gateway (docs/architecture.md
// "Money and decimals"). A value is a whole count of 10^-scale (a BigInt), read from its decimal text; an upstream
// number is read from its shortest decimal text (String(4.56) is "4.56", String(1e-7) is "1e-7"), never by
// multiplying a float, in the way amount-cents.ts reads an amount.

/** `units` x 10^-scale, exactly. */
export interface Scaled {
  units: bigint;
  scale: number;
}

/** Decimal text as a client writes it: an optional minus, digits, an optional point and digits. */
const PLAIN_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;
/** A number's shortest text: as PLAIN_TEXT, with an exponent for very large or very small values. */
const NUMBER_TEXT = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;
/** More digits than any amount, unit count or rate needs; a longer text is refused rather than computed. */
export const MAX_DIGITS = 40;

/** The exact value of decimal text or of a finite number; null when it is neither (or has over MAX_DIGITS digits). */
export function readDecimal(value: unknown): Scaled | null {
  let match: RegExpExecArray | null;
  if (typeof value === 'number') match = Number.isFinite(value) ? NUMBER_TEXT.exec(String(value)) : null;
  else if (typeof value === 'string') match = PLAIN_TEXT.exec(value);
  else return null;
  if (!match) return null;
  const [, minus, whole, fraction = '', exponent = '0'] = match;
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  const scale = fraction.length - Number(exponent);
  if (digits.length + Math.max(0, -scale) > MAX_DIGITS) return null;
  const units = BigInt(digits) * 10n ** BigInt(Math.max(0, -scale));
  return { units: minus ? -units : units, scale: Math.max(0, scale) };
}

/** The value at `scale` places: padded with zeros, or rounded half away from zero when it has more places. */
export function atScale(value: Scaled, scale: number): Scaled {
  if (scale >= value.scale) return { units: value.units * 10n ** BigInt(scale - value.scale), scale };
  const divisor = 10n ** BigInt(value.scale - scale);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: value.units < 0n ? -rounded : rounded, scale };
}

/** True when the value has no non-zero digit past `scale` places. */
export function fitsScale(value: Scaled, scale: number): boolean {
  return scale >= value.scale || value.units % 10n ** BigInt(value.scale - scale) === 0n;
}

/** Decimal text with exactly the value's scale, e.g. "-1234.50" (never "-0.00": zero has no sign). */
export function decimalText(value: Scaled): string {
  const magnitude = (value.units < 0n ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const sign = value.units < 0n ? '-' : '';
  if (value.scale === 0) return `${sign}${magnitude}`;
  return `${sign}${magnitude.slice(0, -value.scale)}.${magnitude.slice(-value.scale)}`;
}

/** The shortest exact text: trailing zeros after the point dropped ("4.350" is "4.35", "12.00" is "12"). */
export function shortestText(value: Scaled): string {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return decimalText({ units, scale });
}

/** Whole cents of an amount, rounded half away from zero past the cent; null when the value is not a decimal. */
export function centsOf(value: unknown): bigint | null {
  const read = readDecimal(value);
  return read && atScale(read, 2).units;
}

/** Whole cents as dollars with exactly 2 decimals, e.g. 123450n is "1234.50". */
export function centsText(cents: bigint): string {
  return decimalText({ units: cents, scale: 2 });
}

/**
 * The exact sum of amounts as Money text ("1234.50"): each read by its decimal digits and added in whole cents, so
 * 0.1 + 0.2 is "0.30" and not 0.30000000000000004.
 */
export function sumMoney(values: Iterable<unknown>): string {
  let total = 0n;
  for (const value of values) {
    const cents = centsOf(value);
    if (cents === null) throw new TypeError(`Not an amount: ${String(value)}`);
    total += cents;
  }
  return centsText(total);
}

/**
 * An amount as a number for an upstream call that takes a JSON number or a query parameter: the double whose
 * shortest text is the amount's own digits (Number("1234.50") prints as 1234.5), never a product of floats.
 */
export function upstreamAmount(money: string): number {
  return Number(money);
}

/** Signed comparison of two amounts by their decimal digits: negative, zero or positive. */
export function compareDecimal(a: Scaled, b: Scaled): number {
  const scale = Math.max(a.scale, b.scale);
  const x = atScale(a, scale).units;
  const y = atScale(b, scale).units;
  return x < y ? -1 : x > y ? 1 : 0;
}
