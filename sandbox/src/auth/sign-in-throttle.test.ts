// Issue 11 item 9 over HTTP: failed sign-ins are throttled per username and per client address, with
// 429 and Retry-After, on the password grant and the login form; through Redis, across instances.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.js';
import { SETUP_TIMEOUT, testSandbox } from '../http/test-fixture.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
let memory: Sandbox;
let a: Sandbox;
let b: Sandbox;
beforeAll(async () => {
  const throttlePrefix = `test:${randomUUID()}:`;
  [memory, a, b] = await Promise.all([testSandbox(), testSandbox({ redisUrl: REDIS_URL, throttlePrefix }), testSandbox({ redisUrl: REDIS_URL, throttlePrefix })]);
}, SETUP_TIMEOUT);
afterAll(() => Promise.all([memory, a, b].map((s) => s?.close())));

const grant = (sandbox: Sandbox, username: string, password: string, ip = '10.0.0.1') =>
  sandbox.app.inject({ method: 'POST', url: '/oauth2/token', remoteAddress: ip, payload: { grant_type: 'password', username, password } });

describe('failed sign-in throttling', () => {
  it('after 5 failures for a username, even the right password waits: 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await grant(memory, 'wrap.adviser', 'wrong')).statusCode).toBe(400);
    const blocked = await grant(memory, 'wrap.adviser', 'demo');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json()).toMatchObject({ error: 'too_many_attempts' });
    // Another user is not held up by it.
    expect((await grant(memory, 'grow.adviser', 'demo')).statusCode).toBe(200);
  });

  it('the login form is throttled the same way, with the reason on the page', async () => {
    const form = (password: string) =>
      memory.app.inject({
        method: 'POST',
        url: '/ppt/login',
        remoteAddress: '10.0.0.2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: 'perpetual.adviser', password, redirect_uri: 'http://localhost:4000/#/login' }).toString(),
      });
    for (let i = 0; i < 5; i++) expect((await form('wrong')).statusCode).toBe(401);
    const blocked = await form('demo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeTruthy();
    expect(blocked.body).toContain('Too many failed sign-ins');
  });

  it('20 failures from one address hold up any username from it, not other addresses', async () => {
    for (let i = 0; i < 20; i++) await grant(memory, `nobody${i}`, 'wrong', '10.0.0.3');
    expect((await grant(memory, 'dealer.staff', 'demo', '10.0.0.3')).statusCode).toBe(429);
    expect((await grant(memory, 'dealer.staff', 'demo', '10.0.0.4')).statusCode).toBe(200);
  });

  it('counts through Redis: failures at one instance hold up the username at another', async () => {
    for (let i = 0; i < 3; i++) await grant(a, 'limited.access', 'wrong');
    for (let i = 0; i < 2; i++) await grant(b, 'limited.access', 'wrong');
    expect((await grant(a, 'limited.access', 'demo')).statusCode).toBe(429);
    expect((await grant(b, 'limited.access', 'demo')).statusCode).toBe(429);
  });
});
