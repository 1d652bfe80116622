// What the kit's charts take (docs/architecture.md, "Charts"). Types only: a page imports these and the lazy
// components in ./index.ts, never the drawing code, so the chart library loads with the chart and no sooner.

/** One thing a chart draws: a donut's segment, a bar, a point of a line. */
export interface ChartDatum {
  /** Stable and unique in the chart (React key, `data-key` on the drawn shape). */
  key: string;
  /** What the datum is, as the legend and the table's first column name it ("Australian equities", "30 Jun 2025"). */
  label: string;
  /** The number drawn: only for drawing (a Decimal read by decimalForDrawing in web/src/kit/money.ts). */
  value: number;
  /**
   * The figures the adviser reads, as formatted text ("$7,500.00", "75.00%"): one per table column after the
   * first. The first is the one the bar's end and the line's summary show (a donut's legend: DonutChartProps.legendFigure).
   */
  figures: readonly string[];
  /** A bar chart's bars in a row when it has several series (BarChartProps.series), in the series' order. */
  values?: readonly number[];
}

export interface ChartProps<Datum extends ChartDatum = ChartDatum> {
  /** The chart's title: its accessible name starts with it, and it captions the table. */
  title: string;
  data: readonly Datum[];
  /** The table's column headers: the label column's, then one per figure. */
  columns: readonly [string, ...string[]];
  /** data-testid of the chart's figure element. */
  testId?: string;
}

export interface DonutChartProps extends ChartProps {
  /** Diameter in px (default 200). */
  size?: number;
  /** Which of each datum's figures the legend shows (default 0, the first). */
  legendFigure?: number;
}

export interface BarChartProps extends ChartProps {
  /** Width of the label column in px of the drawing (default 160); longer labels are cut with an ellipsis. */
  labelWidth?: number;
  /**
   * Several bars a row (money in and money out by month): the series' names, which the legend shows. Each datum's
   * `values` are its bars in this order, all drawn on one scale, each followed by the datum's figure of the same
   * index. Without it, a row is one bar of `value` followed by the first figure.
   */
  series?: readonly string[];
}

/** A point of a line: its place along the time axis (a timestamp or a day number), in ascending order. */
export interface LinePoint extends ChartDatum {
  x: number;
}

export interface LineChartProps extends ChartProps<LinePoint> {
  /** A value-axis tick as text ("$1.2M"). */
  formatTick: (value: number) => string;
  /** Fill the area under the line (default true). */
  area?: boolean;
}
