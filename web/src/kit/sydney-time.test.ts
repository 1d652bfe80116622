import { describe, expect, it } from 'vitest';
import { daysBetween, sydneyToday } from './sydney-time';

describe('sydneyToday', () => {
  it('is the Sydney calendar day, not the UTC one', () => {
    // 14:30 UTC on 28 Nov is 01:30 on 29 Nov in Sydney (AEDT, +11).
    expect(sydneyToday(new Date('2026-11-28T14:30:00Z'))).toBe('2026-11-29');
    expect(sydneyToday(new Date('2026-11-28T12:59:00Z'))).toBe('2026-11-28');
    // In winter Sydney is +10: 13:00 UTC on 25 Jun is 23:00 the same day.
    expect(sydneyToday(new Date('2026-06-25T13:00:00Z'))).toBe('2026-06-25');
    expect(sydneyToday(new Date('2026-06-25T14:00:00Z'))).toBe('2026-06-26');
  });

  it('counts whole days between two days either way', () => {
    expect(daysBetween('2026-11-29', '2027-02-15')).toBe(78);
    expect(daysBetween('2027-02-15', '2026-11-29')).toBe(-78);
    expect(daysBetween('2026-10-03', '2026-10-05')).toBe(2);
  });
});
