// Sign-in, renewal and revocation through the gateway, against the real sandbox.
import { describe, expect, it } from 'vitest';
import { gql, passwordGrant, sandboxApi, sandboxUrl } from './support.ts';

const VIEWER = /* GraphQL */ `{ viewer { user { mac firstName } } }`;
const RENEW = /* GraphQL */ `mutation($t: String!) { renewSession(refreshToken: $t) { accessToken refreshToken scope expiresIn refreshTokenExpiresIn } }`;

describe('sign-in and tokens', () => {
  it('answers the viewer for a signed-in user and refuses without a token', async () => {
    const tokens = await passwordGrant('wrap.adviser');
    expect(tokens.scope).toContain('WEALTH_FULL_VIEW');
    const ok = await gql(VIEWER, {}, tokens.access_token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.viewer.user.firstName.length).toBeGreaterThan(0);

    const anonymous = await gql(VIEWER);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('rejects a wrong password with invalid_grant', async () => {
    const res = await fetch(`${sandboxUrl()}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'wrap.adviser', password: 'nope' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_grant');
  });

  it('renews through the gateway with rotation, and a reused refresh token revokes the family', async () => {
    const first = await passwordGrant('wrap.adviser');
    const renewed = await gql(RENEW, { t: first.refresh_token });
    expect(renewed.errors).toBeUndefined();
    const second = renewed.data.renewSession;
    expect(second.refreshToken).not.toBe(first.refresh_token);
    expect(second.expiresIn).toBeGreaterThan(0);

    // The renewed access token works.
    expect((await gql(VIEWER, {}, second.accessToken)).errors).toBeUndefined();

    // Replaying the spent refresh token is refused and revokes every token of the sign-in: at once on
    // the sandbox, and through the gateway once its 2000 ms per-user response cache has expired.
    const replay = await gql(RENEW, { t: first.refresh_token });
    expect(replay.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const direct = await sandboxApi('/api/wealth/channel/user/v1/user/details', second.accessToken);
    expect(direct.status).toBe(401);
    expect(direct.body.error).toBe('invalid_token');
    await new Promise((r) => setTimeout(r, 2100));
    const afterRevoke = await gql(VIEWER, {}, second.accessToken);
    expect(afterRevoke.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const renewAgain = await gql(RENEW, { t: second.refreshToken });
    expect(renewAgain.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ends a session so its access token stops working', async () => {
    const tokens = await passwordGrant('grow.adviser');
    const end = await gql(`mutation($t: String!) { endSession(refreshToken: $t) }`, { t: tokens.refresh_token });
    expect(end.data.endSession).toBe(true);
    const after = await gql(VIEWER, {}, tokens.access_token);
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives login, logout and error addresses per badge', async () => {
    const res = await gql(
      `{ signIn(badge: "oasis") { loginUrl(redirectUri: "http://localhost:4000/#/login", goTo: "/dashboard") logoutUrl(reason: timed_out) errorUrl(code: "server_error") } }`,
    );
    const s = res.data.signIn;
    const login = new URL(s.loginUrl);
    expect(login.pathname).toBe('/oasis/login');
    expect(login.searchParams.get('redirect_uri')).toBe('http://localhost:4000/#/login');
    expect(login.searchParams.get('goTo')).toBe('/dashboard');
    expect(new URL(s.logoutUrl).pathname).toBe('/oasis/logout');
    expect(new URL(s.logoutUrl).searchParams.get('reason')).toBe('timed_out');
    expect(new URL(s.errorUrl).pathname).toBe('/oasis/error/server_error');
  });

  it('the sandbox login page redirects to the portal with the tokens inside the hash route', async () => {
    const redirect = 'http://localhost:4000/#/login';
    const res = await fetch(`${sandboxUrl()}/mgl/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'wrap.adviser', password: 'demo', redirect_uri: redirect, goTo: '/dashboard' }),
    });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith('http://localhost:4000/#/login?')).toBe(true);
    const q = new URLSearchParams(location.split('?')[1]);
    for (const k of ['access_token', 'scope', 'expires_in', 'refresh_token', 'refresh_token_expires_in']) {
      expect(q.get(k), k).toBeTruthy();
    }
    expect(q.get('goTo')).toBe('/dashboard');
    // The token works.
    expect((await gql(VIEWER, {}, q.get('access_token')!)).errors).toBeUndefined();
  });
});
