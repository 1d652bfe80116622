// `npm run bench:gateway`: gateway overhead on account search. Starts the sandbox (embedded PGlite in a
// throwaway folder) and the gateway as separate processes, then
// runs the same keyword searches directly on the sandbox and through GraphQL, interleaved, and prints
// p50/p95 of each and their ratio. Options: --iterations N (default 300), --accounts N (default 5000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberArg } from './lib/args.ts';
import { runSearchBenchmark } from './lib/search-run.ts';
import { startServices } from './lib/services.ts';
import { formatRatio, formatRow } from './lib/stats.ts';

const iterations = numberArg('iterations', 300);
const accounts = numberArg('accounts', 5000);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ao-bench-'));
  try {
    const services = await startServices({ dataDir, seedAccounts: accounts });
    try {
      const run = await runSearchBenchmark({ ...services, iterations });
      console.log(`\nAccount keyword search (3 to 6 characters, ${run.distinct} distinct keywords), ${iterations} searches per side, ${accounts} seeded accounts, embedded PGlite`);
      console.log(formatRow('direct on sandbox', run.direct));
      console.log(formatRow('through the gateway', run.gateway));
      console.log(formatRatio(run.gateway, run.direct));
    } finally {
      await services.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
