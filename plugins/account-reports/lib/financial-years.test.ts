import { describe, expect, it } from 'vitest';
import { recentFinancialYears } from './financial-years';

describe('financial years', () => {
  it('starts the year on 1 July in Sydney', () => {
    // 30 June 15:00 UTC is 1 July 01:00 in Sydney: the new financial year has begun.
    expect(recentFinancialYears(new Date('2026-06-30T15:00:00Z'))[0]).toEqual({ start: 2026, from: '2026-07-01', to: '2027-06-30' });
    expect(recentFinancialYears(new Date('2026-06-30T12:00:00Z')).map((y) => y.start)).toEqual([2025, 2024, 2023]);
  });
});
