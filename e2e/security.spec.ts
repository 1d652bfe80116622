// Issue 11 item 13 in Chromium: the portal runs whole under its strict Content-Security-Policy (no
// violation from signing in to a results page and an account), the playground works under its own, and
// no page of the portal can be framed.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.ts';

/** Records every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportViolation(t: string): void }).__reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the portal runs under its strict policy: sign-in, search results and an account page, no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'wrap.adviser');
  const response = await page.request.get('/');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  await page.goto('/#/dashboard/search/accounts?query=trust');
  const firstAccount = page.getByRole('table').getByRole('link').first();
  await expect(firstAccount).toBeVisible();
  await firstAccount.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the playground works under its own policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-fetch GraphQL schema (Shift-Ctrl-R)' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the portal cannot be framed, not even by its own pages', async ({ page }) => {
  // Same origin, so without frame-ancestors 'none' the frame would load and its document be readable.
  await page.goto('/healthz');
  const framed = await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.src = '/';
    document.body.append(frame);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    try {
      return Boolean(frame.contentDocument?.querySelector('#root'));
    } catch {
      return false;
    }
  });
  expect(framed).toBe(false);
});
