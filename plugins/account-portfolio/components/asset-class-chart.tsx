// A donut of the portfolio by asset class (d3-shape draws the arcs; React renders them as SVG), with a legend
// that carries the same numbers as text, so the picture is never the only place a figure is.
import { arc, pie } from 'd3-shape';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import { formatWeight } from '../lib/numbers';
import styles from './portfolio.module.css';
import { decimalForDrawing } from '@kit/money';

export interface ClassSlice {
  assetClass: string;
  /** Money text. */
  value: string;
  /** Decimal text, per cent. */
  weight: string;
}

const SIZE = 200;
const RADIUS = SIZE / 2;
const COLOURS = ['#1f5fa8', '#2f9e8f', '#e0a526', '#c2185b', '#6a4fb3', '#5b7083', '#8bc34a', '#ef6c00'];

export function AssetClassChart({ slices, label }: { slices: readonly ClassSlice[]; label: string }) {
  const arcs = pie<ClassSlice>().value((s) => decimalForDrawing(s.value)).sort(null)(slices as ClassSlice[]);
  const path = arc<(typeof arcs)[number]>().innerRadius(RADIUS * 0.58).outerRadius(RADIUS - 2).padAngle(0.01);
  return (
    <figure className={styles.chart} data-testid="asset-class-chart">
      <svg viewBox={`${-RADIUS} ${-RADIUS} ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} role="img" aria-label={label}>
        {arcs.map((a, i) => (
          <path key={a.data.assetClass} d={path(a) ?? undefined} fill={COLOURS[i % COLOURS.length]} data-asset-class={a.data.assetClass}>
            <title>{t('portfolio.valuation.chartSlice', { assetClass: a.data.assetClass, value: formatAmount(a.data.value), weight: formatWeight(a.data.weight) })}</title>
          </path>
        ))}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {slices.map((s, i) => (
            <li key={s.assetClass}>
              <span className={styles.swatch} style={{ background: COLOURS[i % COLOURS.length] }} aria-hidden="true" />
              <span className={styles.legendName}>{s.assetClass}</span>
              <span className={styles.legendValue}>{formatWeight(s.weight)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
