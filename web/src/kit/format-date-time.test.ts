import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('formats in Sydney time with lower-case am/pm', () => {
    // 22:05 UTC on 2 March is 9:05 am on 3 March in Sydney (AEDT, UTC+11).
    expect(formatDateTime('2025-03-02T22:05:00Z')).toBe('3 Mar 2025, 9:05 am');
    expect(formatDateTime('2025-07-01T04:30:00Z')).toBe('1 Jul 2025, 2:30 pm');
  });

  it('gives null for missing or bad input', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });
});
