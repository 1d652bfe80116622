// Sign in through the sandbox's login page, see the greeting, survive a reload, sign out.
import { expect, test } from '@playwright/test';
import { markWhatsNewSeen, portalOrigin, sandboxOrigin as sandbox, submitLogin } from './support.ts';
const greeting = /^Good (morning|afternoon|evening) \S+/;

// These tests drive the login page themselves; the whats-new carousel is for e2e/whats-new.spec.ts.
test.beforeAll(async () => {
  await markWhatsNewSeen('wrap.adviser');
  await markWhatsNewSeen('grow.adviser');
});

test('a demo user signs in, is greeted, stays signed in across a reload and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^${sandbox}/mgl/login`));

  await submitLogin(page, 'wrap.adviser');

  await expect(page).toHaveURL(/#\/dashboard/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(greeting);
  const tokens = await page.evaluate(() => ({
    access: sessionStorage.getItem('access_token'),
    scope: sessionStorage.getItem('scope'),
    session: sessionStorage.getItem('session_id'),
  }));
  expect(tokens.access).toBeTruthy();
  expect(tokens.scope).toContain('WEALTH_FULL_VIEW');
  expect(tokens.session).toBeTruthy();

  await page.reload();
  await expect(heading).toHaveText(greeting);
  await expect(page).toHaveURL(/#\/dashboard/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${sandbox}/mgl/logout\\?reason=logged_out`));
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // Signed out for real: the portal sends the browser back to the login page.
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(new RegExp(`^${sandbox}/mgl/login`));
});

test('another brand family signs in on its own login page and the goTo target is honoured', async ({ page }) => {
  await page.goto('/?brand=oasis#/home');
  await expect(page).toHaveURL(new RegExp(`^${sandbox}/oasis/login`));
  await submitLogin(page, 'grow.adviser');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
  await expect(page).toHaveURL(/#\/dashboard/);
});

// Issue 28 finding 8: a goTo that names another site is no route of the portal; it never reaches the portal's URL.
test('a login link whose goTo is another site signs in to the home page, that address never in the portal URL', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const query = new URLSearchParams({ redirect_uri: `${portalOrigin}/#/login`, goTo: 'https://evil.example/#/accounts' });
  await page.goto(`${sandbox}/mgl/login?${query}`);
  await submitLogin(page, 'wrap.adviser');
  await expect(page).toHaveURL(/#\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
  const portalUrls = visited.filter((url) => url.startsWith(portalOrigin));
  expect(portalUrls.length).toBeGreaterThan(0);
  expect(portalUrls.join('\n')).not.toMatch(/evil/);
});

test('a wrong password keeps the user on the login page with a message', async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, 'wrap.adviser', 'wrong');
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${sandbox}/mgl/login`));
});

test('an unsigned visit leaves for the login page before the app bundle loads (30 KB or less)', async ({ page, baseURL }) => {
  const fetched: { url: string; bytes: number }[] = [];
  page.on('response', async (res) => {
    if (!res.url().startsWith(baseURL!)) return;
    const body = await res.body().catch(() => null);
    fetched.push({ url: res.url(), bytes: body?.length ?? 0 });
  });
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^${sandbox}/mgl/login`));
  const total = fetched.reduce((sum, f) => sum + f.bytes, 0);
  expect(total, fetched.map((f) => `${f.url} ${f.bytes}`).join('\n')).toBeLessThanOrEqual(30 * 1024);
  expect(fetched.some((f) => /\/assets\/main-/.test(f.url))).toBe(false);
});
