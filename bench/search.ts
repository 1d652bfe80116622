// `npm run bench:search -- [--accounts N] [--iterations N] [--reuse]`: keyword search at scale.
// Seeds N accounts (default 1,000,000) into a PGlite data folder kept between runs (.data/bench-<N>),
// and, when DATABASE_URL is set, into PostgreSQL schema bench_<N> (kept likewise); then, per store,
// starts the sandbox, the gateway and the bare proxy as separate processes and times keyword searches of
// 3 to 6 characters directly on the sandbox, through GraphQL and through the bare proxy (the floor),
// interleaved, printing p50/p95 and the ratios.
// A store already seeded is not seeded again (the seed checks); a fresh one is then clustered and
// vacuumed (lib/prepare-store.ts); --reuse skips even the check. Services run on free ports.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { flagArg, numberArg } from './lib/args.ts';
import { runSearchBenchmark } from './lib/search-run.ts';
import { prepareStore } from './lib/prepare-store.ts';
import { seedStore } from './lib/seed-store.ts';
import { startServices, type BenchStore } from './lib/services.ts';
import { formatSides, percentile } from './lib/stats.ts';

const accounts = numberArg('accounts', 1_000_000);
const iterations = numberArg('iterations', 300);
const reuse = flagArg('reuse');

interface Target {
  label: string;
  store: BenchStore;
  seedEnv: Record<string, string>;
  seeded: boolean;
}

function targets(): Target[] {
  const dataDir = resolve(`.data/bench-${accounts}`);
  const list: Target[] = [
    {
      label: 'PGlite',
      store: { dataDir },
      seedEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      seeded: reuse && existsSync(dataDir),
    },
  ];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const schema = `bench_${accounts}`;
    list.push({
      label: `PostgreSQL (schema ${schema})`,
      store: { databaseUrl, schema },
      seedEnv: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
      seeded: reuse,
    });
  }
  return list;
}

async function main() {
  const all = targets();
  for (const t of all) {
    if (t.seeded) continue;
    if (await seedStore({ label: t.label, accounts, env: t.seedEnv })) await prepareStore(t.label, t.store);
  }
  const results: string[] = [];
  for (const t of all) {
    console.log(`[${t.label}] starting the sandbox and the gateway`);
    const services = await startServices(t.store);
    try {
      const loadBefore = loadavg()[0];
      const run = await runSearchBenchmark({ ...services, iterations });
      const lines = [
        `\n${t.label}: account keyword search (3 to 6 characters, ${run.distinct} distinct keywords, ` +
          `median total_count ${percentile(run.totals, 50)}), ${iterations} searches per side, ${accounts.toLocaleString('en-AU')} accounts`,
        ...formatSides(run),
        // Both sides share the machine: a busy one (load above the core count) inflates every figure.
        `load average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
      ];
      console.log(lines.join('\n'));
      results.push(...lines);
    } finally {
      await services.stop();
    }
  }
  if (all.length > 1) console.log(`\nSummary${results.join('\n')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
