// Shared set-up for the sandbox's inject tests: an in-memory PGlite seeded small, and helpers to
// sign in and call the API. Not a test file itself (vitest picks up *.test.ts only).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import type { TokenResponse } from '../auth/issue-tokens.js';
import { buildSandbox, type SandboxOptions } from '../server.js';

export const TEST_SEED = { accounts: 400, clients: 150 };
/** Seeding takes 10 to 20 s (once a run; later stores load its dump in a few), far more on a busy machine. */
export const SETUP_TIMEOUT = 120_000;

/**
 * A sandbox on its own in-memory store, seeded with TEST_SEED. Migrating and seeding take 10 to 20 s on this
 * machine, and two dozen test files each want a fresh store: the first store of a run is dumped to the run's
 * folder (test-snapshot-setup.ts) and every later one starts from that dump, each still its own copy.
 * Options that change the data (seed, dataDir, databaseUrl) build from scratch.
 */
export async function testSandbox(opts: SandboxOptions = {}) {
  if (opts.seed || opts.dataDir || opts.databaseUrl || opts.memory === false) return buildSandbox({ memory: true, seed: TEST_SEED, ...opts });
  return buildSandbox({ ...opts, ...(await testStore()) });
}

/** The store options of a test sandbox: this run's seeded dump when there is one (made on first use), else a seed. */
export async function testStore(): Promise<Pick<SandboxOptions, 'memory' | 'seed' | 'loadDataDir'>> {
  const dir = snapshotDir();
  if (!dir) return { memory: true, seed: TEST_SEED };
  const file = join(dir, 'seeded.tar');
  if (!existsSync(file)) {
    // Sandboxes asked for together (Promise.all) wait for one seed rather than each seeding.
    dumping ??= dumpSeededStore(file);
    if (!(await dumping)) return { memory: true, seed: TEST_SEED };
  }
  return { memory: true, loadDataDir: new Blob([readFileSync(file)]) };
}

let dumping: Promise<boolean> | undefined;

async function dumpSeededStore(file: string): Promise<boolean> {
  const sandbox = await buildSandbox({ memory: true, seed: TEST_SEED });
  try {
    const dump = await sandbox.db.dump?.();
    if (!dump) return false;
    // Written whole, then renamed: a worker reading beside this one never sees half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return true;
  } finally {
    await sandbox.close();
  }
}

function snapshotDir(): string | undefined {
  try {
    return inject('sandboxSnapshotDir') || undefined;
  } catch {
    return undefined;
  }
}

export async function passwordGrant(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<TokenResponse> {
  const res = await app.inject({ method: 'POST', url: '/oauth2/token', payload: { grant_type: 'password', username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  payload?: object;
}

/** An /api/ call with a bearer token; answers status, parsed body and headers. */
export async function call(app: FastifyInstance, token: string, url: string, opts: CallOptions = {}) {
  const res = await app.inject({
    method: opts.method ?? 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...opts.headers },
    payload: opts.payload,
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}
