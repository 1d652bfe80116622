// `npm run bench:gateway`: gateway overhead on account search. Starts the sandbox (embedded PGlite in a
// throwaway folder), the gateway and three floors as separate processes: the bare proxy (the same upstream calls
// on node:http, no GraphQL), bare graphql-js (the same behind graphql-js alone) and a bare yoga (behind a minimal
// yoga server). Runs the same keyword searches directly on the sandbox, through the gateway (as fetch asks, gzip,
// and uncompressed) and through the floors, interleaved, after a warm-up that brings every process to its steady
// state; prints p50/p95 of each, their ratios, the throughput at one connection and each server's CPU per search;
// then the gateway's own cost per request in process.
// Options: --iterations N (default 300), --warmup N (searches per side before the timed ones, default 1000),
// --accounts N (default 5000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberArg } from './lib/args.ts';
import { runInProcess } from './lib/in-process.ts';
import { runSearchBenchmark, signIn } from './lib/search-run.ts';
import { startServices } from './lib/services.ts';
import { formatSides } from './lib/stats.ts';

const iterations = numberArg('iterations', 300);
// 20 left the gateway's JIT cold: V8 was still compiling its request path after 1,500 searches, and its CPU per
// search fell from 2.05 ms over the first 1,500 to 1.78 ms over the next 500.
const warmUp = numberArg('warmup', 1000);
const accounts = numberArg('accounts', 5000);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ao-bench-'));
  try {
    const services = await startServices({ dataDir, seedAccounts: accounts }, { graphqlFloors: true });
    try {
      const run = await runSearchBenchmark({ ...services, iterations, warmUp, uncompressed: true, pids: services.pids });
      console.log(`\nAccount keyword search (3 to 6 characters, ${run.distinct} distinct keywords), ${iterations} searches per side after ${warmUp} to warm up, ${accounts} seeded accounts, embedded PGlite`);
      console.log(formatSides(run).join('\n'));
      // The gateway's own share: the same search in this process, upstream answers replayed, no sockets.
      const user = await signIn(services.sandboxUrl, 'wrap.adviser');
      const own = await runInProcess({ ...user, sandboxUrl: services.sandboxUrl, keyword: 'ann', iterations });
      const cost = (label: string, c: { wallMs: number; cpuMs: number }) => `${label.padEnd(22)} ${c.wallMs.toFixed(2).padStart(7)} ms wall ${c.cpuMs.toFixed(2).padStart(7)} ms CPU`;
      console.log('\nIn process (the /graphql route and yoga, upstream replayed by a MockAgent, no sockets), per request:');
      console.log(cost('{ __typename }', own.typename));
      console.log(cost('account search', own.search));
      // The fast path is kept while it saves something: the same requests through yoga's Fetch adapter.
      console.log('Without the JSON fast path (every request through yoga\'s Fetch adapter), measured in alternating rounds:');
      console.log(`${cost('{ __typename }', own.viaAdapter.typename)}  (fast path saves ${(own.viaAdapter.typename.cpuMs - own.typename.cpuMs).toFixed(2)} ms CPU)`);
      console.log(`${cost('account search', own.viaAdapter.search)}  (fast path saves ${(own.viaAdapter.search.cpuMs - own.search.cpuMs).toFixed(2)} ms CPU)`);
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
