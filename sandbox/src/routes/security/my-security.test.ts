// My security's sandbox calls (issue 16): step-up codes and grants, the password change, connected devices and
// the authenticator enrolment, each for the calling user and session only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await testSandbox();
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const post = (token: string, url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
  call(sandbox.app, token, url, { method: 'POST', payload: payload as Record<string, unknown>, headers });
const smsCode = async (challengeId: string) =>
  (await sandbox.db.query<{ code: string }>('select code from step_up_challenges where challenge_id = $1', [challengeId])).rows[0]!.code;

async function stepUp(token: string): Promise<string> {
  const sent = await post(token, '/api/v1/security/step-up');
  expect(sent.status).toBe(201);
  const ok = await post(token, `/api/v1/security/step-up/${sent.body.challenge_id}/verify`, { code: await smsCode(sent.body.challenge_id) });
  expect(ok.status).toBe(200);
  return ok.body.step_up_token as string;
}

describe('step-up', () => {
  it('counts wrong codes, locks after three, and the code works only in the session that asked', async () => {
    const a = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
    const b = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
    const sent = await post(a, '/api/v1/security/step-up');
    const verify = (token: string, code: string) => post(token, `/api/v1/security/step-up/${sent.body.challenge_id}/verify`, { code });
    const right = await smsCode(sent.body.challenge_id);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await verify(b, right)).status).toBe(404);
    const first = await verify(a, wrong);
    expect([first.status, first.body.error, first.body.attempts_left]).toEqual([400, 'invalid_code', 2]);
    expect((await verify(a, wrong)).body.attempts_left).toBe(1);
    expect((await verify(a, wrong)).status).toBe(423);
    expect((await verify(a, right)).status).toBe(423);
  });
});

describe('password change', () => {
  it('needs a step-up and the current password, applies the rules, and signs the other devices out', async () => {
    const here = (await passwordGrant(sandbox.app, 'limited.access')).access_token;
    const other = (await passwordGrant(sandbox.app, 'limited.access')).access_token;
    const body = { current_password: 'demo', new_password: 'Harbour7Bridge' };
    expect((await post(here, '/api/v1/security/password', body)).body.error).toBe('step_up_required');
    const grant = await stepUp(here);
    const headers = { 'x-step-up-token': grant };
    // Another session cannot use this session's grant.
    expect((await post(other, '/api/v1/security/password', body, headers)).status).toBe(403);
    expect((await post(here, '/api/v1/security/password', { ...body, current_password: 'nope' }, headers)).body.error).toBe('invalid_current_password');
    const weak = await post(here, '/api/v1/security/password', { ...body, new_password: 'limited.access1X' }, headers);
    expect([weak.body.error, weak.body.rules]).toEqual(['weak_password', ['username']]);
    const ok = await post(here, '/api/v1/security/password', body, headers);
    expect(ok.status).toBe(200);
    expect((await call(sandbox.app, other, '/api/v1/security/sessions')).status).toBe(401);
    expect((await call(sandbox.app, here, '/api/v1/security/sessions')).status).toBe(200);
    await expect(passwordGrant(sandbox.app, 'limited.access')).rejects.toThrow();
    expect((await passwordGrant(sandbox.app, 'limited.access', 'Harbour7Bridge')).access_token).toBeTruthy();
    const reset = await sandbox.app.inject({ method: 'POST', url: '/sandbox/security/reset', payload: { username: 'limited.access' }, headers: { 'x-sandbox-dev': '1' } });
    expect(reset.statusCode).toBe(200);
    expect((await passwordGrant(sandbox.app, 'limited.access')).access_token).toBeTruthy();
  });
});

describe('connected devices', () => {
  it('lists the user’s own sessions, marks this one, and signs another out at once', async () => {
    const mine = (await sandbox.app.inject({ method: 'POST', url: '/oauth2/token', headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (Macintosh) Firefox/130.0' }, payload: 'grant_type=password&username=perpetual.adviser&password=demo' })).json().access_token as string;
    const laptop = (await passwordGrant(sandbox.app, 'perpetual.adviser')).access_token;
    const stranger = (await passwordGrant(sandbox.app, 'vision.adviser')).access_token;
    const list = (await call(sandbox.app, mine, '/api/v1/security/sessions')).body.sessions as { session_id: string; current: boolean; user_agent: string }[];
    const me = list.find((s) => s.current)!;
    expect(me.user_agent).toContain('Firefox/130.0');
    const theirs = (await call(sandbox.app, stranger, '/api/v1/security/sessions')).body.sessions as { session_id: string }[];
    expect(theirs.map((s) => s.session_id)).not.toContain(me.session_id);
    const laptopId = (await call(sandbox.app, laptop, '/api/v1/security/sessions')).body.sessions.find((s: { current: boolean }) => s.current).session_id;
    // The stranger, even stepped up, cannot end this user's session.
    const strangerGrant = await stepUp(stranger);
    expect((await call(sandbox.app, stranger, `/api/v1/security/sessions/${laptopId}`, { method: 'DELETE', headers: { 'x-step-up-token': strangerGrant } })).status).toBe(404);
    expect((await call(sandbox.app, mine, `/api/v1/security/sessions/${laptopId}`, { method: 'DELETE' })).status).toBe(403);
    const grant = await stepUp(mine);
    expect((await call(sandbox.app, mine, `/api/v1/security/sessions/${laptopId}`, { method: 'DELETE', headers: { 'x-step-up-token': grant } })).status).toBe(204);
    expect((await call(sandbox.app, laptop, '/api/v1/security/sessions')).status).toBe(401);
  });
});

describe('authenticator', () => {
  it('goes Not installed → In progress → Installed when the app activates the code', async () => {
    const token = (await passwordGrant(sandbox.app, 'wrap.only')).access_token;
    expect((await call(sandbox.app, token, '/api/v1/security/authenticator')).body.status).toBe('NOT_INSTALLED');
    const enrol = await post(token, '/api/v1/security/authenticator/enrolment');
    expect(enrol.status).toBe(201);
    expect(enrol.body.enrolment_code).toMatch(/^\d{8}$/);
    expect((await call(sandbox.app, token, '/api/v1/security/authenticator')).body.status).toBe('IN_PROGRESS');
    const page = await sandbox.app.inject({ method: 'GET', url: '/console/authenticator' });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const form = (code: string) => new URLSearchParams({ csrf, code, device: 'Pixel' }).toString();
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await sandbox.app.inject({ method: 'POST', url: '/console/authenticator/activate', headers: formHeaders, payload: form('12') });
    expect(decodeURIComponent(wrong.headers.location as string)).toContain('error=No enrolment');
    const ok = await sandbox.app.inject({ method: 'POST', url: '/console/authenticator/activate', headers: formHeaders, payload: form(enrol.body.enrolment_code) });
    expect(decodeURIComponent(ok.headers.location as string)).toContain('Activated for wrap.only');
    expect((await call(sandbox.app, token, '/api/v1/security/authenticator')).body).toMatchObject({ status: 'INSTALLED', device_name: 'Pixel' });
    expect((await post(token, '/api/v1/security/authenticator/enrolment')).status).toBe(409);
  });
});
