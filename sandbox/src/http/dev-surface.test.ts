// Every counterpart page under /console/ and every development endpoint under /sandbox/ the sandbox registers
// (found by walking its routes, so a new page is covered the day it is added), with SANDBOX_DEV_TOKEN set as
// `npm start` sets it: none answers a foreign Host (DNS rebinding), each page wants the token, and each
// console response carries the console headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.js';
import { SETUP_TIMEOUT, testSandbox } from './test-fixture.js';

const TOKEN = 'walk-token-0123456789';
const DEV = { 'x-sandbox-dev': TOKEN };

let sandbox: Sandbox;
let before: string | undefined;
beforeAll(async () => {
  before = process.env.SANDBOX_DEV_TOKEN;
  process.env.SANDBOX_DEV_TOKEN = TOKEN;
  sandbox = await testSandbox();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await sandbox?.close();
  if (before === undefined) delete process.env.SANDBOX_DEV_TOKEN;
  else process.env.SANDBOX_DEV_TOKEN = before;
});

/** The routes of the development surface, with a placeholder for each path parameter. */
const surface = (prefix: '/console/' | '/sandbox/') =>
  sandbox.routes.filter((r) => r.url.startsWith(prefix)).map((r) => ({ method: r.method as 'GET', url: r.url.replace(/:[A-Za-z]+/g, 'x') }));

const call = (route: { method: 'GET'; url: string }, headers: Record<string, string>) =>
  sandbox.app.inject({ ...route, headers: { 'content-type': 'application/json', ...headers }, ...(route.method === 'GET' ? {} : { payload: '{}' }) });

describe('the development surface', () => {
  it('covers every console', () => {
    const pages = surface('/console/').map((r) => r.url.split('/')[2]);
    expect([...new Set(pages)].sort()).toEqual(['adviser-phone', 'applications', 'authenticator', 'chat', 'client-phone', 'notifications', 'phone', 'requests', 'screenshare']);
  });

  it('answers no page or endpoint under a foreign Host, even with the token', async () => {
    const routes = [...surface('/console/'), ...surface('/sandbox/')];
    console.log(`${routes.length} development routes walked`);
    for (const route of routes) {
      for (const host of ['attacker.example', 'attacker.example:4010']) {
        const res = await call(route, { ...DEV, host });
        expect(res.statusCode, `${route.method} ${route.url} as ${host}`).toBe(403);
        expect(res.headers['x-frame-options'], route.url).toBe('DENY');
      }
    }
  });

  it('opens no console page without the token', async () => {
    for (const route of surface('/console/')) {
      const res = await call(route, {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('sends the console headers with every console page', async () => {
    for (const route of surface('/console/').filter((r) => r.method === 'GET')) {
      const res = await call(route, DEV);
      expect(res.statusCode, route.url).not.toBe(403);
      expect(String(res.headers['content-security-policy']), route.url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], route.url).toBe('nosniff');
      expect(res.headers['x-frame-options'], route.url).toBe('DENY');
      expect(res.headers['referrer-policy'], route.url).toBe('no-referrer');
      expect(res.headers['cache-control'], route.url).toBe('no-store');
    }
  });

  it('hands the notification console the token for its script, which it loads from this origin', async () => {
    const page = await sandbox.app.inject({ url: `/console/notifications?dev_token=${TOKEN}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`id="dev-token" value="${TOKEN}"`);
    expect(page.body).toContain('<script src="/console/notifications/console.js"></script>');
    expect(page.body).not.toMatch(/<script>/);
    const script = await sandbox.app.inject({ url: '/console/notifications/console.js', headers: DEV });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
  });
});
