import { describe, expect, it } from 'vitest';
import { formatAmount, formatDay } from './format-values';

describe('format values', () => {
  it('money is AUD with 2 decimals', () => {
    expect(formatAmount(1158.5)).toBe('$1,158.50');
    expect(formatAmount(-3)).toBe('-$3.00');
    expect(formatAmount(null)).toBe('');
  });
  it('days are dd MMM yyyy', () => {
    expect(formatDay('2026-03-07')).toBe('07 Mar 2026');
    expect(formatDay(null)).toBe('');
  });
});
