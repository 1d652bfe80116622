// The portfolio by asset class as the kit's donut (docs/architecture.md, "Charts"): the legend shows each class's
// weight, the tooltips and the table behind "Show as table" its value and weight, so the picture is never the
// only place a figure is. The chart's code loads with this tab only.
import { t } from '@kit/copy';
import { DonutChart, type ChartDatum } from '@kit/chart';
import { formatAmount, formatPercent } from '@kit/format-values';
import { decimalForDrawing } from '@kit/money';

export interface ClassSlice {
  assetClass: string;
  /** Money text. */
  value: string;
  /** Decimal text, per cent. */
  weight: string;
}

export function AssetClassChart({ slices, label }: { slices: readonly ClassSlice[]; label: string }) {
  const data: ChartDatum[] = slices.map((s) => ({
    key: s.assetClass,
    label: s.assetClass,
    value: decimalForDrawing(s.value),
    figures: [formatAmount(s.value), formatPercent(s.weight)],
  }));
  return <DonutChart title={label} data={data} columns={[t('portfolio.col.assetClass'), t('portfolio.col.value'), t('portfolio.col.weight')]} legendFigure={1} testId="asset-class-chart" />;
}
