// Amounts in dollars as whole cents, read by their decimal digits and never by floating-point arithmetic (issue
// 28: a tolerance let 1e-9 through to the bank). Text as typed is a plain decimal; a GraphQL Float is read from
// its shortest decimal form (String(4.56) is "4.56", String(1e-9) is "1e-9"). The sandbox reads amounts the
// same way (its own copy: the gateway never imports the sandbox).

/** Whole cents, or why not: none, not a plain decimal, finer than a cent, zero or negative; `tooLarge` past 10^15 cents. */
export type AmountReading = { kind: 'cents'; cents: number } | { kind: 'missing' | 'invalid' | 'subCent' | 'notPositive' | 'tooLarge' };

const TEXT = /^\+?(\d+)(?:\.(\d+))?$/;
const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;
const MAX_CENTS_DIGITS = 15;

export function readAmount(value: string | number | null | undefined): AmountReading {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return { kind: 'missing' };
  if (typeof value === 'number' && !Number.isFinite(value)) return { kind: 'invalid' };
  const asText = typeof value === 'number' ? String(value) : value.trim();
  if (/^-/.test(asText)) return /^-[\d.e+-]+$/.test(asText) ? { kind: 'notPositive' } : { kind: 'invalid' };
  const match = (typeof value === 'number' ? NUMBER_TEXT : TEXT).exec(asText);
  if (!match) return { kind: 'invalid' };
  const [, whole, fraction = '', exponent = '0'] = match;
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  // value = digits x 10^(exponent - fraction length), so cents = digits x 10^(that + 2).
  const shift = Number(exponent) - fraction.length + 2;
  let cents: string;
  if (shift >= 0) cents = digits === '0' ? '0' : digits + '0'.repeat(Math.min(shift, MAX_CENTS_DIGITS + 1));
  else {
    if (/[1-9]/.test(digits.slice(Math.max(0, digits.length + shift)))) return { kind: 'subCent' };
    cents = digits.slice(0, Math.max(0, digits.length + shift)) || '0';
  }
  cents = cents.replace(/^0+(?=\d)/, '');
  if (cents.length > MAX_CENTS_DIGITS) return { kind: 'tooLarge' };
  return cents === '0' ? { kind: 'notPositive' } : { kind: 'cents', cents: Number(cents) };
}
