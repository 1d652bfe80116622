import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardConsole } from './console-gate.js';

async function page(env: NodeJS.ProcessEnv) {
  const app = Fastify();
  const gate = guardConsole(app, { path: '/console/x', cookieName: 'sandbox_x', what: 'the page', env });
  app.get('/console/x', async () => 'ok');
  app.get('/other', async () => 'other');
  await app.ready();
  return { app, gate };
}

describe('guardConsole', () => {
  it('with SANDBOX_DEV_TOKEN: the page wants the token once, then its cookie; other paths are untouched', async () => {
    const { app } = await page({ SANDBOX_DEV_TOKEN: 'secret-1' });
    expect((await app.inject('/console/x')).statusCode).toBe(403);
    expect((await app.inject('/console/x?dev_token=wrong')).statusCode).toBe(403);
    const first = await app.inject('/console/x?dev_token=secret-1');
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(/^sandbox_x=secret-1; Path=\/console\/x; HttpOnly; SameSite=Strict/);
    expect((await app.inject({ url: '/console/x', headers: { cookie: 'a=b; sandbox_x=secret-1' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/console/x', headers: { cookie: 'sandbox_x=secret-2' } })).statusCode).toBe(403);
    expect((await app.inject('/other')).statusCode).toBe(200);
  });

  it('with SANDBOX_DEV_TOKEN: a script or test may send the token in the x-sandbox-dev header instead', async () => {
    const { app } = await page({ SANDBOX_DEV_TOKEN: 'secret-1' });
    expect((await app.inject({ url: '/console/x', headers: { 'x-sandbox-dev': 'secret-1' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/console/x', headers: { 'x-sandbox-dev': '1' } })).statusCode).toBe(403);
  });

  it('without it the page is open; a form is ours only with the page token', async () => {
    const { app, gate } = await page({});
    expect((await app.inject('/console/x')).statusCode).toBe(200);
    expect(gate.formIsOurs({ csrf: gate.csrf })).toBe(true);
    expect(gate.formIsOurs({ csrf: 'x'.repeat(gate.csrf.length) })).toBe(false);
    expect(gate.formIsOurs({})).toBe(false);
  });
});
