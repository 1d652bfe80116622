import { describe, expect, it } from 'vitest';
import { sortHoldings } from './sort-holdings';
import type { HoldingRow } from './holdings-csv';

const row = (assetCode: string, value: string, assetClass = 'Cash'): HoldingRow => ({ assetCode, assetName: assetCode, assetType: 'LISTED', assetClass, units: '1', price: value, value, weight: '0' });

describe('sortHoldings', () => {
  it('sorts numbers by value and text alphabetically, ties by code', () => {
    // By value, not as text: "9.50" is below "30.00" though it sorts after it as text.
    const rows = [row('BHP', '9.50'), row('CBA', '30.00'), row('AAA', '9.50'), row('XYZ', '-100.00')];
    expect(sortHoldings(rows, { column: 'value', direction: 'desc' }).map((r) => r.assetCode)).toEqual(['CBA', 'AAA', 'BHP', 'XYZ']);
    expect(sortHoldings(rows, { column: 'price', direction: 'asc' }).map((r) => r.assetCode)).toEqual(['XYZ', 'AAA', 'BHP', 'CBA']);
    expect(sortHoldings(rows, { column: 'assetCode', direction: 'asc' }).map((r) => r.assetCode)).toEqual(['AAA', 'BHP', 'CBA', 'XYZ']);
  });
});
