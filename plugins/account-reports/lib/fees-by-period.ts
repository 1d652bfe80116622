// The fee rows the table shows, added up by period for the chart beside it: one entry a period, newest first, with
// each fee type's amount and the period's total, summed as decimals (never floats).
import { sumMoney } from '@kit/money';
import type { AccountFeeRow } from '../api/fees';

export const FEE_TYPES = ['ADVISER_SERVICE', 'ADMINISTRATION', 'INVESTMENT'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

export interface FeePeriodTotal {
  periodFrom: string;
  periodTo: string;
  /** Money text: the period's fees of every type. */
  total: string;
  /** Money text by fee type ("0.00" for a type not charged in the period). */
  byType: Record<FeeType, string>;
}

export function feesByPeriod(rows: readonly AccountFeeRow[]): FeePeriodTotal[] {
  const periods = new Map<string, AccountFeeRow[]>();
  for (const row of rows) periods.set(row.periodFrom, [...(periods.get(row.periodFrom) ?? []), row]);
  return [...periods.values()]
    .map((fees) => ({
      periodFrom: fees[0]!.periodFrom,
      periodTo: fees[0]!.periodTo,
      total: sumMoney(fees.map((f) => f.amount)),
      byType: Object.fromEntries(FEE_TYPES.map((type) => [type, sumMoney(fees.filter((f) => f.type === type).map((f) => f.amount))])) as Record<FeeType, string>,
    }))
    .sort((a, b) => b.periodFrom.localeCompare(a.periodFrom));
}
