// Timing and percentiles shared by the benchmarks.

/** Nearest-rank percentile (p in 0..100) of a sample. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

export async function timed(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

export const formatRow = (name: string, xs: number[]) =>
  `${name.padEnd(22)} p50 ${percentile(xs, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(xs, 95).toFixed(2).padStart(7)} ms`;

export const formatRatio = (gateway: number[], direct: number[]) =>
  `ratio gateway/direct   p50 ${(percentile(gateway, 50) / percentile(direct, 50)).toFixed(3)}   p95 ${(percentile(gateway, 95) / percentile(direct, 95)).toFixed(3)}`;
