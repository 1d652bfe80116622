// Fee rows sorted on the client (at most 72 rows: 24 months of three fee types); ties keep period, then type.
import type { SortState } from '@kit/table/sort';
import type { AccountFeeRow } from '../api/fees';
import { compareDecimal } from '@kit/money';

export type FeeSortColumn = 'period' | 'type' | 'amount';

const TYPE_ORDER = ['ADVISER_SERVICE', 'ADMINISTRATION', 'INVESTMENT'];

export function sortFees(rows: readonly AccountFeeRow[], sort: SortState<FeeSortColumn>): AccountFeeRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byPeriod = (a: AccountFeeRow, b: AccountFeeRow) => a.periodFrom.localeCompare(b.periodFrom);
  const byType = (a: AccountFeeRow, b: AccountFeeRow) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type);
  const compare = {
    period: (a: AccountFeeRow, b: AccountFeeRow) => sign * byPeriod(a, b) || byType(a, b),
    type: (a: AccountFeeRow, b: AccountFeeRow) => sign * byType(a, b) || -byPeriod(a, b),
    amount: (a: AccountFeeRow, b: AccountFeeRow) => sign * compareDecimal(a.amount, b.amount) || -byPeriod(a, b),
  }[sort.column];
  return [...rows].sort(compare);
}
