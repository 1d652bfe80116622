// A linear scale and its round ticks, the little of d3-scale the kit's charts use. @visx/scale's scaleLinear
// brings d3-scale's whole linear chain (interpolators, colours, number formats, time: about 12 KB gzip measured)
// for a straight-line map; this is d3-array's nice and ticks (via visx's vendor re-export) and one line of
// arithmetic (docs/architecture.md, "Charts").
import { nice, ticks } from '@visx/vendor/d3-array';

export interface LinearScale {
  (value: number): number;
  ticks(count: number): number[];
}

/** Maps [d0, d1] onto [r0, r1]; with `round`, the domain is first widened to round numbers (d3's nice). */
export function scaleLinear(domain: readonly [number, number], range: readonly [number, number], round = false): LinearScale {
  let [d0, d1] = domain;
  if (round) [d0, d1] = nice(d0, d1, 5);
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  const scale = ((value: number) => r0 + ((value - d0) / span) * (r1 - r0)) as LinearScale;
  scale.ticks = (count) => ticks(d0, d1, count);
  return scale;
}
