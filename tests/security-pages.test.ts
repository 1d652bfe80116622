// My security's sub-pages over HTTP (issue 16): sandbox → gateway → GraphQL. Step-up codes read off the
// sandbox's adviser phone page, the password change (limited.access, put back to 'demo' after), connected
// devices with two sign-ins and a second user, and the authenticator enrolment activated on the sandbox's app page.
import { afterAll, describe, expect, it } from 'vitest';
import { DEV, gql, passwordGrant, sandboxUrl } from './support.ts';

const resetUser = (username: string) =>
  fetch(`${sandboxUrl()}/sandbox/security/reset`, { method: 'POST', headers: { 'content-type': 'application/json', ...DEV }, body: JSON.stringify({ username }) });
afterAll(async () => {
  for (const u of ['limited.access', 'wrap.only']) await resetUser(u);
});

/** The newest code the sandbox "sent by SMS" to the user's phone, as a tester reads it off the phone page. */
async function smsCode(username: string): Promise<string> {
  const html = await (await fetch(`${sandboxUrl()}/console/adviser-phone?user=${encodeURIComponent(username)}`)).text();
  const code = /<td class="code">(\d{6})<\/td>/.exec(html)?.[1];
  if (!code) throw new Error(`no code on ${username}'s phone`);
  return code;
}

const START = 'mutation { startStepUp { id expiresInSeconds maxAttempts } }';
const VERIFY = 'mutation($id: ID!, $code: String!) { verifyStepUp(challengeId: $id, code: $code) { outcome token expiresAt attemptsLeft } }';

async function stepUp(token: string, username: string): Promise<string> {
  const started = await gql(START, {}, token);
  expect(started.errors).toBeUndefined();
  const verified = await gql(VERIFY, { id: started.data.startStepUp.id, code: await smsCode(username) }, token);
  expect(verified.data.verifyStepUp.outcome).toBe('VERIFIED');
  return verified.data.verifyStepUp.token;
}

