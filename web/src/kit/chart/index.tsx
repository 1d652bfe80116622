// The kit's charts, each loaded on first render in a chunk of its own with visx under it (docs/architecture.md,
// "Charts"): a page that imports these pays a few hundred bytes until it draws one, and a page that never charts
// never fetches the library. Until the chunk arrives the chart's place is kept at its size.
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { LazyView } from '../lazy-view';
import type { BarChartProps, DonutChartProps, LineChartProps } from './chart-types';

export type { BarChartProps, ChartDatum, ChartProps, DonutChartProps, LineChartProps, LinePoint } from './chart-types';

const loadDonut = () => import('./donut-chart');
const loadBar = () => import('./bar-chart');
const loadLine = () => import('./line-chart');

function Reserved({ height, children }: { height: number | string; children: ReactNode }) {
  const style: CSSProperties = { minHeight: height };
  return <Suspense fallback={<div style={style} aria-hidden="true" />}>{children}</Suspense>;
}

export function DonutChart(props: DonutChartProps) {
  return (
    <Reserved height={props.size ?? 200}>
      <LazyView load={loadDonut} props={props} />
    </Reserved>
  );
}

export function BarChart(props: BarChartProps) {
  return (
    <Reserved height={props.data.length * 28}>
      <LazyView load={loadBar} props={props} />
    </Reserved>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <Reserved height={220}>
      <LazyView load={loadLine} props={props} />
    </Reserved>
  );
}
