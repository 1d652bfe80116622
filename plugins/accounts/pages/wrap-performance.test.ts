import { describe, expect, it } from 'vitest';
import { formatReturn } from './wrap-performance';

describe('a return as the performance table shows it', () => {
  it('signs it and gives it two places, by its digits', () => {
    expect(formatReturn('2.9')).toBe('+2.90%');
    expect(formatReturn('-1.05')).toBe('-1.05%');
    expect(formatReturn('12')).toBe('+12.00%');
    expect(formatReturn('0')).toBe('0.00%');
    expect(formatReturn('-0.00')).toBe('0.00%');
  });
});
