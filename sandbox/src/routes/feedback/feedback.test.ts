import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';

let sandbox: Sandbox;
let wrapAdviser: string;
beforeAll(async () => {
  sandbox = await testSandbox();
  wrapAdviser = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const URL = '/api/channel/micro/v1/feedback/survey';
const answer = { mac: 'M0000001', websiteName: 'Adviser Online', appVersion: '1.2.3', rating: 4, positiveComments: 'Fast', negativeComments: '' };

describe('feedback survey', () => {
  it('keeps an answer and reads it back on the dev endpoint', async () => {
    const res = await call(sandbox.app, wrapAdviser, URL, { method: 'POST', payload: answer });
    expect(res.status).toBe(201);
    const dev = await sandbox.app.inject({ method: 'GET', url: '/sandbox/feedback?mac=M0000001', headers: { 'x-sandbox-dev': '1' } });
    expect(dev.json().feedback.at(-1)).toMatchObject({ ...answer, negativeComments: '' });
  });

  it("refuses another user's mac, a rating out of range and a missing website name", async () => {
    expect((await call(sandbox.app, wrapAdviser, URL, { method: 'POST', payload: { ...answer, mac: 'M0000002' } })).status).toBe(400);
    expect((await call(sandbox.app, wrapAdviser, URL, { method: 'POST', payload: { ...answer, rating: 6 } })).status).toBe(400);
    expect((await call(sandbox.app, wrapAdviser, URL, { method: 'POST', payload: { ...answer, websiteName: '' } })).status).toBe(400);
  });
});
