import { describe, expect, it } from 'vitest';
import { greeting, partOfDay, sydneyHour } from './greeting.js';

describe('greeting by Sydney hour (002 §9)', () => {
  it('morning up to and including hour 12, afternoon 13 to 17, evening otherwise', () => {
    expect(partOfDay(0)).toBe('morning');
    expect(partOfDay(12)).toBe('morning');
    expect(partOfDay(13)).toBe('afternoon');
    expect(partOfDay(17)).toBe('afternoon');
    expect(partOfDay(18)).toBe('evening');
    expect(partOfDay(23)).toBe('evening');
  });

  // Summer: AEDT, UTC+11.
  it.each([
    ['2025-01-15T01:59:00Z', 'Good morning Olivia'], // 12:59
    ['2025-01-15T02:00:00Z', 'Good afternoon Olivia'], // 13:00
    ['2025-01-15T06:59:00Z', 'Good afternoon Olivia'], // 17:59
    ['2025-01-15T07:00:00Z', 'Good evening Olivia'], // 18:00
  ])('daylight saving time: %s is "%s"', (utc, expected) => {
    expect(greeting('Olivia', new Date(utc))).toBe(expected);
  });

  // Winter: AEST, UTC+10.
  it.each([
    ['2025-07-15T02:59:00Z', 'Good morning Olivia'], // 12:59
    ['2025-07-15T03:00:00Z', 'Good afternoon Olivia'], // 13:00
    ['2025-07-15T07:59:00Z', 'Good afternoon Olivia'], // 17:59
    ['2025-07-15T08:00:00Z', 'Good evening Olivia'], // 18:00
  ])('standard time: %s is "%s"', (utc, expected) => {
    expect(greeting('Olivia', new Date(utc))).toBe(expected);
  });

  it('follows the clock change on the day daylight saving starts and ends', () => {
    // 5 Oct 2025: clocks go 02:00 -> 03:00 (UTC+11 from then on).
    expect(sydneyHour(new Date('2025-10-05T01:59:00Z'))).toBe(12);
    expect(greeting('Sam', new Date('2025-10-05T02:00:00Z'))).toBe('Good afternoon Sam');
    // 6 Apr 2025: clocks go 03:00 -> 02:00 (UTC+10 from then on).
    expect(sydneyHour(new Date('2025-04-06T02:59:00Z'))).toBe(12);
    expect(greeting('Sam', new Date('2025-04-06T08:00:00Z'))).toBe('Good evening Sam');
  });

  it('has no trailing space without a first name', () => {
    expect(greeting('', new Date('2025-01-15T01:59:00Z'))).toBe('Good morning');
  });
});
