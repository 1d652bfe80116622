// `npm run bench:start-memory [-- --idle-seconds 20]`: issue 29 §4. Runs `npm start` as a user does (the
// supervisor, scripts/start.ts, with a web build first) on free ports and a throwaway PGlite store, waits for its
// "ready" banner and a quiet spell, and prints the resident memory of every process of the product: the
// supervisor, the sandbox and the gateway (goal: under 600 MB together). The store is seeded by a first start,
// which is stopped; the figures are the second start's, as on any day after the first.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { numberArg } from './lib/args.ts';
import { freePorts, rssMb } from './lib/services.ts';

const GOAL_MB = 600;
const idleSeconds = numberArg('idle-seconds', 20);

/** Every process under `pid`, from /proc (Linux), depth first. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 4th field, after "(comm)", which may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // A process that ended while the list was read.
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const child of children.get(p) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

/** What a process runs, for the table: the script after node's flags. */
function describe(pid: number): string {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const script = argv.find((a) => /\.(ts|js|mjs)$/.test(a) && !a.includes('node_modules/tsx'));
  return script ?? argv.slice(0, 3).join(' ');
}

interface Start {
  child: ChildProcess;
  ready: Promise<void>;
}

function start(env: Record<string, string>, args: string[]): Start {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const ready = new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('Adviser Online is ready')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`npm start exited with code ${code} before it was ready`)));
  });
  return { child, ready };
}

async function stop({ child }: Start): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const dataDir = mkdtempSync(join(tmpdir(), 'ao-start-memory-'));
const [port, sandboxPort] = await freePorts(2);
const env = { PORT: String(port), SANDBOX_PORT: String(sandboxPort), DATA_DIR: dataDir, DATABASE_URL: '' };
try {
  console.log('first start: seeds the store…');
  const first = start(env, []); // builds only if the web app is stale; the second start always builds
  await first.ready;
  await stop(first);

  console.log(`second start, with a web build first; measuring after ${idleSeconds} s idle…`);
  const t0 = Date.now();
  const second = start(env, ['--rebuild']);
  await second.ready;
  const readySeconds = (Date.now() - t0) / 1000;
  await sleep(idleSeconds * 1000);
  const rows = [second.child.pid!, ...descendants(second.child.pid!)].map((pid) => ({ pid, what: describe(pid), mb: rssMb(pid) }));
  await stop(second);

  const total = rows.reduce((sum, r) => sum + r.mb, 0);
  console.log(`\nresident memory ${idleSeconds} s after "ready" (ready in ${readySeconds.toFixed(0)} s, build included)`);
  for (const r of rows) console.log(`  ${r.what.padEnd(28)} pid ${String(r.pid).padEnd(8)} ${r.mb.toFixed(0).padStart(5)} MB`);
  console.log(`  ${'all of it'.padEnd(42)} ${total.toFixed(0).padStart(5)} MB   goal < ${GOAL_MB} MB: ${total < GOAL_MB ? 'meets' : 'MISSES'}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
