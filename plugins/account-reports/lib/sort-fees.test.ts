import { describe, expect, it } from 'vitest';
import type { AccountFeeRow } from '../api/fees';
import { sortFees } from './sort-fees';

const row = (periodFrom: string, type: AccountFeeRow['type'], amount: string): AccountFeeRow => ({ periodFrom, periodTo: periodFrom, type, amount });
// Money text, compared by value: "5.00" is the smallest though it sorts last as text.
const rows = [row('2026-01-01', 'INVESTMENT', '5.00'), row('2026-02-01', 'ADVISER_SERVICE', '30.10'), row('2026-01-01', 'ADVISER_SERVICE', '20.00')];

describe('fee sorting', () => {
  it('sorts by period newest first, fee types in their order within a period', () => {
    expect(sortFees(rows, { column: 'period', direction: 'desc' }).map((r) => `${r.periodFrom}:${r.type}`)).toEqual([
      '2026-02-01:ADVISER_SERVICE',
      '2026-01-01:ADVISER_SERVICE',
      '2026-01-01:INVESTMENT',
    ]);
  });

  it('sorts by amount either way', () => {
    expect(sortFees(rows, { column: 'amount', direction: 'asc' }).map((r) => r.amount)).toEqual(['5.00', '20.00', '30.10']);
    expect(sortFees(rows, { column: 'amount', direction: 'desc' }).map((r) => r.amount)).toEqual(['30.10', '20.00', '5.00']);
  });
});