describe('step-up', () => {
  it('verifies the code from the user’s phone, counts wrong ones and locks after three', async () => {
    const token = (await passwordGrant('grow.adviser')).access_token;
    const started = (await gql(START, {}, token)).data.startStepUp;
    expect(started).toMatchObject({ expiresInSeconds: 300, maxAttempts: 3 });
    const right = await smsCode('grow.adviser');
    const wrong = right === '123456' ? '654321' : '123456';
    expect((await gql(VERIFY, { id: started.id, code: wrong }, token)).data.verifyStepUp).toMatchObject({ outcome: 'WRONG_CODE', attemptsLeft: 2, token: null });
    // Another user cannot answer this user's challenge, even with the right code.
    const other = (await passwordGrant('perpetual.adviser')).access_token;
    expect((await gql(VERIFY, { id: started.id, code: right }, other)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const ok = (await gql(VERIFY, { id: started.id, code: right }, token)).data.verifyStepUp;
    expect(ok.outcome).toBe('VERIFIED');
    expect(ok.token).toMatch(/^[\w-]{40,}$/);

    const again = (await gql(START, {}, token)).data.startStepUp;
    for (const left of [2, 1]) expect((await gql(VERIFY, { id: again.id, code: 'abcdef' }, token)).data.verifyStepUp.attemptsLeft).toBe(left);
    expect((await gql(VERIFY, { id: again.id, code: 'abcdef' }, token)).data.verifyStepUp.outcome).toBe('LOCKED');
  });
});

const CHANGE = 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { outcome brokenRules changedAt } }';

describe('update password', () => {
  it('needs this session’s step-up, checks the current password and the rules, then only the new password signs in', async () => {
    const session = (await passwordGrant('limited.access')).access_token;
    const elsewhere = (await passwordGrant('limited.access')).access_token;
    const input = { currentPassword: 'demo', newPassword: 'Harbour7Bridge', stepUpToken: 'made-up' };
    try {
      // The rules the page shows come with the signed-in user's own username.
      const policy = '{ passwordPolicy { minLength maxLength username } }';
      expect((await gql(policy, {}, session)).data.passwordPolicy).toEqual({ minLength: 10, maxLength: 64, username: 'limited.access' });
      expect((await gql(policy, {}, (await passwordGrant('grow.adviser')).access_token)).data.passwordPolicy.username).toBe('grow.adviser');
      expect((await gql(CHANGE, { i: input }, session)).data.changePassword.outcome).toBe('STEP_UP_REQUIRED');
      const grant = await stepUp(session, 'limited.access');
      // The grant is this session's: the other sign-in of the same user cannot use it.
      expect((await gql(CHANGE, { i: { ...input, stepUpToken: grant } }, elsewhere)).data.changePassword.outcome).toBe('STEP_UP_REQUIRED');
      expect((await gql(CHANGE, { i: { ...input, stepUpToken: grant, currentPassword: 'guess' } }, session)).data.changePassword.outcome).toBe('WRONG_CURRENT_PASSWORD');
      const weak = (await gql(CHANGE, { i: { ...input, stepUpToken: grant, newPassword: 'short' } }, session)).data.changePassword;
      expect(weak).toMatchObject({ outcome: 'WEAK_PASSWORD', brokenRules: ['LENGTH', 'UPPER', 'NUMBER'] });
      const done = (await gql(CHANGE, { i: { ...input, stepUpToken: grant } }, session)).data.changePassword;
      expect(done.outcome).toBe('CHANGED');
      expect(Date.parse(done.changedAt)).toBeGreaterThan(Date.now() - 60_000);
      await expect(passwordGrant('limited.access', 'demo')).rejects.toThrow(/400/);
      expect((await passwordGrant('limited.access', 'Harbour7Bridge')).access_token).toBeTruthy();
      // This session goes on; the other sign-in was ended.
      expect((await gql('{ viewer { user { lastPasswordChange } } }', {}, session)).data.viewer.user.lastPasswordChange).toBeTruthy();
      expect((await gql('{ connectedDevices { id } }', {}, elsewhere)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      expect((await resetUser('limited.access')).status).toBe(200);
    }
    expect((await passwordGrant('limited.access')).access_token).toBeTruthy();
  });
});

const DEVICES = '{ connectedDevices { id browser os platform signedInAt lastActiveAt current } }';
const SIGN_OUT = 'mutation($id: ID!, $t: String!) { signOutDevice(id: $id, stepUpToken: $t) }';

describe('connected devices', () => {
  it('lists the user’s own sign-ins with this one marked, and signs another out at once', async () => {
    const signIn = async (ua: string) =>
      (
        await (
          await fetch(`${sandboxUrl()}/oauth2/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': ua },
            body: new URLSearchParams({ grant_type: 'password', username: 'perpetual.adviser', password: 'demo' }),
          })
        ).json()
      ).access_token as string;
    const desk = await signIn('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0');
    const phone = await signIn('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    const stranger = (await passwordGrant('vision.adviser')).access_token;

    const mine = (await gql(DEVICES, {}, desk)).data.connectedDevices;
    const me = mine.find((d: { current: boolean }) => d.current);
    expect(me).toMatchObject({ browser: 'Microsoft Edge 131', os: expect.stringContaining('Windows'), platform: 'desktop' });
    const iphone = mine.find((d: { browser: string; current: boolean }) => !d.current && d.browser === 'Safari 17');
    expect(iphone).toMatchObject({ os: 'iOS 17.5', platform: 'mobile' });
    const theirs = (await gql(DEVICES, {}, stranger)).data.connectedDevices.map((d: { id: string }) => d.id);
    expect(theirs).not.toContain(iphone.id);

    // A stepped-up stranger still cannot sign this user's phone out.
    expect((await gql(SIGN_OUT, { id: iphone.id, t: await stepUp(stranger, 'vision.adviser') }, stranger)).data.signOutDevice).toBe('NOT_FOUND');
    expect((await gql(SIGN_OUT, { id: iphone.id, t: 'none' }, desk)).data.signOutDevice).toBe('STEP_UP_REQUIRED');
    expect((await gql(DEVICES, {}, phone)).errors).toBeUndefined();
    expect((await gql(SIGN_OUT, { id: iphone.id, t: await stepUp(desk, 'perpetual.adviser') }, desk)).data.signOutDevice).toBe('SIGNED_OUT');
    // The phone's token stops working upstream at once; the gateway's answers follow once its 2000 ms cache lapses.
    expect((await fetch(`${sandboxUrl()}/api/v1/security/sessions`, { headers: { authorization: `Bearer ${phone}` } })).status).toBe(401);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await gql(DEVICES, {}, phone)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(DEVICES, {}, desk)).data.connectedDevices.map((d: { id: string }) => d.id)).not.toContain(iphone.id);
  });
});

describe('authenticator', () => {
  it('goes from Not installed to In progress to Installed when the app enters the enrolment code', async () => {
    const token = (await passwordGrant('wrap.only')).access_token;
    const other = (await passwordGrant('grow.adviser')).access_token;
    const STATUS = '{ authenticator { status deviceName activatedAt enrolmentExpiresAt } }';
    expect((await gql(STATUS, {}, token)).data.authenticator.status).toBe('NOT_INSTALLED');
    const enrolment = (await gql('mutation { startAuthenticatorEnrolment { code activationUrl expiresAt } }', {}, token)).data.startAuthenticatorEnrolment;
    expect(enrolment.code).toMatch(/^\d{8}$/);
    expect(enrolment.activationUrl).toContain(enrolment.code);
    expect((await gql(STATUS, {}, token)).data.authenticator.status).toBe('IN_PROGRESS');

    const appPage = await (await fetch(`${sandboxUrl()}/console/authenticator`)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(appPage)![1]!;
    const activated = await fetch(`${sandboxUrl()}/console/authenticator/activate`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf, code: enrolment.code, device: 'Pixel 9' }),
    });
    expect(activated.status).toBe(303);
    await new Promise((r) => setTimeout(r, 2100)); // the gateway's 2000 ms response cache
    expect((await gql(STATUS, {}, token)).data.authenticator).toMatchObject({ status: 'INSTALLED', deviceName: 'Pixel 9' });
    expect((await gql(STATUS, {}, other)).data.authenticator.status).toBe('NOT_INSTALLED');
  });
});
