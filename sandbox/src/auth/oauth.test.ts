import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../http/test-fixture.js';
import { hashToken } from './token-crypto.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await testSandbox({ accessTokenTtl: 2 });
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const DETAILS = '/api/wealth/channel/user/v1/user/details';
const token = (payload: Record<string, string>) =>
  sandbox.app.inject({ method: 'POST', url: '/oauth2/token', payload: new URLSearchParams(payload).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('POST /oauth2/token', () => {
  it('issues bearer tokens for a password and stores only their hashes', async () => {
    const res = await token({ grant_type: 'password', username: 'perpetual.adviser', password: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'WEALTH_FULL_VIEW', expires_in: 2, refresh_token_expires_in: 7200 });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await sandbox.db.query('select 1 from oauth_tokens where token_hash = $1 or token_hash = $2', [body.access_token, hashToken(body.access_token)]);
    expect(stored.rows).toHaveLength(1);
  });

  it('answers invalid_grant on bad credentials and unsupported_grant_type otherwise', async () => {
    const bad = await token({ grant_type: 'password', username: 'wrap.adviser', password: 'wrong' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: 'invalid_grant' }]);
    const odd = await token({ grant_type: 'client_credentials' });
    expect([odd.statusCode, odd.json()]).toEqual([400, { error: 'unsupported_grant_type' }]);
  });

  it('rotates refresh tokens; reusing a spent one revokes the whole family', async () => {
    const first = await passwordGrant(sandbox.app, 'grow.adviser');
    const second = (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await call(sandbox.app, second.access_token, DETAILS)).status).toBe(200);

    const reuse = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect([reuse.statusCode, reuse.json()]).toEqual([400, { error: 'invalid_grant' }]);
    const after = await call(sandbox.app, second.access_token, DETAILS);
    expect(after.status).toBe(401);
    expect(after.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(after.body).toMatchObject({ error: 'invalid_token' });
    expect((await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token })).statusCode).toBe(400);
  });

  it('revokes a family through /oauth2/revoke, even with its access token cached', async () => {
    const t = await passwordGrant(sandbox.app, 'wrap.only');
    expect((await call(sandbox.app, t.access_token, DETAILS)).status).toBe(200);
    const res = await sandbox.app.inject({ method: 'POST', url: '/oauth2/revoke', payload: { token: t.refresh_token } });
    expect(res.statusCode).toBe(200);
    expect((await call(sandbox.app, t.access_token, DETAILS)).status).toBe(401);
    expect((await sandbox.app.inject({ method: 'POST', url: '/oauth2/revoke', payload: { token: 'unknown' } })).statusCode).toBe(200);
  });

  it('rejects an expired access token', async () => {
    const t = await passwordGrant(sandbox.app, 'vision.adviser');
    expect((await call(sandbox.app, t.access_token, DETAILS)).status).toBe(200);
    await sleep(2100);
    const res = await call(sandbox.app, t.access_token, DETAILS);
    expect(res.status).toBe(401);
    expect(res.body.error_description).toMatch(/expired/);
  });
});

describe('user details', () => {
  it('shows the last login from before this sign-in, and flags as booleans', async () => {
    const before = await sandbox.db.query<{ last_login: Date | null }>(`select last_login from users where mac = 'M0000005'`);
    const t = await passwordGrant(sandbox.app, 'limited.access');
    const { body } = await call(sandbox.app, t.access_token, DETAILS);
    expect(body.data.lastLogin).toBe(before.rows[0].last_login?.toISOString() ?? null);
    expect(body.data.securityAttributes.lastLogin).toBe(body.data.lastLogin);
    expect(Object.values(body.data.flags).every((v) => typeof v === 'boolean')).toBe(true);
    expect(body.data.badges).toEqual(expect.arrayContaining(['MacquarieWrap']));
    const again = await passwordGrant(sandbox.app, 'limited.access');
    const next = await call(sandbox.app, again.access_token, DETAILS);
    expect(Date.parse(next.body.data.lastLogin)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('gives a first-time user no last login', async () => {
    const t = await passwordGrant(sandbox.app, 'first.login');
    const { body } = await call(sandbox.app, t.access_token, DETAILS);
    expect(body.data).toMatchObject({ mac: 'M0000007', firstName: 'Isla', lastName: 'Thompson', lastLogin: null });
  });
});
