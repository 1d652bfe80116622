import { describe, expect, it } from 'vitest';
import type { AccountFeeRow } from '../api/fees';
import { sortFees } from './sort-fees';

const row = (periodFrom: string, type: AccountFeeRow['type'], amount: number): AccountFeeRow => ({ periodFrom, periodTo: periodFrom, type, amount });
const rows = [row('2026-01-01', 'INVESTMENT', 5), row('2026-02-01', 'ADVISER_SERVICE', 30), row('2026-01-01', 'ADVISER_SERVICE', 20)];

describe('fee sorting', () => {
  it('sorts by period newest first, fee types in their order within a period', () => {
    expect(sortFees(rows, { column: 'period', direction: 'desc' }).map((r) => `${r.periodFrom}:${r.type}`)).toEqual([
      '2026-02-01:ADVISER_SERVICE',
      '2026-01-01:ADVISER_SERVICE',
      '2026-01-01:INVESTMENT',
    ]);
  });

  it('sorts by amount either way', () => {
    expect(sortFees(rows, { column: 'amount', direction: 'asc' }).map((r) => r.amount)).toEqual([5, 20, 30]);
    expect(sortFees(rows, { column: 'amount', direction: 'desc' }).map((r) => r.amount)).toEqual([30, 20, 5]);
  });
});
