// `npm test`: the whole suite (two cores): the static checks side by side (lint, config check, codegen check,
// typecheck), then unit and component, integration, then the browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { browserDigest, browserSlowest } from './browser-digest.ts';
import { chromiumPath } from './lib/chromium-path.ts';

interface Step { name: string; cmd: string[]; env?: Record<string, string>; with?: Step[] }

// The static checks are single-threaded and read files: run together they take about as long as lint alone
// (their output is held and printed whole, one check after another, so it never interleaves).
const staticChecks: Step[] = [
  // node --import tsx, not the tsx command: one process instead of two (the command starts a second node).
  { name: 'config check', cmd: [process.execPath, '--import', 'tsx', 'scripts/config-check.ts'] },
  // Generated GraphQL types and route map must be what `npm run codegen` writes from today's SDL and manifests.
  { name: 'codegen check', cmd: ['npx', 'tsx', 'scripts/codegen-check.ts'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
];
const steps: Step[] = [
  { name: 'lint, config, codegen and type checks', cmd: ['npx', 'eslint', '.'], with: staticChecks },
  { name: 'unit and component', cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'component', '--project', 'isolated'] },
  // The integration suite runs once, on PostgreSQL when DATABASE_URL is set (CI) and on the embedded PGlite
  // otherwise. The embedded store is what the unit suite (every sandbox route on a PGlite store) and the
  // browser suite (the product as `npm start` runs it) use, so a second whole run on PGlite added minutes and
  // no path of its own.
  process.env.DATABASE_URL
    ? { name: 'integration (PostgreSQL)', cmd: ['npx', 'vitest', 'run', '--project', 'integration'], env: { IT_STORE: 'postgres' } }
    : { name: 'integration (PGlite)', cmd: ['npx', 'vitest', 'run', '--project', 'integration'], env: { IT_STORE: 'pglite' } },
];
// Two Playwright workers, each with a whole product of its own (e2e/ports.ts): on this project's two-core machines
// the suite took 10.7 min instead of 13.4 with one (most of a test is the browser and the servers waiting on one
// another). E2E_WORKERS=1 runs one.
steps.push({ name: 'browser (Playwright, Chromium)', cmd: ['npx', 'playwright', 'test'], env: { E2E_WORKERS: process.env.E2E_WORKERS ?? '2' } });

/** Runs a command with its output held, for a check that runs beside others. */
function runHeld(step: Step): Promise<{ ok: boolean; output: string; seconds: number }> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), { env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output, seconds: (Date.now() - t0) / 1000 }));
  });
}

const BROWSER_REPORT = 'playwright-report/results.json';
const only = process.argv.slice(2);
const runs = (step: Step) => !only.length || only.some((o) => step.name.startsWith(o));

// Without the browser the suite would run for minutes and then fail every browser test with a launch
// error: say so at once, with the one command that installs it (never a downloaded browser).
if (steps.some((s) => s.name.startsWith('browser') && runs(s)) && !existsSync(chromiumPath)) {
  console.error(`Chromium is not installed (${chromiumPath}); the browser tests need it. Install Debian's Chromium with:\n\n  apt-get update && apt-get install -y chromium\n`);
  process.exit(1);
}
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  if (!runs(step)) continue;
  console.log(`\n=== ${step.name} ===`);
  // A report left by an earlier run must never be read as this one's.
  if (step.name.startsWith('browser')) rmSync(BROWSER_REPORT, { force: true });
  const t0 = Date.now();
  if (step.with) {
    const all = await Promise.all([step, ...step.with].map(async (s) => ({ s, r: await runHeld(s) })));
    for (const { s, r } of all) {
      console.log(`--- ${s.name} (${r.ok ? 'pass' : 'FAIL'}, ${r.seconds.toFixed(1)} s) ---${r.output ? `\n${r.output.trimEnd()}` : ''}`);
    }
    results.push({ name: step.name, ok: all.every(({ r }) => r.ok), seconds: (Date.now() - t0) / 1000 });
    continue;
  }
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - t0) / 1000 });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(38)} ${r.seconds.toFixed(1)} s`);
const digest = results.some((r) => r.name.startsWith('browser')) ? browserDigest(BROWSER_REPORT) : '';
if (digest) console.log(`\n=== browser failures and flaky tests ===\n${digest}`);
const slowest = results.some((r) => r.name.startsWith('browser')) ? browserSlowest(BROWSER_REPORT) : '';
if (slowest) console.log(`\n=== slowest browser files (test time, both workers added) ===\n${slowest}`);
const total = results.reduce((s, r) => s + r.seconds, 0);
console.log(`total ${total.toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
