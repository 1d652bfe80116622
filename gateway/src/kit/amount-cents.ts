// Amounts in dollars as whole cents, read by their decimal digits and never by floating-point arithmetic (issue
// 28: a tolerance let 1e-9 through to the bank). Text as typed is a plain decimal; a GraphQL Float is read from
// its shortest decimal form (String(4.56) is "4.56", String(1e-9) is "1e-9"). The sandbox reads amounts the
// same way (its own copy: the gateway never imports the sandbox).
import { atScale, fitsScale, readDecimal } from './decimal.js';

/** Whole cents, or why not: none, not a plain decimal, finer than a cent, zero or negative; `tooLarge` past 10^15 cents. */
export type AmountReading = { kind: 'cents'; cents: number } | { kind: 'missing' | 'invalid' | 'subCent' | 'notPositive' | 'tooLarge' };

const MAX_CENTS_DIGITS = 15;

export function readAmount(value: string | number | null | undefined): AmountReading {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return { kind: 'missing' };
  // Text may carry one leading '+'; the exact reading is the Money scalar's (decimal.ts).
  const given = typeof value === 'string' ? value.trim().replace(/^\+(?=\d)/, '') : value;
  const read = readDecimal(given);
  if (!read) {
    // Well formed but past the digits anything is computed with: too much; anything else is not a number.
    const wellFormed = typeof given === 'number' ? Number.isFinite(given) : /^\d+(?:\.\d+)?$/.test(given);
    return { kind: wellFormed ? 'tooLarge' : 'invalid' };
  }
  if (read.units < 0n) return { kind: 'notPositive' };
  if (!fitsScale(read, 2)) return { kind: 'subCent' };
  const cents = atScale(read, 2).units;
  if (cents === 0n) return { kind: 'notPositive' };
  return cents.toString().length > MAX_CENTS_DIGITS ? { kind: 'tooLarge' } : { kind: 'cents', cents: Number(cents) };
}
