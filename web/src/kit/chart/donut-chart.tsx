// A donut (a pie with a hole) of parts of a whole, with a legend and the table behind "Show as table"
// (docs/architecture.md, "Charts"). visx's Pie works out the arcs; the segments are plain SVG paths, each with a
// tooltip, and the legend and a segment light up together under the pointer. Loaded through ./index.ts only.
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useState } from 'react';
import { t } from '../copy';
import { ChartFrame, listSummary, paletteColour } from './chart-frame';
import type { ChartDatum, DonutChartProps } from './chart-types';
import styles from './chart.module.css';

export default function DonutChart({ title, data, columns, testId, size = 200, legendFigure = 0 }: DonutChartProps) {
  const [active, setActive] = useState<string | null>(null);
  const radius = size / 2;
  const drawn = data.filter((d) => d.value > 0);
  const colour = new Map(data.map((d, i) => [d.key, paletteColour(i)]));
  const dim = (key: string) => (active !== null && active !== key ? styles.dimmed : undefined);
  const legend = (
    <ul className={styles.legend}>
      {data.map((d) => (
        <li key={d.key} className={dim(d.key)} onMouseEnter={() => setActive(d.key)} onMouseLeave={() => setActive(null)}>
          <span className={styles.swatch} style={{ background: colour.get(d.key) }} aria-hidden="true" />
          <span className={styles.legendLabel}>{d.label}</span>
          <span className={styles.legendFigure}>{d.figures[legendFigure]}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <ChartFrame title={title} data={data} columns={columns} testId={testId} legend={legend}>
      <svg className={styles.donut} viewBox={`0 0 ${size} ${size}`} width={size} height={size} role="img" aria-label={listSummary({ title, data })}>
        <Group top={radius} left={radius}>
          <Pie<ChartDatum> data={[...drawn]} pieValue={(d) => d.value} pieSort={null} pieSortValues={null} innerRadius={radius * 0.58} outerRadius={radius - 2} padAngle={0.01}>
            {({ arcs, path }) =>
              arcs.map((arc) => (
                <path
                  key={arc.data.key}
                  d={path(arc) ?? ''}
                  data-key={arc.data.key}
                  className={`${styles.segment} ${dim(arc.data.key) ?? ''}`}
                  style={{ fill: colour.get(arc.data.key) }}
                  onMouseEnter={() => setActive(arc.data.key)}
                  onMouseLeave={() => setActive(null)}
                >
                  <title>{t('kit.chart.item', { label: arc.data.label, figures: arc.data.figures.join(', ') })}</title>
                </path>
              ))
            }
          </Pie>
        </Group>
      </svg>
    </ChartFrame>
  );
}
