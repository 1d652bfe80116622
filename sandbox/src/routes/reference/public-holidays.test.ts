// The public holidays and the development endpoint that adds one for today (a deterministic "out of hours").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { sydneyToday } from '../shared/format.js';

const DEV = { 'x-sandbox-dev': '1' };
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await testSandbox();
  token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await sandbox?.close();
});

const holidays = async () => ((await call(sandbox.app, token, '/api/wealth/payments/v1/get-public-holidays')).body as { date: string; name: string }[]).map((h) => h.date);

describe('POST/DELETE /sandbox/public-holidays', () => {
  it('adds today (Sydney) as a holiday and removes it again; a seeded holiday cannot be removed', async () => {
    const today = sydneyToday();
    const added = await sandbox.app.inject({ method: 'POST', url: '/sandbox/public-holidays', headers: DEV, payload: {} });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ date: today, added: true });
    expect(await holidays()).toContain(today);
    const again = await sandbox.app.inject({ method: 'POST', url: '/sandbox/public-holidays', headers: DEV, payload: {} });
    expect(again.json()).toEqual({ date: today, added: false });

    const removed = await sandbox.app.inject({ method: 'DELETE', url: `/sandbox/public-holidays/${today}`, headers: DEV });
    expect(removed.json()).toEqual({ date: today, deleted: 1 });
    expect(await holidays()).not.toContain(today);

    const seeded = (await holidays())[0];
    const kept = await sandbox.app.inject({ method: 'DELETE', url: `/sandbox/public-holidays/${seeded}`, headers: DEV });
    expect(kept.json()).toEqual({ date: seeded, deleted: 0 });
    expect(await holidays()).toContain(seeded);
  });

  it('needs the dev header and a yyyy-MM-dd date', async () => {
    expect((await sandbox.app.inject({ method: 'POST', url: '/sandbox/public-holidays', payload: {} })).statusCode).toBe(403);
    expect((await sandbox.app.inject({ method: 'POST', url: '/sandbox/public-holidays', headers: DEV, payload: { date: '26/11/2026' } })).statusCode).toBe(400);
  });
});
