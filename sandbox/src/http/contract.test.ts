// The contract at the sandbox's door (docs/architecture.md "The wealth API contract"): a request breaking its
// route's schema is a 400 naming the field, in the route family's error shape; under tests an answer with a
// field its schema does not list, or a wrong type, is a 500 naming it rather than silently dropped or coerced;
// the document and the reference are served.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from './test-fixture.js';

let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await testSandbox({ extraRouteDirs: [fileURLToPath(new URL('./fixtures/routes', import.meta.url))] });
  token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

describe('requests that break the schema', () => {
  const survey = { mac: 'M0000001', websiteName: 'Adviser Online', appVersion: '1.0.0', rating: 4 };

  it('answers 400 bad_request naming the field', async () => {
    const wrongType = await call(sandbox.app, token, '/api/channel/micro/v1/feedback/survey', { method: 'POST', payload: { ...survey, rating: '4' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({
      error: 'bad_request',
      message: 'body/rating must be integer',
      errors: [{ code: 'BAD_REQUEST', field: 'rating', message: 'body/rating must be integer' }],
    });
    const { websiteName: _missing, ...withoutName } = survey;
    const missing = await call(sandbox.app, token, '/api/channel/micro/v1/feedback/survey', { method: 'POST', payload: withoutName });
    expect(missing).toMatchObject({ status: 400, body: { error: 'bad_request', message: 'body/websiteName is required' } });
  });

  it('checks the schema after the bearer token: no token is still 401', async () => {
    const res = await sandbox.app.inject({ method: 'POST', url: '/api/channel/micro/v1/feedback/survey', payload: { rating: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('answers checked against their schema under tests', () => {
  it('passes an answer that keeps to its schema', async () => {
    expect(await call(sandbox.app, token, '/api/test/contract/v1/right')).toMatchObject({ status: 200, body: { name: 'right', count: 1 } });
  });

  it('refuses a field the schema does not list, naming it', async () => {
    const res = await call(sandbox.app, token, '/api/test/contract/v1/extra');
    expect(res.status).toBe(500);
    expect(res.body.message).toContain("GET /api/test/contract/v1/extra answered 200 against its schema: / must NOT have additional properties 'secret'");
  });

  it('refuses a wrong type, naming the field', async () => {
    const res = await call(sandbox.app, token, '/api/test/contract/v1/wrong-type');
    expect(res.status).toBe(500);
    expect(res.body.message).toContain('/count must be integer');
  });
});

describe('the document and the reference', () => {
  it('serves the OpenAPI document naming the address it was asked at', async () => {
    const res = await sandbox.app.inject({ url: '/openapi.json', headers: { host: '127.0.0.1:4999' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'http://127.0.0.1:4999', description: 'This sandbox' }]);
    expect(doc.paths['/api/wealth/channel/rates/v1/cash-rates/{badge}'].get.summary).toBeTruthy();
  });

  it('serves the browsable reference from bundled assets', async () => {
    const page = await sandbox.app.inject({ url: '/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src, 'no asset from another host').not.toMatch(/^https?:/);
      const asset = await sandbox.app.inject({ url: new URL(src, 'http://x/reference/').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
  });
});
