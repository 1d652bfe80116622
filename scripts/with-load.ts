// `npm run test:loaded` (or `tsx scripts/with-load.ts [-n N] -- <command>`): runs a command while N busy loops keep
// the machine loaded, as a shared CI machine often is, to rehearse that the suite holds no wall-clock threshold.
// N is one loop per core by default. The loops stop when the command ends; the exit status is the command's.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface LoadArgs {
  loops: number;
  command: string[];
}

/** `-n N` (optional), then `--`, then the command. */
export function parseLoadArgs(argv: readonly string[], cores = availableParallelism()): LoadArgs {
  let rest = [...argv];
  let loops = cores;
  if (rest[0] === '-n') {
    loops = Number(rest[1]);
    if (!Number.isInteger(loops) || loops < 0) throw new Error(`-n wants a whole number of loops, not ${rest[1]}`);
    rest = rest.slice(2);
  }
  if (rest[0] === '--') rest = rest.slice(1);
  if (rest.length === 0) throw new Error('usage: with-load [-n N] -- command...');
  return { loops, command: rest };
}

/** Ends a loop and resolves once it has exited. */
function stop(loop: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (loop.exitCode !== null || loop.signalCode !== null) return resolve();
    loop.once('exit', () => resolve());
    loop.kill();
  });
}

/** Runs the command beside `loops` busy processes; resolves with the command's exit status once they have stopped. */
export async function runWithLoad({ loops, command }: LoadArgs): Promise<number> {
  const busy: ChildProcess[] = Array.from({ length: loops }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  try {
    const [file, ...args] = command;
    const child = spawn(file, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    return await new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    // Gone before this answers, so nothing the caller does next runs beside a leftover loop.
    await Promise.all(busy.map(stop));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runWithLoad(parseLoadArgs(process.argv.slice(2)));
}
