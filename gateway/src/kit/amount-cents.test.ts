import { describe, expect, it } from 'vitest';
import { readAmount } from './amount-cents.js';

describe('readAmount (gateway): whole cents by decimal digits', () => {
  it('reads typed text and Floats to whole cents', () => {
    for (const [value, cents] of [['4.56', 456], [4.56, 456], [0.29, 29], ['1.000', 100], ['+7', 700], [1e2, 10000]] as const) {
      expect([value, readAmount(value)]).toEqual([value, { kind: 'cents', cents }]);
    }
  });

  it('tells a fraction of a cent, zero, negatives, not a number, none and too much apart', () => {
    for (const value of [1e-9, 1.000000001, '1.000000001', '0.001', 5e-324]) expect([value, readAmount(value).kind]).toEqual([value, 'subCent']);
    for (const value of [0, '0.00', -5, '-0.01']) expect([value, readAmount(value).kind]).toEqual([value, 'notPositive']);
    for (const value of ['abc', '1e2', '.5', '$5', '1,000', Number.NaN, '-x']) expect([value, readAmount(value).kind]).toEqual([value, 'invalid']);
    for (const value of [null, undefined, ' ']) expect(readAmount(value).kind).toBe('missing');
    expect(readAmount(1e21).kind).toBe('tooLarge');
  });
});
