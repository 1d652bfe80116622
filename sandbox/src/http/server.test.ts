import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../server.js';
import { SETUP_TIMEOUT, testStore } from './test-fixture.js';

const DEV = { 'x-sandbox-dev': '1' };

// A listening sandbox: health, the request log, and the JSON 404.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox(await testStore());
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

describe('a started sandbox', () => {
  it('is healthy once listening', async () => {
    const res = await fetch(`${sandbox.url}/healthz`);
    expect([res.status, await res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('records the selected headers, never the token', async () => {
    await fetch(`${sandbox.url}/sandbox/requests`, { method: 'DELETE', headers: DEV });
    await fetch(`${sandbox.url}/api/wealth/babbage/accounts?keyword=a&keyword=b`, {
      headers: { authorization: 'Bearer secret-token', advisers: 'HBWP1001', 'x-session-id': 'session-0042', badge: 'mgl' },
    });
    const { requests } = await (await fetch(`${sandbox.url}/sandbox/requests?limit=5`, { headers: DEV })).json();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/wealth/babbage/accounts',
      query: { keyword: ['a', 'b'] },
      // The session id only as its last four characters (issue 11 item 14).
      headers: { authorization: true, advisers: 'HBWP1001', 'x-session-id': '…0042', badge: 'mgl' },
      status: 401,
    });
    expect(JSON.stringify(requests)).not.toContain('secret-token');
  });

  it('answers unknown paths with JSON 404', async () => {
    for (const path of ['/api/nothing/here', '/nothing']) {
      const res = await fetch(`${sandbox.url}${path}`);
      expect([res.status, await res.json()]).toEqual([404, { error: 'not_found' }]);
    }
  });

  it('keeps its development endpoints from anyone without the x-sandbox-dev header, and from forms', async () => {
    // What a page on any site could make a browser do: a simple GET, a form POST that plants a fault.
    expect((await fetch(`${sandbox.url}/sandbox/requests`)).status).toBe(403);
    const form = await fetch(`${sandbox.url}/sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'path=/api/*&status=500' });
    expect(form.status).toBe(403);
    const formWithHeader = await fetch(`${sandbox.url}/sandbox/faults`, { method: 'POST', headers: { ...DEV, 'content-type': 'application/x-www-form-urlencoded' }, body: 'path=/api/*&status=500' });
    expect(formWithHeader.status).toBe(415);
    expect((await (await fetch(`${sandbox.url}/sandbox/faults`, { headers: DEV })).json()).faults).toEqual([]);
  });
});

describe('development endpoints in production mode', () => {
  it('do not exist', async () => {
    const { buildSandbox } = await import('../server.js');
    const before = process.env.APP_ENV;
    process.env.APP_ENV = 'production';
    try {
      const prod = await buildSandbox(await testStore());
      try {
        expect((await prod.app.inject({ url: '/sandbox/requests', headers: DEV })).statusCode).toBe(404);
        expect((await prod.app.inject({ method: 'POST', url: '/sandbox/faults', headers: DEV, payload: { path: '/api/*', status: 500 } })).statusCode).toBe(404);
        expect((await prod.app.inject({ url: '/console/notifications' })).statusCode).toBe(404);
      } finally {
        await prod.close();
      }
    } finally {
      if (before === undefined) delete process.env.APP_ENV;
      else process.env.APP_ENV = before;
    }
  }, SETUP_TIMEOUT);
});
