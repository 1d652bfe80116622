// Seeds a benchmark store with `npm run seed` in a child process, printing its progress lines.
import { spawn } from 'node:child_process';

export interface SeedTarget {
  label: string;
  accounts: number;
  env: Record<string, string>;
}

/** Resolves true when it seeded, false when the store was already seeded. */
export function seedStore(target: SeedTarget): Promise<boolean> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  console.log(`[${target.label}] seeding ${target.accounts.toLocaleString('en-AU')} accounts (skipped when already seeded)`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/seed-cli.ts', '--accounts', String(target.accounts)], {
    env: { ...process.env, ...target.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  let already = false;
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('already seeded')) already = true;
      console.log(`[${target.label}] ${line}  (${elapsed()})`);
    }
  });
  // Index builds print nothing for a minute or more: say that it is still working.
  const heartbeat = setInterval(() => console.log(`[${target.label}] ... still seeding (${elapsed()})`), 30_000);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(heartbeat);
      if (code === 0) resolve(!already);
      else reject(new Error(`seeding ${target.label} failed (exit code ${code})`));
    });
  });
}
