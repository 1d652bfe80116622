// What every kit chart draws around its picture (docs/architecture.md, "Charts"): a figure whose drawing is one
// image named by a summary of its figures, and a "Show as table" button that opens the same figures as a table
// (the data table Highcharts and the ABS offer), so the picture is never the only place a figure is.
import { useId, useState, type ReactNode } from 'react';
import { t } from '../copy';
import type { ChartProps } from './chart-types';
import layout from '../layout/layout.module.css';
import styles from './chart.module.css';

/** The image's accessible name: the title, then each datum's label and figures. */
export function listSummary({ title, data }: Pick<ChartProps, 'title' | 'data'>): string {
  const items = data.map((d) => t('kit.chart.item', { label: d.label, figures: d.figures.join(', ') })).join('; ');
  return t('kit.chart.summary', { title, items });
}

/** The n-th colour of the chart palette (chart.module.css: the brand's primary and accent first). */
export const paletteColour = (index: number) => `var(--ao-chart-${(index % 8) + 1})`;

export function ChartFrame({ title, data, columns, testId, children, legend }: Pick<ChartProps, 'title' | 'data' | 'columns' | 'testId'> & { children: ReactNode; legend?: ReactNode }) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  return (
    <figure className={styles.frame} data-testid={testId}>
      <div className={styles.picture}>
        {children}
        {legend}
      </div>
      {/* The toggle is an on-screen control: a printed page leaves it out (the table prints when it is open). */}
      <button type="button" className={`${styles.toggle} ${layout.noPrint}`} aria-expanded={table} aria-controls={tableId} onClick={() => setTable((open) => !open)}>
        {t(table ? 'kit.chart.hideTable' : 'kit.chart.showTable')}
      </button>
      {/* A wide table scrolls in its box, which keyboard users reach and scroll, named as a group rather than a region so it adds no landmark (WCAG 2.1.1). */}
      <div id={tableId} className={styles.tableWrap} hidden={!table} role="group" aria-label={title} tabIndex={0}>
        <table className={styles.table}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={column} scope="col" className={i ? styles.number : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.key}>
                <th scope="row">{d.label}</th>
                {d.figures.map((figure, i) => (
                  <td key={i} className={styles.number}>
                    {figure}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
