import { describe, expect, it } from 'vitest';
import { readAmount } from './amount-cents.js';

describe('readAmount: whole cents by decimal digits', () => {
  it('reads cents that binary floating point cannot hold exactly', () => {
    for (const [value, cents] of [[4.56, 456], ['4.56', 456], [0.29, 29], [0.1, 10], ['1.000', 100], [1e2, 10000], ['0012.30', 1230], [500_000, 50_000_000]] as const) {
      expect([value, readAmount(value)]).toEqual([value, { kind: 'cents', cents, negative: false }]);
    }
  });

  it('finds a fraction of a cent however it is written', () => {
    for (const value of [1e-9, 1.000000001, '1.000000001', 0.001, '0.009', 5e-324, 1.5e-7, '12.345']) expect([value, readAmount(value).kind]).toEqual([value, 'subCent']);
  });

  it('tells none, not a number, negatives and too much apart', () => {
    for (const value of [undefined, null, '', '  ']) expect(readAmount(value).kind).toBe('missing');
    for (const value of ['1e2', '.5', '5.', '$5', '1,000', 'NaN', Number.NaN, Number.POSITIVE_INFINITY, true, [5], { v: 5 }]) expect([value, readAmount(value).kind]).toEqual([value, 'invalid']);
    expect(readAmount(-5)).toEqual({ kind: 'cents', cents: 500, negative: true });
    expect(readAmount('-0.00')).toEqual({ kind: 'cents', cents: 0, negative: false });
    expect(readAmount(1e21)).toEqual({ kind: 'tooLarge', negative: false });
    expect(readAmount('9'.repeat(400))).toEqual({ kind: 'tooLarge', negative: false });
  });
});
