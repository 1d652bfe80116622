import { describe, expect, it } from 'vitest';
import { sortHoldings } from './sort-holdings';
import type { HoldingRow } from './holdings-csv';

const row = (assetCode: string, value: number, assetClass = 'Cash'): HoldingRow => ({ assetCode, assetName: assetCode, assetType: 'LISTED', assetClass, units: 1, price: value, value, weight: 0 });

describe('sortHoldings', () => {
  it('sorts numbers by value and text alphabetically, ties by code', () => {
    const rows = [row('BHP', 10), row('CBA', 30), row('AAA', 10)];
    expect(sortHoldings(rows, { column: 'value', direction: 'desc' }).map((r) => r.assetCode)).toEqual(['CBA', 'AAA', 'BHP']);
    expect(sortHoldings(rows, { column: 'assetCode', direction: 'asc' }).map((r) => r.assetCode)).toEqual(['AAA', 'BHP', 'CBA']);
  });
});
