import { describe, expect, it } from 'vitest';
import type { AccountFeeRow } from '../api/fees';
import { feesByPeriod } from './fees-by-period';

const fee = (periodFrom: string, periodTo: string, type: string, amount: string) => ({ periodFrom, periodTo, type, amount }) as AccountFeeRow;

describe('feesByPeriod', () => {
  it('adds each period’s rows exactly, newest period first, by type and in total', () => {
    const rows = [
      fee('2026-09-01', '2026-09-30', 'ADVISER_SERVICE', '0.10'),
      fee('2026-10-01', '2026-10-31', 'ADVISER_SERVICE', '100.10'),
      fee('2026-09-01', '2026-09-30', 'INVESTMENT', '0.20'),
      fee('2026-10-01', '2026-10-31', 'ADMINISTRATION', '25.55'),
    ];
    expect(feesByPeriod(rows)).toEqual([
      { periodFrom: '2026-10-01', periodTo: '2026-10-31', total: '125.65', byType: { ADVISER_SERVICE: '100.10', ADMINISTRATION: '25.55', INVESTMENT: '0.00' } },
      // 0.1 + 0.2 is 0.30 here, not 0.30000000000000004.
      { periodFrom: '2026-09-01', periodTo: '2026-09-30', total: '0.30', byType: { ADVISER_SERVICE: '0.10', ADMINISTRATION: '0.00', INVESTMENT: '0.20' } },
    ]);
  });

  it('is empty for no rows', () => {
    expect(feesByPeriod([])).toEqual([]);
  });
});
