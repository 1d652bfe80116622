import { describe, expect, it } from 'vitest';
import { completedPeriods, financialYearName, financialYearTitle, periodOf, periodsBetween } from './periods.js';

describe('report periods', () => {
  it('finds the month, quarter and Australian financial year of a day', () => {
    expect(periodOf('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('quarter', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodOf('financial-year', '2026-06-30')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(periodOf('financial-year', '2026-07-01')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(financialYearName('2025-07-01')).toBe('2025-26');
    expect(financialYearTitle('2025-07-01')).toBe('2025\u201326');
  });

  it('lists completed periods newest first, none before the first day', () => {
    expect(completedPeriods('quarter', '2026-01-15', '2026-11-27', 8)).toEqual([
      { from: '2026-07-01', to: '2026-09-30' },
      { from: '2026-04-01', to: '2026-06-30' },
      { from: '2026-01-01', to: '2026-03-31' },
    ]);
    expect(completedPeriods('month', '2020-01-01', '2026-11-30', 24)).toHaveLength(24);
    expect(completedPeriods('month', '2020-01-01', '2026-11-30', 1)[0]).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodsBetween('financial-year', '2024-08-01', '2026-11-27').map((p) => p.from)).toEqual(['2024-07-01', '2025-07-01', '2026-07-01']);
  });
});
