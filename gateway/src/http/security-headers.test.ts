// Issue 11 item 13 over HTTP: security headers on every answer, the playground's own policy, no source
// maps and no field suggestions in production mode.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realConfigHost } from '../testing/config-hosts.js';
import type { ConfigHost } from '../config-host/index.ts';
import { startGateway, type RunningGateway } from '../server.js';

let webDist: string;
let configHost: ConfigHost;
const running: RunningGateway[] = [];
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ao-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Adviser Online</title><script type="module" src="/assets/entry-abc.js"></script>');
  writeFileSync(join(webDist, 'assets/entry-abc.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'assets/entry-abc.js.map'), '{"version":3,"sources":["secret.ts"]}');
  configHost = await realConfigHost();
});
afterAll(async () => {
  await Promise.all(running.map((g) => g.close()));
  rmSync(webDist, { recursive: true, force: true });
});

async function gateway(environment: 'dev' | 'production') {
  const g = await startGateway({ port: 0, upstreamBaseUrl: 'http://127.0.0.1:9', webDist, configHost, environment });
  running.push(g);
  return g;
}

const ask = (g: RunningGateway, query: string) =>
  fetch(`${g.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then((r) => r.json());

describe('security headers', () => {
  it('sends nosniff, a referrer policy and a strict CSP with no framing on the app, its files and the API', async () => {
    const g = await gateway('dev');
    for (const path of ['/', '/dashboard', '/assets/entry-abc.js', '/healthz']) {
      const res = await fetch(`${g.url}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('pins HTTPS with HSTS when served over HTTPS (behind a TLS proxy)', async () => {
    const g = await gateway('dev');
    const res = await fetch(`${g.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('gives the playground its own policy: its inline scripts by hash, nothing else inline', async () => {
    const g = await gateway('dev');
    const res = await fetch(`${g.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets the playground run its demo sign-in: the control is on the page and its script is in the policy', async () => {
    const g = await gateway('dev');
    const res = await fetch(`${g.url}/graphql`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain('<form id="demo-sign-in"');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const demo = scripts.find((script) => script.includes('/dev/demo-sign-in'));
    expect(demo).toBeDefined();
    const hash = createHash('sha256').update(demo!).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    // The relay wants the development header, so a page of another site cannot sign anyone in through it.
    const bare = await fetch(`${g.url}/dev/demo-sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"wrap.adviser"}' });
    expect(bare.status).toBe(403);
  });
});

describe('production mode', () => {
  it('serves source maps outside production only', async () => {
    const dev = await gateway('dev');
    expect((await fetch(`${dev.url}/assets/entry-abc.js.map`)).status).toBe(200);
    const prod = await gateway('production');
    expect((await fetch(`${prod.url}/assets/entry-abc.js.map`)).status).toBe(404);
    expect((await fetch(`${prod.url}/assets/entry-abc.js`)).status).toBe(200);
  });

  it('makes no field suggestions, and has no playground or introspection', async () => {
    const dev = await gateway('dev');
    expect((await ask(dev, '{ pong }')).errors[0].message).toMatch(/Did you mean "ping"/);
    const prod = await gateway('production');
    const message = (await ask(prod, '{ pong }')).errors[0].message as string;
    expect(message).toContain('Cannot query field "pong"');
    expect(message).not.toContain('ping');
    expect((await ask(prod, '{ __schema { types { name } } }')).errors[0].message).toMatch(/introspection/i);
    const page = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql|demo-sign-in/i);
  });

  it('has no demo sign-in, even with the playground turned on', async () => {
    const prod = await startGateway({ port: 0, upstreamBaseUrl: 'http://127.0.0.1:9', webDist, configHost, environment: 'production', graphiql: true });
    running.push(prod);
    const page = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toMatch(/graphiql/i);
    expect(html).not.toContain('demo-sign-in');
    const dev = { 'x-gateway-dev': '1', 'content-type': 'application/json' };
    expect((await fetch(`${prod.url}/dev/demo-sign-in`, { method: 'POST', headers: dev, body: '{"username":"wrap.adviser"}' })).status).toBe(404);
    // A GET of an unknown path is the web app's (it routes in the browser), never the demo users.
    const users = await fetch(`${prod.url}/dev/demo-users`, { headers: dev });
    expect(users.headers.get('content-type')).not.toMatch(/json/);
  });
});
