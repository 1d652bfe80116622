import { describe, expect, it } from 'vitest';
import { addDays, addMonths, easterSunday, nationalHolidays, sydneyToday } from './calendar.js';

describe('calendar', () => {
  it('computes Easter', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('lists the national holidays with observed days', () => {
    const h2025 = nationalHolidays(2025).map((h) => `${h.date} ${h.name}`);
    expect(h2025).toEqual([
      "2025-01-01 New Year's Day",
      '2025-01-26 Australia Day',
      '2025-01-27 Australia Day (observed)',
      '2025-04-18 Good Friday',
      '2025-04-21 Easter Monday',
      '2025-04-25 Anzac Day',
      "2025-06-09 King's Birthday",
      '2025-12-25 Christmas Day',
      '2025-12-26 Boxing Day',
    ]);
    const h2026 = nationalHolidays(2026).map((h) => h.date);
    expect(h2026).toContain('2026-06-08');
    expect(h2026).toContain('2026-12-28'); // Boxing Day on a Saturday
    const h2027 = nationalHolidays(2027).map((h) => `${h.date} ${h.name}`);
    expect(h2027).toContain('2027-12-27 Christmas Day (observed)');
    expect(h2027).toContain('2027-12-28 Boxing Day (observed)');
    expect(h2027).toContain("2027-06-14 King's Birthday");
  });

  it('does day arithmetic in whole days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(sydneyToday(new Date('2026-11-20T14:00:00Z'))).toBe('2026-11-21');
  });
});
