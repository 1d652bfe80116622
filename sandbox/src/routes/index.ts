// The wealth API under /api/: every folder of routes/ with an index.ts (defineRoutes) is found at start
// and registered in one encapsulated plugin, so the bearer hook covers exactly these routes.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../db/index.js';
import type { TokenStore } from '../auth/token-store.js';
import { registerAuthHook } from '../http/auth-hook.js';
import { registerRoutePolicy, type FolderPolicy } from '../policy/route-policy.js';
import { checkedRoutePolicy } from '../policy/route-policy-file.js';
import type { ScopeResolver } from '../http/scope.js';
import type { SandboxRoutes, SandboxServices } from './define-routes.js';
import { addErrorBody, BEARER, contractOf, ERROR_REF, extendSchema, rootTagOf, serveLeniently, type Tag } from '../http/openapi.js';

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

/**
 * Registers every routes folder: its public and development routes on `app`, its /api/ routes in one plugin
 * behind the bearer hook and the policy. `tags` receives a document tag per folder.
 */
export async function registerApi(
  app: FastifyInstance,
  db: Db,
  tokens: TokenStore,
  scopes: ScopeResolver,
  services: SandboxServices,
  routeDirs: readonly string[] = [routesDir],
  tags: Tag[] = [],
): Promise<void> {
  const folders = await discoverRoutes(routeDirs);
  addErrorBody(app);
  tags.push(...folders.map((f) => ({ name: f.id, ...(f.description ? { description: f.description } : {}) })));
  // A folder's own routes outside /api/: their schemas from the folder's map, tagged by the folder (public
  // announcements) unless they are the development surface.
  const used = new Set<string>(); // `folder METHOD /path` of each schema a route took
  let rootFolder: SandboxRoutes | undefined;
  app.addHook('onRoute', (route) => {
    if (!rootFolder || route.url.startsWith('/api/')) return;
    useSchema(route, rootFolder, route.url, used);
    if (!rootTagOf(route.url)) extendSchema(route, { tags: [rootFolder.id] });
    serveLeniently(route);
  });
  for (const routes of folders) {
    rootFolder = routes;
    routes.registerRoot?.(app, db, services);
  }
  rootFolder = undefined;
  await app.register(
    async (api) => {
      registerAuthHook(api, tokens, scopes);
      let current: FolderPolicy = { folder: '', file: undefined };
      let folder: SandboxRoutes | undefined;
      registerRoutePolicy(api, db, () => current);
      // Every /api/ route: its schema, its folder's tag, the bearer scheme and the error body of any 4xx or 5xx.
      api.addHook('onRoute', (route) => {
        if (folder) useSchema(route, folder, route.url.replace(/^\/api(?=\/)/, ''), used);
        const schema = (route.schema ?? {}) as { response?: Record<string, unknown> };
        extendSchema(route, {
          tags: [current.folder],
          security: [{ [BEARER]: [] }],
          response: { '4xx': ERROR_REF, '5xx': ERROR_REF, ...(contractOf(route.config) ?? schema.response) },
        });
        serveLeniently(route);
      });
      for (const routes of folders) {
        current = { folder: routes.id, file: routes.policy };
        folder = routes;
        routes.register(api, db, services);
      }
    },
    { prefix: '/api' },
  );
  for (const routes of folders) {
    const unused = Object.keys(routes.schemas ?? {}).filter((key) => !used.has(`${routes.id} ${key}`));
    if (unused.length) throw new Error(`sandbox/src/routes/${routes.id}/schemas.ts: no route for ${unused.join(', ')}`);
  }
}

/** Gives a route the schema its folder's map names (`METHOD /path`); parts the route passes itself win. */
function useSchema(route: RouteOptions, folder: SandboxRoutes, path: string, used: Set<string>): void {
  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const key = `${method} ${path}`;
  const schema = folder.schemas?.[key];
  if (!schema) return;
  used.add(`${folder.id} ${key}`);
  route.schema = { ...schema, ...route.schema };
}
