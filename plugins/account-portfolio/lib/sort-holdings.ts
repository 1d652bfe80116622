// Client-side sorting of the holdings (every holding is on the page at once).
import type { SortState } from '@kit/table/sort';
import type { HoldingRow } from './holdings-csv';

export type HoldingColumn = 'assetCode' | 'assetName' | 'assetClass' | 'units' | 'price' | 'value' | 'weight';

export function sortHoldings(rows: readonly HoldingRow[], sort: SortState<HoldingColumn>): HoldingRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.column];
    const y = b[sort.column];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * c || a.assetCode.localeCompare(b.assetCode);
  });
}
