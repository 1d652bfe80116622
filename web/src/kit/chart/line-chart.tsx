// A value over time (a portfolio's value by month): a line over a shaded area, value ticks on the left and the
// first and last days below, with the table behind "Show as table" (docs/architecture.md, "Charts"). Its
// accessible name summarises the series (first, last, highest, lowest) rather than reading every point; the
// table has them all. visx draws the line and area on ./chart-scale's axes; the points' x must ascend. Loaded through ./index.ts only.
import { Group } from '@visx/group';
import { Area, LinePath } from '@visx/shape';
import { t } from '../copy';
import { ChartFrame, paletteColour } from './chart-frame';
import { scaleLinear } from './chart-scale';
import type { LineChartProps, LinePoint } from './chart-types';
import styles from './chart.module.css';

const WIDTH = 560;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 72 };

/** The series in one sentence: how many points, the first and last, the highest and lowest. */
export function lineSummary(title: string, data: readonly LinePoint[]): string {
  if (!data.length) return title;
  const first = data[0]!;
  const last = data.at(-1)!;
  const high = data.reduce((a, b) => (b.value > a.value ? b : a));
  const low = data.reduce((a, b) => (b.value < a.value ? b : a));
  return t('kit.chart.lineSummary', {
    title,
    count: data.length,
    firstLabel: first.label,
    first: first.figures[0] ?? '',
    lastLabel: last.label,
    last: last.figures[0] ?? '',
    highLabel: high.label,
    high: high.figures[0] ?? '',
    lowLabel: low.label,
    low: low.figures[0] ?? '',
  });
}

export default function LineChart({ title, data, columns, testId, formatTick, area = true }: LineChartProps) {
  const points = [...data];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.value);
  const [xMin, xMax] = [Math.min(...xs), Math.max(...xs)];
  let [yMin, yMax] = [Math.min(...ys), Math.max(...ys)];
  if (yMin === yMax) [yMin, yMax] = [yMin - 1, yMax + 1];
  const x = scaleLinear(xMin === xMax ? [xMin - 1, xMax + 1] : [xMin, xMax], [MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear([yMin, yMax], [HEIGHT - MARGIN.bottom, MARGIN.top], true);
  const ticks = y.ticks(4);
  const last = points.at(-1);
  return (
    <ChartFrame title={title} data={data} columns={columns} testId={testId}>
      <svg className={styles.line} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={lineSummary(title, data)}>
        <Group>
          {ticks.map((tick) => (
            <g key={tick} className={styles.tick}>
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {area && <Area<LinePoint> data={points} x={(p) => x(p.x)} y0={HEIGHT - MARGIN.bottom} y1={(p) => y(p.value)} className={styles.area} style={{ fill: paletteColour(0) }} />}
          <LinePath<LinePoint> data={points} x={(p) => x(p.x)} y={(p) => y(p.value)} className={styles.path} style={{ stroke: paletteColour(0) }} />
          {points.map((p) => (
            <circle key={p.key} data-key={p.key} cx={x(p.x)} cy={y(p.value)} r={p === last ? 4 : 2.5} className={styles.point} style={{ fill: paletteColour(0) }}>
              <title>{t('kit.chart.item', { label: p.label, figures: p.figures.join(', ') })}</title>
            </circle>
          ))}
          {points.length > 0 && (
            <g className={styles.tick}>
              <text x={x(points[0]!.x)} y={HEIGHT - 8} textAnchor="start">
                {points[0]!.label}
              </text>
              {points.length > 1 && (
                <text x={x(last!.x)} y={HEIGHT - 8} textAnchor="end">
                  {last!.label}
                </text>
              )}
            </g>
          )}
        </Group>
      </svg>
    </ChartFrame>
  );
}
