// Exact decimal arithmetic for fee estimates: amounts are whole cents and rates % a year with up to 4 places, both
// as BigInt, so no fee is ever worked out on a float. One rounding only: a month's fee to the cent, half away from
// zero, as the Fees tab charges (account-reports/fees.ts monthFees); a year is twelve such months.

export const RATE_PLACES = 4;
const RATE_SCALE = 10n ** BigInt(RATE_PLACES);
/** A rate in units of 10^-4 % a year; cents x units / PER_YEAR is cents a year. */
const PER_YEAR = 100n * RATE_SCALE;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Whole cents of dollars as text ("1234.5" is 123450n); null for anything else or a part of a cent. */
export function centsOf(text: string): bigint | null {
  const m = DECIMAL.exec(text);
  if (!m || (m[2]?.length ?? 0) > 2) return null;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** A JSON number as the API takes it, read by its digits (String(1234.5) is "1234.5"). */
export const centsOfNumber = (value: number): bigint | null => (Number.isFinite(value) && value >= 0 ? centsOf(String(value)) : null);

/** A rate's units of 10^-4 %: "0.15" is 1500n. */
export function rateUnits(text: string): bigint {
  const m = DECIMAL.exec(text);
  if (!m || (m[2]?.length ?? 0) > RATE_PLACES) throw new Error(`Not a rate with at most ${RATE_PLACES} places: ${text}`);
  return BigInt(m[1]!) * RATE_SCALE + BigInt((m[2] ?? '').padEnd(RATE_PLACES, '0'));
}

/** Reads a % a year given as a JSON number (at most 4 places); null otherwise. */
export function rateOfNumber(value: number): bigint | null {
  if (!Number.isFinite(value) || value < 0) return null;
  try {
    return rateUnits(String(value));
  } catch {
    return null;
  }
}

/** n / d rounded half away from zero (n, d >= 0). */
export const roundDiv = (n: bigint, d: bigint): bigint => (n * 2n + d) / (d * 2n);

/** A month's fee in cents: `yearlyCentsTimesUnits` / PER_YEAR / 12, rounded once. */
export const monthOf = (yearlyCentsTimesUnits: bigint): bigint => roundDiv(yearlyCentsTimesUnits, PER_YEAR * 12n);

/** cents x rate units, the numerator monthOf takes. */
export const applyRate = (cents: bigint, units: bigint): bigint => cents * units;

/** A fixed yearly amount in cents as monthOf's numerator. */
export const fixedYearly = (cents: bigint): bigint => cents * PER_YEAR;

/** Cents as dollars with two places ("1234.50"), and as the JSON number the API answers. */
export function dollarsText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
export const dollars = (cents: bigint): number => Number(dollarsText(cents));

/** Rate units as % text without trailing zeros ("0.1500" is "0.15") and as a number. */
export function rateText(units: bigint): string {
  const digits = units.toString().padStart(RATE_PLACES + 1, '0');
  const whole = digits.slice(0, -RATE_PLACES);
  const frac = digits.slice(-RATE_PLACES).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}
