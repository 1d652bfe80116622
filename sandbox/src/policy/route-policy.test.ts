// No route can skip the policy: a routes folder whose route names no action, or names one the policy lacks,
// stops the /api/ plugin from starting.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import type { TokenStore } from '../auth/token-store.js';
import type { ScopeResolver } from '../http/scope.js';
import { registerApi } from '../routes/index.js';

const defineRoutesUrl = new URL('../routes/define-routes.ts', import.meta.url).href;

/** A routes folder `extra` with one GET route, and its policy.json when given. */
function folderWith(policy: object | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'route-policy-'));
  mkdirSync(join(dir, 'extra'));
  writeFileSync(join(dir, 'extra', 'index.ts'), `import { defineRoutes } from '${defineRoutesUrl}';
export default defineRoutes({ id: 'extra', register(api) { api.get('/channel/extra/v1/thing/:accountNumber', async () => ({ ok: true })); } });\n`);
  if (policy) writeFileSync(join(dir, 'extra', 'policy.json'), JSON.stringify(policy));
  return dir;
}

async function start(dir: string) {
  const app = Fastify();
  try {
    await registerApi(app, {} as Db, {} as TokenStore, {} as ScopeResolver, { events: {} as never }, [dir]);
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('binding routes to actions', () => {
  it('refuses to start with a route that names no action', async () => {
    await expect(start(folderWith(undefined))).rejects.toThrow(/GET \/api\/channel\/extra\/v1\/thing\/:accountNumber names no policy action/);
  });

  it('refuses an action the policy does not have, and an account action that says nothing of where the account is', async () => {
    await expect(start(folderWith({ routes: { 'GET /channel/extra/v1/thing/:accountNumber': { action: 'account.steal' } } }))).rejects.toThrow(/not an action/);
    await expect(start(folderWith({ routes: { 'GET /channel/extra/v1/thing/:accountNumber': { action: 'account.view' } } }))).rejects.toThrow(/must name where its resource id sits/);
  });

  it('refuses a policy.json that breaks its schema', async () => {
    await expect(start(folderWith({ routes: { 'GET /channel/extra/v1/thing/:accountNumber': { action: 'account.view', resource: 'headers.x' } } }))).rejects.toThrow(/policy.json is invalid/);
  });

  it('starts when every route names its action', async () => {
    await expect(start(folderWith({ routes: { 'GET /channel/extra/v1/thing/:accountNumber': { action: 'account.view', resource: 'params.accountNumber' } } }))).resolves.toBeUndefined();
  });
});
