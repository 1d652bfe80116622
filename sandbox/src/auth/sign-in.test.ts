import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.js';
import { call, SETUP_TIMEOUT, testSandbox } from '../http/test-fixture.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await testSandbox();
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const REDIRECT = 'http://localhost:4000/#/login';
const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('login page', () => {
  it("lists the badge's demo users and a labelled manual form under the brand heading", async () => {
    const res = await sandbox.app.inject(`/ppt/login?redirect_uri=${encodeURIComponent(REDIRECT)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Perpetual Adviser Online</h1>');
    expect(res.body).toContain('<main>');
    expect(res.body).toContain('Sign in as Charlotte Walsh (perpetual.adviser)');
    expect(res.body).not.toContain('wrap.adviser');
    expect(res.body).toMatch(/<label for="username">Username<\/label>\s*<input type="text" id="username"/);
    expect(res.body).toMatch(/<label for="password">Password<\/label>\s*<input type="password" id="password"/);
  });

  it('answers 404 for an unknown badge and 400 for a foreign redirect_uri', async () => {
    expect((await sandbox.app.inject('/ioof/login')).statusCode).toBe(404);
    expect((await sandbox.app.inject('/mgl/login?redirect_uri=https://evil.example/')).statusCode).toBe(400);
    // Any other local port is not the portal either: its tokens would go to whatever listens there.
    expect((await sandbox.app.inject(`/mgl/login?redirect_uri=${encodeURIComponent('http://localhost:4999/#/login')}`)).statusCode).toBe(400);
    const post = await sandbox.app.inject({ url: '/mgl/login', ...form({ username: 'wrap.adviser', password: 'demo', redirect_uri: 'http://127.0.0.1:8080/' }) });
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it('escapes what it echoes', async () => {
    const res = await sandbox.app.inject(`/mgl/login?goTo=${encodeURIComponent('/search?q="><script>x</script>')}`);
    expect(res.body).not.toContain('<script>x');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('POST /{badge}/login', () => {
  it('redirects with the tokens and goTo inside the hash fragment, and the token works', async () => {
    const res = await sandbox.app.inject({
      url: '/mgl/login',
      ...form({ username: 'wrap.adviser', password: 'demo', redirect_uri: REDIRECT, goTo: '/dashboard?tab=1' }),
    });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location.startsWith('http://localhost:4000/#/login?access_token=')).toBe(true);
    const fields = new URLSearchParams(location.split('#/login?')[1]);
    expect(fields.get('scope')).toBe('WEALTH_FULL_VIEW');
    expect(fields.get('expires_in')).toBe('900');
    expect(fields.get('refresh_token_expires_in')).toBe('7200');
    expect(fields.get('goTo')).toBe('/dashboard?tab=1');
    const details = await call(sandbox.app, fields.get('access_token')!, '/api/wealth/channel/user/v1/user/details');
    expect(details.body.data.mac).toBe('M0000001');
  });

  // Issue 28 finding 8: a goTo that is not a portal route is dropped; the portal then opens its default page.
  it('drops a goTo that is not a route of the portal, on the page and in the redirect', async () => {
    for (const goTo of ['https://evil.example', '//evil.example/#/x', '/\\evil.example']) {
      const page = await sandbox.app.inject(`/mgl/login?goTo=${encodeURIComponent(goTo)}`);
      expect(page.statusCode).toBe(200);
      expect(page.body, goTo).not.toContain('name="goTo"');
      const res = await sandbox.app.inject({ url: '/mgl/login', ...form({ username: 'wrap.adviser', password: 'demo', redirect_uri: REDIRECT, goTo }) });
      expect(res.statusCode).toBe(302);
      const location = res.headers.location as string;
      expect(location.startsWith('http://localhost:4000/#/login?access_token=')).toBe(true);
      expect(location, goTo).not.toContain('evil');
      expect(new URLSearchParams(location.split('#/login?')[1]).has('goTo')).toBe(false);
    }
    const kept = await sandbox.app.inject({ url: '/mgl/login', ...form({ username: 'wrap.adviser', password: 'nope', redirect_uri: REDIRECT, goTo: 'https://evil.example' }) });
    expect(kept.body).not.toContain('evil.example');
  });

  it('shows the page again on a bad password, keeping the username', async () => {
    const res = await sandbox.app.inject({ url: '/mgl/login', ...form({ username: 'wrap.adviser', password: 'nope', redirect_uri: REDIRECT }) });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Incorrect username or password');
    expect(res.body).toContain('value="wrap.adviser"');
  });

  it("refuses a user of another brand family on this badge's page", async () => {
    const res = await sandbox.app.inject({ url: '/oasis/login', ...form({ username: 'wrap.adviser', password: 'demo', redirect_uri: REDIRECT }) });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Incorrect username or password');
    const ok = await sandbox.app.inject({ url: '/oasis/login', ...form({ username: 'grow.adviser', password: 'demo', redirect_uri: REDIRECT }) });
    expect(ok.statusCode).toBe(302);
  });
});

describe('logout and error pages', () => {
  it('says why the session ended and links back to sign-in', async () => {
    const out = await sandbox.app.inject('/mgl/logout?reason=logged_out');
    expect(out.body).toContain('<h1>You have logged out</h1>');
    expect(out.body).toContain('href="/mgl/login"');
    const timedOut = await sandbox.app.inject('/oasis/logout?reason=timed_out');
    expect(timedOut.body).toContain('<h1>Your session has timed out</h1>');
    expect((await sandbox.app.inject('/mgl/logout?reason=bored')).statusCode).toBe(400);
  });

  it('keeps a portal route as goTo on the way back to sign-in, and drops an address', async () => {
    const kept = await sandbox.app.inject(`/mgl/logout?goTo=${encodeURIComponent('/accounts/1')}`);
    expect(kept.body).toContain('href="/mgl/login?goTo=%2Faccounts%2F1"');
    const dropped = await sandbox.app.inject(`/mgl/error/server_error?goTo=${encodeURIComponent('https://evil.example')}`);
    expect(dropped.body).toContain('href="/mgl/login"');
    expect(dropped.body).not.toContain('evil');
  });

  it('names the error code, escaped', async () => {
    expect((await sandbox.app.inject('/ppt/error/server_error')).body).toContain('<code>server_error</code>');
    const odd = await sandbox.app.inject(`/mgl/error/${encodeURIComponent('<b>')}`);
    expect(odd.body).toContain('<code>&lt;b&gt;</code>');
  });

  it('lists the demo users', async () => {
    const users = (await sandbox.app.inject('/auth/demo-users')).json();
    expect(users).toContainEqual(expect.objectContaining({ username: 'grow.adviser', loginBadge: 'oasis', brand: 'oasis', password: 'demo' }));
    expect(users[0]).not.toHaveProperty('mac');
  });
});
