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

const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

/**
 * Searches a second at one connection (one search at a time, so 1000 / the mean time of one), over the same
 * interleaved samples: the ratio to direct is the share of the sandbox's own rate a caller keeps.
 */
export const perSecond = (xs: number[]) => 1000 / mean(xs);

export interface SearchSides {
  direct: number[];
  gateway: number[];
  bareProxy: number[];
  bareGraphql?: number[];
  bareYoga?: number[];
  gatewayUncompressed?: number[];
  serverCpuMs?: { gateway?: number; gatewayUncompressed?: number; bareProxy?: number; bareGraphql?: number; bareYoga?: number };
}

/** The rows and ratios every search benchmark prints: direct, through the gateway and through the floors. */
export function formatSides(run: SearchSides): string[] {
  const lines = [formatRow('direct on sandbox', run.direct), formatRow('through the gateway', run.gateway)];
  if (run.gatewayUncompressed?.length) lines.push(formatRow('  same, uncompressed', run.gatewayUncompressed));
  if (run.bareProxy.length) lines.push(formatRow('through a bare proxy', run.bareProxy));
  if (run.bareGraphql?.length) lines.push(formatRow('through bare graphql', run.bareGraphql));
  if (run.bareYoga?.length) lines.push(formatRow('through a bare yoga', run.bareYoga));
  lines.push(formatRatio(run.gateway, run.direct));
  if (run.bareProxy.length) {
    // The floor any gateway pays here (an extra process and HTTP hop), and the gateway's own share above it.
    lines.push(formatRatio(run.bareProxy, run.direct, 'bare proxy/direct'), formatRatio(run.gateway, run.bareProxy, 'gateway/bare proxy'));
    // Like for like: the floors never compress, fetch asks the gateway for gzip.
    if (run.gatewayUncompressed?.length) lines.push(formatRatio(run.gatewayUncompressed, run.bareProxy, 'uncompressed/bare'));
    // The GraphQL floors: graphql-js alone, then yoga with its defaults (nothing of the gateway's), and the gateway
    // above the latter.
    if (run.bareGraphql?.length) lines.push(formatRatio(run.bareGraphql, run.bareProxy, 'graphql/bare prx'));
    if (run.bareYoga?.length) lines.push(formatRatio(run.bareYoga, run.bareProxy, 'bare yoga/bare prx'), formatRatio(run.gateway, run.bareYoga, 'gateway/bare yoga'));
  }
  const rate = (label: string, xs: number[]) => `${label} ${perSecond(xs).toFixed(0)}/s (${(perSecond(xs) / perSecond(run.direct)).toFixed(3)} of direct)`;
  const rates = [`direct ${perSecond(run.direct).toFixed(0)}/s`, rate('gateway', run.gateway)];
  if (run.bareProxy.length) rates.push(rate('bare proxy', run.bareProxy));
  if (run.bareGraphql?.length) rates.push(rate('graphql-js', run.bareGraphql));
  if (run.bareYoga?.length) rates.push(rate('bare yoga', run.bareYoga));
  lines.push(`throughput at 1 connection: ${rates.join(', ')}`);
  const cpu = run.serverCpuMs ?? {};
  const cpuParts = (
    [['gateway', cpu.gateway], ['uncompressed', cpu.gatewayUncompressed], ['bare proxy', cpu.bareProxy], ['graphql-js', cpu.bareGraphql], ['bare yoga', cpu.bareYoga]] as const
  ).flatMap(([label, ms]) => (ms === undefined ? [] : [`${label} ${ms.toFixed(2)} ms`]));
  if (cpuParts.length) lines.push(`server CPU per search (all its threads): ${cpuParts.join(', ')}`);
  return lines;
}
