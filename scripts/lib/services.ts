// Starts the sandbox and the gateway as child processes and waits until both answer /healthz.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
}

/**
 * The sandbox runs with a 1 MB young generation (V8's default semi-space is 16 MB): its requests make
 * little short-lived garbage, and the default kept about 50 MB of start-up garbage resident for good.
 * Idle RSS after a restart: 307 MB by default, 234 MB with this (issue 11 item 20: goal 250 MB).
 */
export const SANDBOX_NODE_ARGS = ['--max-semi-space-size=1'] as const;

/**
 * The gateway may ask for a garbage collection once it goes quiet after a burst of work
 * (gateway/src/http/idle-collection.ts): V8 alone kept what a load grew, +28 % RSS for good.
 */
export const GATEWAY_NODE_ARGS = ['--expose-gc'] as const;

export interface ServiceSpec {
  name: string;
  entry: string;
  port: number;
  /** Node flags before the entry (e.g. SANDBOX_NODE_ARGS). */
  nodeArgs?: readonly string[];
  env?: Record<string, string | undefined>;
  quiet?: boolean;
}

function prefixLines(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) {
  let buffered = '';
  stream?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

export function spawnService(spec: ServiceSpec): Service {
  const child = spawn(process.execPath, [...(spec.nodeArgs ?? []), '--import', 'tsx', spec.entry], {
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!spec.quiet) prefixLines(spec.name, child.stdout, process.stdout);
  prefixLines(spec.name, child.stderr, process.stderr);
  return { name: spec.name, url: `http://localhost:${spec.port}`, child };
}

/** Polls GET {url}/healthz until 200; fails early if the process exits. */
export async function waitHealthy(service: Service, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  service.child.once('exit', (code) => (exited = code ?? 1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${service.name} exited with code ${exited} before it was ready`);
    try {
      const res = await fetch(`${service.url.replace('localhost', '127.0.0.1')}/healthz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${service.name} was not ready within ${timeoutMs} ms`);
}

export function stopAll(services: Service[]) {
  for (const s of services) if (s.child.exitCode === null) s.child.kill('SIGTERM');
}
