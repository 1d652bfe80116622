import { describe, expect, it } from 'vitest';
import { formatAmount, formatDay, formatPercent, formatPrice, formatUnits } from './format-values';

describe('format values', () => {
  it('money is AUD with 2 decimals', () => {
    expect(formatAmount(1158.5)).toBe('$1,158.50');
    expect(formatAmount(-3)).toBe('-$3.00');
    expect(formatAmount(null)).toBe('');
  });
  it('money text from the gateway formats the same, by its digits', () => {
    expect(formatAmount('1158.50')).toBe('$1,158.50');
    expect(formatAmount('-3.00')).toBe('-$3.00');
    expect(formatAmount('0.00')).toBe('$0.00');
    // Past a double's precision: every digit kept (the number 12345678901234567.89 shows as ...568.00).
    expect(formatAmount('12345678901234567.89')).toBe('$12,345,678,901,234,567.89');
    expect(formatAmount('not money')).toBe('');
  });
  it('days are dd MMM yyyy', () => {
    expect(formatDay('2026-03-07')).toBe('07 Mar 2026');
    expect(formatDay(null)).toBe('');
  });
  it('the day of a timestamp is its Sydney day, whatever its text or the browser says', () => {
    // 22:05 UTC on 2 March is 9:05 am on 3 March in Sydney (AEDT, UTC+11).
    expect(formatDay('2025-03-02T22:05:00Z')).toBe('03 Mar 2025');
    expect(formatDay('2025-03-02T12:59:00Z')).toBe('02 Mar 2025');
    expect(formatDay('2025-03-02T13:00:00Z')).toBe('03 Mar 2025');
    // A plain day is a day, not midnight UTC.
    expect(formatDay('2025-03-02')).toBe('02 Mar 2025');
  });
  it('units, unit prices and percentages keep the gateway text\'s digits, to their decimals', () => {
    expect(formatUnits('12345.6789')).toBe('12,345.6789');
    expect(formatUnits('10')).toBe('10');
    expect(formatPrice('1.23456')).toBe('$1.2346');
    expect(formatPrice('2.5')).toBe('$2.50');
    expect(formatPercent('12.345')).toBe('12.35%');
    for (const format of [formatUnits, formatPrice, formatPercent]) expect(format('n/a')).toBe('');
  });
});
