// Sign-in plumbing through GraphQL: page addresses and the OAuth2 refresh and revoke.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-upstream.js';
import { startHarness, type Harness } from '../../testing/harness.js';

let h: Harness;
let auth: FakeUpstream;
beforeEach(async () => {
  auth = await startFakeUpstream();
  h = await startHarness({ authBaseUrl: auth.url });
});
afterEach(async () => {
  await h.close();
  await auth.close();
});

describe('signIn', () => {
  it('builds the addresses on the auth base URL', async () => {
    const res = await h.query(/* GraphQL */ `{
      signIn(badge: "oasis") {
        loginUrl(redirectUri: "http://localhost:4000/#/login", goTo: "/dashboard")
        logoutUrl(reason: timed_out)
        errorUrl(code: "server_error")
      }
    }`);
    expect(res.data.signIn).toEqual({
      loginUrl: `${auth.url}/oasis/login?redirect_uri=http%3A%2F%2Flocalhost%3A4000%2F%23%2Flogin&goTo=%2Fdashboard`,
      logoutUrl: `${auth.url}/oasis/logout?reason=timed_out`,
      errorUrl: `${auth.url}/oasis/error/server_error`,
    });
  });

  it('refuses an unknown badge', async () => {
    const res = await h.query(/* GraphQL */ `{ signIn(badge: "anz") { errorUrl(code: "x") } }`);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('renewSession and endSession', () => {
  it('refreshes with a form-encoded refresh grant and answers camelCase tokens', async () => {
    auth.route('POST', '/oauth2/token', {
      body: { access_token: 'a2', token_type: 'Bearer', scope: 'WEALTH_FULL_VIEW', expires_in: 900, refresh_token: 'r2', refresh_token_expires_in: 7200 },
    });
    const res = await h.query(/* GraphQL */ `mutation { renewSession(refreshToken: "r1") { accessToken refreshToken scope expiresIn refreshTokenExpiresIn } }`, { token: 'expired' });
    expect(res.data.renewSession).toEqual({ accessToken: 'a2', refreshToken: 'r2', scope: 'WEALTH_FULL_VIEW', expiresIn: 900, refreshTokenExpiresIn: 7200 });
    const [call] = auth.calls('/oauth2/token');
    expect(call.body).toBe('grant_type=refresh_token&refresh_token=r1');
    expect(call.headers.authorization).toBeUndefined();
    expect(h.upstream.requests).toHaveLength(0);
  });

  it('a spent refresh token (400 invalid_grant) is UNAUTHENTICATED', async () => {
    auth.route('POST', '/oauth2/token', { status: 400, body: { error: 'invalid_grant' } });
    const res = await h.query(/* GraphQL */ `mutation { renewSession(refreshToken: "spent") { accessToken } }`);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamError: 'invalid_grant' });
  });

  it('revokes with the token in a form', async () => {
    auth.route('POST', '/oauth2/revoke', { body: {} });
    const res = await h.query(/* GraphQL */ `mutation { endSession(refreshToken: "r1") }`);
    expect(res.data.endSession).toBe(true);
    expect(auth.calls('/oauth2/revoke')[0].body).toBe('token=r1');
  });
});
