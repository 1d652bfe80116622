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

export const formatRatio = (over: number[], under: number[], label = 'gateway/direct') =>
  `ratio ${label.padEnd(18)} p50 ${(percentile(over, 50) / percentile(under, 50)).toFixed(3)}   p95 ${(percentile(over, 95) / percentile(under, 95)).toFixed(3)}`;

/** The rows and ratios every search benchmark prints: direct, through the gateway and through the bare proxy. */
export function formatSides(run: { direct: number[]; gateway: number[]; bareProxy: number[] }): string[] {
  const lines = [formatRow('direct on sandbox', run.direct), formatRow('through the gateway', run.gateway)];
  if (run.bareProxy.length) lines.push(formatRow('through a bare proxy', run.bareProxy));
  lines.push(formatRatio(run.gateway, run.direct));
  if (run.bareProxy.length) {
    // The floor any gateway pays here (an extra process and HTTP hop), and the gateway's own share above it.
    lines.push(formatRatio(run.bareProxy, run.direct, 'bare proxy/direct'), formatRatio(run.gateway, run.bareProxy, 'gateway/bare proxy'));
  }
  return lines;
}
