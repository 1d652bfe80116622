import { describe, expect, it } from 'vitest';
import { atScale, centsOf, decimalText, fitsScale, readDecimal, shortestText, sumMoney, upstreamAmount } from './decimal.js';

describe('exact decimals (gateway kit)', () => {
  it('reads text by its digits and numbers by their shortest text', () => {
    expect(readDecimal('1234.50')).toEqual({ units: 123450n, scale: 2 });
    expect(readDecimal(-0.0125)).toEqual({ units: -125n, scale: 4 });
    expect(readDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(readDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    for (const value of ['1e2', '.5', ' 1', '1,000', Number.NaN, Number.POSITIVE_INFINITY, null, true, '9'.repeat(41)]) expect(readDecimal(value)).toBeNull();
  });

  it('rounds half away from zero by the digits and says when a value fits', () => {
    expect(decimalText(atScale({ units: 2675n, scale: 3 }, 2))).toBe('2.68');
    expect(decimalText(atScale({ units: -5n, scale: 3 }, 2))).toBe('-0.01');
    expect(decimalText(atScale({ units: -4n, scale: 3 }, 2))).toBe('0.00');
    expect(decimalText(atScale({ units: 7n, scale: 0 }, 2))).toBe('7.00');
    expect([fitsScale({ units: 12340n, scale: 3 }, 2), fitsScale({ units: 12345n, scale: 3 }, 2)]).toEqual([true, false]);
    expect(shortestText({ units: 435000n, scale: 5 })).toBe('4.35');
    expect(shortestText({ units: 1200n, scale: 2 })).toBe('12');
  });

  it('adds money in whole cents', () => {
    expect(0.1 + 0.2 + 1234567.35).not.toBe(1234567.65);
    expect(sumMoney([0.1, 0.2, 1234567.35])).toBe('1234567.65');
    expect(sumMoney(['-0.10', 0.05, '0'])).toBe('-0.05');
    expect(sumMoney([])).toBe('0.00');
    expect(() => sumMoney([Number.NaN])).toThrow(/Not an amount/);
    expect(centsOf('1234.5')).toBe(123450n);
  });

  it('gives an upstream call the number whose text is the amount', () => {
    expect(String(upstreamAmount('1234.50'))).toBe('1234.5');
    expect(String(upstreamAmount('0.30'))).toBe('0.3');
  });
});
