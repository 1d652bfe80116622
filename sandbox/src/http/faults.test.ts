import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.js';
import { registerFaults } from './faults.js';

// The fault hook on a bare app with one route, so these tests need no database.
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  registerFaults(app);
  app.get('/api/thing', async () => ({ ok: true }));
  app.post('/api/thing', async () => ({ posted: true }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());
beforeEach(() => app.inject({ method: 'DELETE', url: '/sandbox/faults' }));

const addFault = (payload: object) => app.inject({ method: 'POST', url: '/sandbox/faults', payload });
const getThing = () => app.inject({ method: 'GET', url: '/api/thing' });

describe('faults', () => {
  it('answers the status with sandbox_fault and lists, then clears, the fault', async () => {
    const added = await addFault({ path: '/api/*', status: 503 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: expect.any(Number) });
    const res = await getThing();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'sandbox_fault' });
    expect((await app.inject('/sandbox/faults')).json().faults).toHaveLength(1);
    await app.inject({ method: 'DELETE', url: '/sandbox/faults' });
    expect((await getThing()).statusCode).toBe(200);
  });

  it('defaults to 500, hits only `times` calls, and filters by method', async () => {
    await addFault({ method: 'post', path: '/api/thing', times: 2 });
    expect((await getThing()).statusCode).toBe(200);
    const post = () => app.inject({ method: 'POST', url: '/api/thing' });
    expect((await post()).statusCode).toBe(500);
    expect((await post()).statusCode).toBe(500);
    expect((await post()).statusCode).toBe(200);
    expect((await app.inject('/sandbox/faults')).json().faults).toEqual([]);
  });

  it('matches a /regex/ path and ignores the query string', async () => {
    await addFault({ path: '/^\\/api\\/th.ng$/', status: 418 });
    expect((await app.inject('/api/thing?x=1')).statusCode).toBe(418);
  });

  it('answers malformed JSON with 200', async () => {
    await addFault({ path: '*', malformed: true });
    const res = await getThing();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('delays before answering', async () => {
    await addFault({ path: '/api/thing', delayMs: 150, status: 502 });
    const started = Date.now();
    const res = await getThing();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.statusCode).toBe(502);
  });

  it('resets the connection', async () => {
    await addFault({ path: '/api/thing', reset: true, times: 1 });
    await expect(fetch(`${url}/api/thing`)).rejects.toThrow();
    expect((await fetch(`${url}/api/thing`)).status).toBe(200);
  });

  it('never faults its own paths and rejects bad specs', async () => {
    await addFault({ path: '*', status: 500 });
    expect((await app.inject('/sandbox/faults')).statusCode).toBe(200);
    expect((await addFault({ status: 500 })).statusCode).toBe(400);
    expect((await addFault({ path: '/x', status: 99 })).statusCode).toBe(400);
    expect((await addFault({ path: '/(/' })).json()).toMatchObject({ error: 'bad_request' });
  });

  it('hits only the given share of calls with a probability, and refuses a probability out of range', async () => {
    expect((await addFault({ path: '/api/thing', status: 503, probability: 0.25 })).statusCode).toBe(201);
    let failed = 0;
    for (let i = 0; i < 400; i++) if ((await getThing()).statusCode === 503) failed++;
    expect(failed).toBeGreaterThan(50);
    expect(failed).toBeLessThan(150);
    expect((await addFault({ path: '/api/thing', probability: 0 })).statusCode).toBe(400);
    expect((await addFault({ path: '/api/thing', probability: 1.5 })).statusCode).toBe(400);
  });
});
