// The fees by period as bars beside the fees table (issue 31 §3): drawn from the rows the table shows, for the
// period the filter chose, each bar the period's total, its "Show as table" alternative every fee type's amount.
import { t } from '@kit/copy';
import { BarChart, type ChartDatum } from '@kit/chart';
import { formatAmount, formatDay } from '@kit/format-values';
import { decimalForDrawing } from '@kit/money';
import type { AccountFeePeriod } from '@kit/gql/graphql';
import type { AccountFeeRow } from '../api/fees';
import { FEE_TYPES, feesByPeriod, type FeePeriodTotal } from '../lib/fees-by-period';
import styles from './reports.module.css';

/** The period of the answer the rows came in (not the filter's, which changes before the answer does). */
type FeePeriod = AccountFeePeriod;

/** "Oct 2026" for a month; "Jul 2025 to Sep 2025" for a longer period. */
const monthOf = (day: string) => formatDay(day).slice(3);
export function periodLabel(p: Pick<FeePeriodTotal, 'periodFrom' | 'periodTo'>, period: FeePeriod): string {
  return period === 'MONTH' ? monthOf(p.periodFrom) : t('accountReports.period', { from: monthOf(p.periodFrom), to: monthOf(p.periodTo) });
}

export function FeesChart({ rows, period }: { rows: readonly AccountFeeRow[]; period: FeePeriod }) {
  const data: ChartDatum[] = feesByPeriod(rows).map((p) => ({
    key: p.periodFrom,
    label: periodLabel(p, period),
    value: decimalForDrawing(p.total),
    figures: [formatAmount(p.total), ...FEE_TYPES.map((type) => formatAmount(p.byType[type]))],
  }));
  if (!data.length) return null;
  const title = t(`accountReports.fees.chart.title.${period}`);
  return (
    <>
      <h3 className={styles.chartTitle}>{title}</h3>
      <BarChart
        title={title}
        testId="fees-chart"
        labelWidth={period === 'MONTH' ? 80 : 170}
        data={data}
        columns={[t('accountReports.fees.col.period'), t('accountReports.fees.total'), ...FEE_TYPES.map((type) => t(`accountReports.fees.type.${type}`))]}
      />
    </>
  );
}
