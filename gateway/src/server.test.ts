// The gateway process over real HTTP: health, GraphQL-over-HTTP conformance, and the web app files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigLoadError } from './config-host/index.ts';
import { copyConfig } from './config-host/test-support.ts';
import { startGateway, type RunningGateway } from './server.js';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream.js';
import { routeHappyPaths } from './testing/fixtures.js';

let upstream: FakeUpstream;
let gateway: RunningGateway;
let webDist: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  routeHappyPaths(upstream);
  webDist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Adviser Online</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-B3x9Qa1c.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  gateway = await startGateway({ port: 0, upstreamBaseUrl: upstream.url, webDist });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('gateway process', () => {
  it('answers /healthz', async () => {
    const res = await fetch(`${gateway.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves GraphQL at /graphql with the bearer token forwarded', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer tok' },
      body: JSON.stringify({ query: '{ viewer { user { mac } } }' }),
    });
    expect(await res.json()).toEqual({ data: { viewer: { user: { mac: 'M100001' } } } });
    // Every answer names the config it was made with (an open tab compares it with its first).
    expect(res.headers.get('x-config-version')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('passes every MUST of the GraphQL-over-HTTP server audits', async () => {
    const results = await Promise.all(serverAudits({ url: `${gateway.url}/graphql` }).map((audit) => audit.fn()));
    const errors = results.filter((r) => r.status === 'error').map((r) => `${r.id} ${r.name}: ${'reason' in r ? r.reason : ''}`);
    expect(errors).toEqual([]);
    // Expected: only the optional GET audits, refused by CSRF prevention without a custom header.
    const notOk = results.filter((r) => r.status !== 'ok').map((r) => `${r.status} ${r.id}`);
    expect(notOk.sort()).toEqual(['notice 5A70', 'notice 6A70', 'notice D6D5']);
  });
});

describe('web app files', () => {
  it('serves index.html at / to be revalidated', async () => {
    const res = await fetch(`${gateway.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Adviser Online');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await fetch(`${gateway.url}/assets/index-B3x9Qa1c.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('revalidates unhashed files', async () => {
    const res = await fetch(`${gateway.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown app paths with index.html', async () => {
    const res = await fetch(`${gateway.url}/dashboard/search/accounts?keyword=smith`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404, not the app (a stale chunk must fail loudly)', async () => {
    expect((await fetch(`${gateway.url}/assets/gone-12345678.js`)).status).toBe(404);
  });

  it('does not fall back to the app for non-GET requests or server paths', async () => {
    expect((await fetch(`${gateway.url}/dashboard`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${gateway.url}/api/anything`)).status).toBe(404);
  });
});

describe('without a built web app', () => {
  it('answers app paths with a plain 503 page, and still serves GraphQL and health', async () => {
    const bare = await startGateway({ port: 0, upstreamBaseUrl: upstream.url, webDist: join(webDist, 'missing') });
    try {
      const page = await fetch(`${bare.url}/dashboard`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('web app not built: run npm run build');
      expect((await fetch(`${bare.url}/`)).status).toBe(503);
      expect((await fetch(`${bare.url}/healthz`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('config', () => {
  it('refuses to start on invalid config, naming each file and JSON pointer', async () => {
    const copy = await copyConfig();
    try {
      await copy.edit('plugins.json', (json) => {
        json.plugins.greeting = { enable: true };
      });
      const start = startGateway({ port: 0, upstreamBaseUrl: upstream.url, webDist: null, configDir: copy.dir });
      await expect(start).rejects.toBeInstanceOf(ConfigLoadError);
      await expect(start).rejects.toThrow(/plugins\.json#\/plugins\/greeting\/enable: unknown key 'enable'/);
    } finally {
      await copy.remove();
    }
  });
});
