// Gateway against direct, measured side by side in one run: warm-up samples first (numbered past the measured ones,
// so no measured sample is asked again within the gateway's 2 s cache), then each sample through the gateway and
// straight after it on the sandbox, so both sides see the same machine state.
import { formatRatio, formatRow, percentile } from './stats.ts';

export interface SideBySide {
  gateway: number[];
  direct: number[];
}

export interface InterleaveOptions {
  samples: number;
  warm?: number;
  /** Runs untimed ahead of each gateway sample (e.g. the shell load of that sample's token). */
  before?: (i: number) => Promise<void>;
}

export async function interleave(gatewayRun: (i: number) => Promise<unknown>, directRun: (i: number) => Promise<unknown>, { samples, warm = 5, before }: InterleaveOptions): Promise<SideBySide> {
  const timed = async (run: (i: number) => Promise<unknown>, i: number) => {
    const started = performance.now();
    await run(i);
    return performance.now() - started;
  };
  for (let i = 0; i < warm; i++) {
    await before?.(samples + i);
    await gatewayRun(samples + i);
    await directRun(samples + i);
  }
  const out: SideBySide = { gateway: [], direct: [] };
  for (let i = 0; i < samples; i++) {
    await before?.(i);
    out.gateway.push(await timed(gatewayRun, i));
    out.direct.push(await timed(directRun, i));
  }
  return out;
}

/** Prints both sides and their ratio; with `goalP95Ms`, the goal on the gateway's p95 and whether it is met. */
export function reportSideBySide(title: string, run: SideBySide, goalP95Ms?: number): boolean {
  console.log(`\n${title} (${run.gateway.length} each way)`);
  console.log(formatRow('direct on sandbox', run.direct));
  console.log(formatRow('through the gateway', run.gateway));
  console.log(formatRatio(run.gateway, run.direct));
  if (goalP95Ms === undefined) return true;
  const p95 = percentile(run.gateway, 95);
  console.log(`goal: gateway p95 <= ${goalP95Ms} ms: ${p95.toFixed(2)} ms ${p95 <= goalP95Ms ? 'MET' : 'NOT MET'}`);
  return p95 <= goalP95Ms;
}
