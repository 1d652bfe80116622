import { describe, expect, it } from 'vitest';
import { changePercent, countText, share, signedAmount, thresholdMoney } from './book-values';

describe('book values', () => {
  it('signs a change and gives its share of the month-ago figure', () => {
    expect(signedAmount('1250.00')).toBe('+$1,250.00');
    expect(signedAmount('-80.50')).toBe('\u2212$80.50');
    expect(signedAmount('0.00')).toBe('$0.00');
    expect(changePercent('2658875.01', '25727549.99')).toBe('+10.33%');
    expect(changePercent('-1.00', '3.00')).toBe('\u221233.33%');
    expect(changePercent('10.00', '0.00')).toBeNull();
  });

  it('gives an allocation share to two places, exactly', () => {
    expect(share('1.00', '3.00')).toBe('33.33%');
    expect(share('2.00', '3.00')).toBe('66.67%');
    expect(share('0.10', '0.30')).toBe('33.33%');
    expect(share('5.00', '0.00')).toBe('0.00%');
  });

  it('reads a typed threshold as Money text within its range', () => {
    expect(thresholdMoney('$5,000')).toBe('5000.00');
    expect(thresholdMoney('2500.5')).toBe('2500.50');
    expect(thresholdMoney('0')).toBe('0.00');
    for (const bad of ['', 'abc', '-1', '12.345', '1000000000.01']) expect(thresholdMoney(bad)).toBeNull();
  });

  it('says a count that stopped at the limit', () => {
    expect(countText(500, true)).toBe('500+');
    expect(countText(3, false)).toBe('3');
  });
});
