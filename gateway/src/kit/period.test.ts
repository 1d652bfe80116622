import { describe, expect, it } from 'vitest';
import { fromDate } from './period.js';

describe('period to from_date in Sydney', () => {
  // 2025-06-30T15:30Z is 1:30 am on 1 July in Sydney (AEST, +10): a new month and a new financial year there.
  const julyFirstInSydney = new Date('2025-06-30T15:30:00Z');
  const midMarch = new Date('2025-03-15T01:00:00Z');

  it('counts days back from the Sydney date', () => {
    expect(fromDate('LAST_7_DAYS', julyFirstInSydney)).toBe('2025-06-24');
    expect(fromDate('LAST_30_DAYS', julyFirstInSydney)).toBe('2025-06-01');
    expect(fromDate('LAST_90_DAYS', midMarch)).toBe('2024-12-15');
  });

  it('this month starts on the Sydney 1st', () => {
    expect(fromDate('THIS_MONTH', julyFirstInSydney)).toBe('2025-07-01');
    expect(fromDate('THIS_MONTH', new Date('2025-06-30T13:00:00Z'))).toBe('2025-06-01'); // 11 pm 30 June in Sydney
  });

  it('the financial year starts on 1 July', () => {
    expect(fromDate('FINANCIAL_YEAR', julyFirstInSydney)).toBe('2025-07-01');
    expect(fromDate('FINANCIAL_YEAR', midMarch)).toBe('2024-07-01');
    expect(fromDate('FINANCIAL_YEAR', new Date('2025-12-31T12:00:00Z'))).toBe('2025-07-01'); // 11 pm 31 Dec AEDT
  });

  it('daylight saving: Sydney is +11 in summer', () => {
    expect(fromDate('THIS_MONTH', new Date('2024-12-31T13:30:00Z'))).toBe('2025-01-01');
  });

  it('ALL sends none', () => {
    expect(fromDate('ALL', midMarch)).toBeUndefined();
  });
});
