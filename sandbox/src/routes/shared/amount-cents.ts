// Amounts in dollars read as whole cents by their decimal digits, never by floating-point arithmetic: a tolerance
// let 1e-9 through to a numeric(16,2) column that rounded it to 0 (a 500) and saved 1.000000001 as 1.00.
// A JSON number arrives as a double; its text is the shortest decimal that reads back as that double
// (String(n): 4.56 -> "4.56", 1e-9 -> "1e-9"), so digits a caller typed past 17 significant ones are already lost
// in JSON.parse, and such a number is judged by what it became.

/** What an amount is: none given, not a plain decimal, not whole cents, or whole cents (`tooLarge` past 10^15 cents). */
export type AmountReading =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'subCent' }
  | { kind: 'cents'; cents: number; negative: boolean }
  | { kind: 'tooLarge'; negative: boolean };

/** Text: optional sign, digits with an optional fraction (". 5" and "5." are not amounts). Numbers may carry an exponent. */
const TEXT = /^([+-]?)(\d+)(?:\.(\d+))?$/;
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;
/** More cents than this is more money than any account holds; it stays a safe integer. */
const MAX_CENTS_DIGITS = 15;

export function readAmount(value: unknown): AmountReading {
  if (value === undefined || value === null) return { kind: 'missing' };
  let match: RegExpExecArray | null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { kind: 'invalid' };
    match = NUMBER_TEXT.exec(String(value));
  } else if (typeof value === 'string') {
    if (!value.trim()) return { kind: 'missing' };
    match = TEXT.exec(value.trim());
  } else return { kind: 'invalid' };
  if (!match) return { kind: 'invalid' };
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  // value = digits x 10^(exp - fraction length); cents = digits x 10^(exp - fraction length + 2).
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  const shift = Number(exponent) - fraction.length + 2;
  const negative = sign === '-' && /[1-9]/.test(digits);
  let centsText: string;
  if (shift >= 0) centsText = digits === '0' ? '0' : digits + '0'.repeat(Math.min(shift, MAX_CENTS_DIGITS + 1));
  else {
    const dropped = digits.slice(Math.max(0, digits.length + shift));
    if (/[1-9]/.test(dropped)) return { kind: 'subCent' };
    centsText = digits.slice(0, Math.max(0, digits.length + shift)) || '0';
  }
  centsText = centsText.replace(/^0+(?=\d)/, '');
  if (centsText.length > MAX_CENTS_DIGITS) return { kind: 'tooLarge', negative };
  return { kind: 'cents', cents: Number(centsText), negative };
}

/** Whole cents as dollars for the store and the JSON answer: an integer over 100 prints as its exact 2 decimals. */
export const dollarsOf = (cents: number) => cents / 100;
