// A linear scale and its round ticks, the little of d3-scale the kit's charts use. @visx/scale's scaleLinear
// brings d3-scale's whole linear chain (interpolators, colours, number formats, time: about 11 KB gzip more,
// measured) for a straight-line map; this is that map and d3's tick step rule (1, 2 or 5 times a power of ten)
// in a few lines (docs/architecture.md, "Charts").

export interface LinearScale {
  (value: number): number;
  /** Round values inside the domain, about `count` of them. */
  ticks(count: number): number[];
}

/** d3-array's tick step: the round increment that cuts [start, stop] into about `count` pieces. */
function tickStep(start: number, stop: number, count: number): number {
  const raw = Math.abs(stop - start) / Math.max(1, count);
  if (!raw || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

/**
 * Where `value` falls in steps (rounded down or up) and back: under a step of 1 both by the step's whole inverse,
 * so no binary fraction creeps in (0.3 / 0.1 is 2.9999999999999996; 0.3 * 10 is 3).
 */
const stepsIn = (value: number, step: number) => (step >= 1 ? value / step : value * Math.round(1 / step));
const multiple = (i: number, step: number) => (step >= 1 ? i * step : i / Math.round(1 / step));

/** Maps [d0, d1] onto [r0, r1]; with `round`, the domain is first widened to round numbers (d3's nice). */
export function scaleLinear(domain: readonly [number, number], range: readonly [number, number], round = false): LinearScale {
  let [d0, d1] = domain;
  if (round) {
    // Twice, as d3 does: widening can change the step.
    for (let pass = 0; pass < 2; pass++) {
      const step = tickStep(d0, d1, 5);
      [d0, d1] = [multiple(Math.floor(stepsIn(d0, step)), step), multiple(Math.ceil(stepsIn(d1, step)), step)];
    }
  }
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  const scale = ((value: number) => r0 + ((value - d0) / span) * (r1 - r0)) as LinearScale;
  scale.ticks = (count) => {
    const step = tickStep(d0, d1, count);
    const out: number[] = [];
    for (let i = Math.ceil(stepsIn(d0, step)); i <= Math.floor(stepsIn(d1, step)); i++) out.push(multiple(i, step));
    return out;
  };
  return scale;
}
