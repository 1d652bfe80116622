// Shared set-up for the sandbox's inject tests: an in-memory PGlite seeded small, and helpers to
// sign in and call the API. Not a test file itself (vitest picks up *.test.ts only).
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import type { TokenResponse } from '../auth/issue-tokens.js';
import { buildSandbox, type SandboxOptions } from '../server.js';

export const TEST_SEED = { accounts: 400, clients: 150 };
/** Seeding takes a few seconds, more on a busy machine. */
export const SETUP_TIMEOUT = 60_000;

export function testSandbox(opts: SandboxOptions = {}) {
  return buildSandbox({ memory: true, seed: TEST_SEED, ...opts });
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
