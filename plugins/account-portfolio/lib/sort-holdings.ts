// Client-side sorting of the holdings (every holding is on the page at once).
import type { SortState } from '@kit/table/sort';
import { compareDecimal } from '@kit/money';
import type { HoldingRow } from './holdings-csv';

export type HoldingColumn = 'assetCode' | 'assetName' | 'assetClass' | 'units' | 'price' | 'value' | 'weight';

/** The columns that hold exact decimal text (Money or Decimal), compared by value and not as text. */
const DECIMAL_COLUMNS: ReadonlySet<HoldingColumn> = new Set(['units', 'price', 'value', 'weight']);

export function sortHoldings(rows: readonly HoldingRow[], sort: SortState<HoldingColumn>): HoldingRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.column];
    const y = b[sort.column];
    const c = DECIMAL_COLUMNS.has(sort.column) ? compareDecimal(x, y) : x.localeCompare(y);
    return sign * c || a.assetCode.localeCompare(b.assetCode);
  });
}
