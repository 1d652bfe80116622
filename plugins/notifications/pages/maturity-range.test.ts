import { describe, expect, it } from 'vitest';
import { maturityRange, validRange } from './maturity-range';

describe('maturity range', () => {
  it('takes a valid range from the URL', () => {
    expect(maturityRange('2026-01-01', '2026-03-31')).toEqual({ fromDate: '2026-01-01', toDate: '2026-03-31' });
  });

  it('falls back to today to 30 days ahead in Sydney', () => {
    // 20:00 UTC on 25 Nov is 7 am on 26 Nov in Sydney.
    expect(maturityRange(undefined, undefined, new Date('2026-11-25T20:00:00Z'))).toEqual({ fromDate: '2026-11-26', toDate: '2026-12-26' });
    expect(maturityRange('2026-05-01', '2026-01-01', new Date('2026-11-25T00:00:00Z')).fromDate).toBe('2026-11-25');
    expect(maturityRange('01/05/2026', '2026-06-01', new Date('2026-11-25T00:00:00Z')).fromDate).toBe('2026-11-25');
  });

  it('refuses reversed ranges and ranges over a year', () => {
    expect(validRange('2026-01-02', '2026-01-01')).toBe(false);
    expect(validRange('2026-01-01', '2027-06-01')).toBe(false);
    expect(validRange('2026-01-01', '2026-01-01')).toBe(true);
  });
});
