// A feature is three folders found by convention (README "Adding a feature"). The example feature in
// tests/fixtures/example-feature/ is served end to end by the real discovery code given only its
// folders: its sandbox route answers, its gateway module's query reaches that route through the
// gateway over HTTP, and its plugin's route and manifest are found the way the web build finds them.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../sandbox/src/server.ts';
import { startGateway, type RunningGateway } from '../gateway/src/server.ts';
import { discoverModules, modulesDir } from '../gateway/src/modules/discover-modules.ts';
import { readDeclaredRoutes, renderRoutes } from '../scripts/codegen-routes.ts';
import { manifestLoaders } from '../web/src/shell/plugins/discover-plugins.ts';

const fixture = (path: string) => fileURLToPath(new URL(`./fixtures/example-feature/${path}`, import.meta.url));

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let gateway: RunningGateway;

beforeAll(async () => {
  sandbox = await startSandbox({ memory: true, seed: { accounts: 60, clients: 20 }, extraRouteDirs: [fixture('sandbox/routes')] });
  gateway = await startGateway({
    port: 0,
    upstreamBaseUrl: sandbox.url,
    webDist: null,
    modules: await discoverModules([modulesDir, fixture('gateway/modules')]),
  });
});

afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
});

async function signIn(): Promise<string> {
  const res = await fetch(`${sandbox.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'wrap.adviser', password: 'demo' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('the example feature, discovered from its three folders', () => {
  it('its gateway query answers from its sandbox route, through the gateway over HTTP', async () => {
    const token = await signIn();
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ hello { message } }' }),
    });
    const body = (await res.json()) as { data?: { hello: { message: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.hello.message).toMatch(/^Hello from the sandbox, M\d+/);
  });

  it('its sandbox route is under /api/ and needs a bearer token like every other', async () => {
    const res = await fetch(`${sandbox.url}/api/channel/hello/v1/message`);
    expect(res.status).toBe(401);
  });

  it('its plugin route joins the generated route map and its manifest is found by folder', async () => {
    const routes = renderRoutes(readDeclaredRoutes(fixture('plugins')));
    expect(routes).toContain("'hello': '/dashboard/hello/$name', // plugins/hello");
    // A computed specifier: the type checker must not follow it (the id joins the route map only under plugins/).
    const entry = pathToFileURL(fixture('plugins/hello/index.ts')).href;
    const loaders = manifestLoaders({ '../../../../plugins/hello/index.ts': () => import(/* @vite-ignore */ entry) });
    const manifest = (await loaders.get('hello')!()).default;
    expect(manifest.id).toBe('hello');
    expect(manifest.routes?.map((r) => r.id)).toEqual(['hello']);
  });

  it('without its folders the product has none of it', async () => {
    const modules = await discoverModules();
    expect(modules.map((m) => m.module.id)).not.toContain('hello');
    expect(renderRoutes(readDeclaredRoutes())).not.toContain("'hello'");
  });
});
