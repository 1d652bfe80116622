// Horizontal bars of amounts by category (an allocation, a top ten), the label before each bar and its figure
// after it, with the table behind "Show as table" (docs/architecture.md, "Charts"). Labels and figures are HTML
// text, so long names cut with an ellipsis as CSS says; visx draws the bars, each as long against the largest as
// its value. Values below zero draw as no bar (the figure still says them). With `series`, a row holds one bar per
// series (money in and out by month), all on one scale, with a legend. Loaded through ./index.ts only.
import { Bar } from '@visx/shape';
import type { CSSProperties } from 'react';
import { ChartFrame, listSummary, paletteColour } from './chart-frame';
import type { BarChartProps, ChartDatum } from './chart-types';
import styles from './chart.module.css';

/** The drawing's width in its own units; the bar area stretches to the space it is given. */
const WIDTH = 100;
const HEIGHT = 10;

export default function BarChart({ title, data, columns, testId, labelWidth = 160, series }: BarChartProps) {
  const valuesOf = (d: ChartDatum) => (series ? (d.values ?? [d.value]) : [d.value]);
  const max = Math.max(0, ...data.flatMap(valuesOf)) || 1;
  const length = (value: number) => (Math.max(0, value) / max) * WIDTH;
  const grid = { '--ao-chart-label-width': `${labelWidth}px` } as CSSProperties;
  const legend = series && (
    <ul className={`${styles.legend} ${styles.seriesLegend}`}>
      {series.map((name, i) => (
        <li key={name}>
          <span className={styles.swatch} style={{ background: paletteColour(i) }} aria-hidden="true" />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <ChartFrame title={title} data={data} columns={columns} testId={testId} legend={legend}>
      <div className={styles.bars} style={grid} role="img" aria-label={listSummary({ title, data })}>
        {data.map((d) => {
          const values = valuesOf(d);
          return (
            <div key={d.key} className={styles.barRow}>
              <span className={styles.barLabel} title={d.label}>
                {d.label}
              </span>
              <svg
                className={styles.barTrack}
                style={values.length > 1 ? { height: `${values.length * 14}px` } : undefined}
                viewBox={`0 0 ${WIDTH} ${HEIGHT * values.length}`}
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                {values.map((value, i) => (
                  <Bar
                    key={i}
                    data-key={values.length > 1 ? `${d.key}:${i}` : d.key}
                    x={0}
                    y={i * HEIGHT + (values.length > 1 ? 1 : 0)}
                    width={length(value)}
                    height={values.length > 1 ? HEIGHT - 2 : HEIGHT}
                    style={{ fill: paletteColour(i) }}
                  />
                ))}
              </svg>
              <span className={styles.barFigure}>
                {values.length > 1 ? values.map((_, i) => <span key={i} className={styles.seriesFigure}>{d.figures[i]}</span>) : d.figures[0]}
              </span>
            </div>
          );
        })}
      </div>
    </ChartFrame>
  );
}
