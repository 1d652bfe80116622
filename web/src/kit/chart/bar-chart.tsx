// Horizontal bars of amounts by category (an allocation, a top ten), the label before each bar and its figure
// after it, with the table behind "Show as table" (docs/architecture.md, "Charts"). Labels and figures are HTML
// text, so long names cut with an ellipsis as CSS says; visx draws the bars, each as long against the largest as
// its value. Values below zero draw as no bar (the figure still says them). Loaded through ./index.ts only.
import { Bar } from '@visx/shape';
import type { CSSProperties } from 'react';
import { ChartFrame, listSummary, paletteColour } from './chart-frame';
import type { BarChartProps } from './chart-types';
import styles from './chart.module.css';

/** The drawing's width in its own units; the bar area stretches to the space it is given. */
const WIDTH = 100;
const HEIGHT = 10;

export default function BarChart({ title, data, columns, testId, labelWidth = 160 }: BarChartProps) {
  const max = Math.max(0, ...data.map((d) => d.value)) || 1;
  const length = (value: number) => (Math.max(0, value) / max) * WIDTH;
  const grid = { '--ao-chart-label-width': `${labelWidth}px` } as CSSProperties;
  return (
    <ChartFrame title={title} data={data} columns={columns} testId={testId}>
      <div className={styles.bars} style={grid} role="img" aria-label={listSummary({ title, data })}>
        {data.map((d) => (
          <div key={d.key} className={styles.barRow}>
            <span className={styles.barLabel} title={d.label}>
              {d.label}
            </span>
            <svg className={styles.barTrack} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <Bar data-key={d.key} x={0} y={0} width={length(d.value)} height={HEIGHT} style={{ fill: paletteColour(0) }} />
            </svg>
            <span className={styles.barFigure}>{d.figures[0]}</span>
          </div>
        ))}
      </div>
    </ChartFrame>
  );
}
