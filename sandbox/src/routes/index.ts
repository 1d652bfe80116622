// The wealth API under /api/: every folder of routes/ with an index.ts (defineRoutes) is found at start
// and registered in one encapsulated plugin, so the bearer hook covers exactly these routes.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import type { TokenStore } from '../auth/token-store.js';
import { registerAuthHook } from '../http/auth-hook.js';
import { registerRoutePolicy, type FolderPolicy } from '../policy/route-policy.js';
import { checkedRoutePolicy } from '../policy/route-policy-file.js';
import type { ScopeResolver } from '../http/scope.js';
import type { SandboxRoutes, SandboxServices } from './define-routes.js';

export const routesDir = fileURLToPath(new URL('.', import.meta.url));

/** The route folders under `dirs` (the sandbox's own first; a test may add one), in folder-name order. */
export async function discoverRoutes(dirs: readonly string[] = [routesDir]): Promise<SandboxRoutes[]> {
  const found: SandboxRoutes[] = [];
  for (const dir of dirs) {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    for (const name of folders) {
      const entry = ['index.ts', 'index.js'].map((file) => join(dir, name, file)).find((path) => existsSync(path));
      if (!entry) continue; // shared/ and other helper folders
      const routes = ((await import(pathToFileURL(entry).href)) as { default?: SandboxRoutes }).default;
      if (!routes || routes.id !== name) throw new Error(`sandbox routes ${join(dir, name)}: index must default-export defineRoutes({ id: '${name}', ... })`);
      const policyFile = join(dir, name, 'policy.json');
      found.push(existsSync(policyFile) ? { ...routes, policy: checkedRoutePolicy(policyFile, JSON.parse(readFileSync(policyFile, 'utf8'))) } : routes);
    }
  }
  return found;
}

export async function registerApi(
  app: FastifyInstance,
  db: Db,
  tokens: TokenStore,
  scopes: ScopeResolver,
  services: SandboxServices,
  routeDirs: readonly string[] = [routesDir],
): Promise<void> {
  const folders = await discoverRoutes(routeDirs);
  for (const routes of folders) routes.registerRoot?.(app, db, services);
  await app.register(
    async (api) => {
      registerAuthHook(api, tokens, scopes);
      let current: FolderPolicy = { folder: '', file: undefined };
      registerRoutePolicy(api, db, () => current);
      for (const routes of folders) {
        current = { folder: routes.id, file: routes.policy };
        routes.register(api, db, services);
      }
    },
    { prefix: '/api' },
  );
}
