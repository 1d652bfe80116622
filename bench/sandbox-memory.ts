// `npm run bench:sandbox-memory`: issue 11 item 20. Seeds a default-size store (5,000 accounts) in a
// throwaway PGlite folder, then starts the sandbox on it again, once with Node's default young generation
// and once with the flags `npm start` uses (SANDBOX_NODE_ARGS), and prints each one's RSS 10 s after
// /healthz answers, side by side (goal 250 MB idle).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SANDBOX_NODE_ARGS, spawnService, stopAll, waitHealthy, type Service } from '../scripts/lib/services.ts';
import { freePort, rssMb } from './lib/services.ts';



async function idleRss(dataDir: string, nodeArgs: readonly string[]): Promise<number> {
  const port = await freePort();
  const service: Service = spawnService({ name: 'sandbox', entry: 'sandbox/src/main.ts', nodeArgs, port, quiet: true, env: { SANDBOX_PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' } });
  try {
    await waitHealthy(service);
    await sleep(10_000);
    return rssMb(service.child.pid!);
  } finally {
    stopAll([service]);
    await new Promise((resolve) => service.child.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'ao-sandbox-memory-'));
try {
  console.log('seeding a default store (first start)…');
  const first = await idleRss(dataDir, SANDBOX_NODE_ARGS);
  const plain = await idleRss(dataDir, []);
  const tuned = await idleRss(dataDir, SANDBOX_NODE_ARGS);
  console.log(`\nsandbox idle RSS, 10 s after /healthz (goal <= 250 MB)`);
  console.log(`  first start (seeding), ${SANDBOX_NODE_ARGS.join(' ')}   ${first.toFixed(0)} MB`);
  console.log(`  restart, Node defaults                      ${plain.toFixed(0)} MB`);
  console.log(`  restart, ${SANDBOX_NODE_ARGS.join(' ').padEnd(34)} ${tuned.toFixed(0)} MB   ${tuned <= 250 ? 'meets' : 'MISSES'}   (ratio ${(tuned / plain).toFixed(2)})`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
