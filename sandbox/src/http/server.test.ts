import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../server.js';
import { SETUP_TIMEOUT, TEST_SEED } from './test-fixture.js';

// A listening sandbox: health, the request log, and the JSON 404.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox({ memory: true, seed: TEST_SEED });
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

describe('a started sandbox', () => {
  it('is healthy once listening', async () => {
    const res = await fetch(`${sandbox.url}/healthz`);
    expect([res.status, await res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('records the selected headers, never the token', async () => {
    await fetch(`${sandbox.url}/sandbox/requests`, { method: 'DELETE' });
    await fetch(`${sandbox.url}/api/wealth/babbage/accounts?keyword=a&keyword=b`, {
      headers: { authorization: 'Bearer secret-token', advisers: 'HBWP1001', 'x-session-id': 's-1', badge: 'mgl' },
    });
    const { requests } = await (await fetch(`${sandbox.url}/sandbox/requests?limit=5`)).json();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/wealth/babbage/accounts',
      query: { keyword: ['a', 'b'] },
      headers: { authorization: true, advisers: 'HBWP1001', 'x-session-id': 's-1', badge: 'mgl' },
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
});
