import { describe, expect, it } from 'vitest';
import { addDays, formatDisplayDay, isBusinessDay, isValidIsoDay, nextBusinessDay, parseDisplayDay } from './business-days';

const holidays = new Set(['2026-12-25', '2026-12-28', '2027-01-01', '2027-01-26']);

describe('parseDisplayDay', () => {
  it('reads dd/MM/yyyy as yyyy-MM-dd', () => {
    expect(parseDisplayDay('03/12/2026')).toBe('2026-12-03');
    expect(parseDisplayDay(' 3/2/2027 ')).toBe('2027-02-03');
  });
  it('refuses other shapes and impossible days', () => {
    expect(parseDisplayDay('2026-12-03')).toBeNull();
    expect(parseDisplayDay('31/04/2027')).toBeNull();
    expect(parseDisplayDay('29/02/2027')).toBeNull();
    expect(parseDisplayDay('29/02/2028')).toBe('2028-02-29');
    expect(parseDisplayDay('01/13/2027')).toBeNull();
    expect(parseDisplayDay('00/01/2027')).toBeNull();
    expect(parseDisplayDay('')).toBeNull();
  });
});

describe('formatDisplayDay', () => {
  it('shows yyyy-MM-dd as dd/MM/yyyy', () => expect(formatDisplayDay('2027-01-05')).toBe('05/01/2027'));
  it('leaves other text alone', () => expect(formatDisplayDay('soon')).toBe('soon'));
  it('round-trips with parse', () => expect(parseDisplayDay(formatDisplayDay('2026-11-30'))).toBe('2026-11-30'));
});

describe('isBusinessDay', () => {
  it('is a weekday that is not a holiday', () => {
    expect(isBusinessDay('2026-12-24', holidays)).toBe(true); // Thursday
    expect(isBusinessDay('2026-12-25', holidays)).toBe(false); // Christmas
    expect(isBusinessDay('2026-12-26', holidays)).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-27', holidays)).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-28', holidays)).toBe(false); // Boxing Day observed
    expect(isBusinessDay('2026-12-29', holidays)).toBe(true);
  });
  it('is false for an invalid day', () => {
    expect(isBusinessDay('2026-02-30', holidays)).toBe(false);
    expect(isValidIsoDay('2026-02-30')).toBe(false);
    expect(isValidIsoDay('2026-02-28')).toBe(true);
  });
});

describe('nextBusinessDay', () => {
  it('skips weekends and holidays', () => {
    expect(nextBusinessDay('2026-12-24', holidays)).toBe('2026-12-29');
    expect(nextBusinessDay('2026-12-31', holidays)).toBe('2027-01-04');
    expect(nextBusinessDay('2026-11-26', holidays)).toBe('2026-11-27');
    expect(nextBusinessDay('2026-11-27', holidays)).toBe('2026-11-30');
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
