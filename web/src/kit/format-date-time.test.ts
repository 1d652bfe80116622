import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeCompact } from './format-date-time';

describe('formatDateTime', () => {
  it('formats in Sydney time with lower-case am/pm', () => {
    // 22:05 UTC on 2 March is 9:05 am on 3 March in Sydney (AEDT, UTC+11).
    expect(formatDateTime('2025-03-02T22:05:00Z')).toBe('3 Mar 2025, 9:05 am');
    expect(formatDateTime('2025-07-01T04:30:00Z')).toBe('1 Jul 2025, 2:30 pm');
  });

  it('spells September Sep, and says 12 at midnight and noon', () => {
    expect(formatDateTime('2025-09-14T14:00:00Z')).toBe('15 Sep 2025, 12:00 am'); // AEST, UTC+10
    expect(formatDateTime('2025-09-15T02:07:00Z')).toBe('15 Sep 2025, 12:07 pm');
  });

  it('follows Sydney across the daylight-saving change (5 Oct 2025, 2 am AEST -> 3 am AEDT)', () => {
    expect(formatDateTime('2025-10-04T15:59:00Z')).toBe('5 Oct 2025, 1:59 am');
    expect(formatDateTime('2025-10-04T16:00:00Z')).toBe('5 Oct 2025, 3:00 am');
  });

  it('gives null for missing or bad input', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });
});

describe('formatDateTimeCompact', () => {
  it("is 'dd MMM yyyy, h:mmaaa' in Sydney time (002 §9)", () => {
    expect(formatDateTimeCompact('2025-03-02T22:05:00Z')).toBe('03 Mar 2025, 9:05am');
    expect(formatDateTimeCompact('2025-07-11T04:30:00Z')).toBe('11 Jul 2025, 2:30pm');
    expect(formatDateTimeCompact(undefined)).toBeNull();
  });
});
