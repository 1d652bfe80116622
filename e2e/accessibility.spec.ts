// Accessibility of the main pages (issue 30: "axe 0 violations on the main pages, checked in the browser suite"):
// axe-core, injected from its npm package (no download), checks each page against WCAG 2.0/2.1/2.2 A and AA once it
// has drawn its data. A violation fails with what axe says and where, so the fix is at hand.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxOrigin, signIn } from './support';

// Evaluated rather than added as a script tag: the portal's CSP (script-src 'self') rightly refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's violations on the page as it is now, each as one readable line per element. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, TAGS);
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}`));
}

/** A page is drawn: its main heading shows and nothing in main is still loading. */
async function drawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main').getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

async function firstAccount(request: APIRequestContext, username: string, type: string): Promise<string> {
  const token = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username, password: 'demo' } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const user = await (await request.get(`${sandboxOrigin}/api/wealth/channel/user/v1/user/details`, { headers })).json();
  const res = await request.get(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/${user.data.mac}/accounts?accountType=${type}&accountStatus=Active&limit=5`, { headers });
  return ((await res.json()).data.accounts as { accountNumber: string }[])[0].accountNumber;
}

test('the main pages have no WCAG A or AA violation that axe finds', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [cash, wrap, td] = await Promise.all(['CASH', 'WRAP', 'TD'].map((type) => firstAccount(request, 'wrap.adviser', type)));
  await signIn(page, 'wrap.adviser');
  const pages = [
    '/#/dashboard',
    '/#/dashboard/search/accounts?keyword=smi',
    `/#/dashboard/cash-account/${cash}`,
    `/#/dashboard/wrap-account/${wrap}`,
    `/#/dashboard/term-deposit/${td}`,
    '/#/dashboard/request-centre',
    '/#/dashboard/view-payments',
    '/#/dashboard/rates',
    '/#/dashboard/market-data?q=van',
    '/#/dashboard/market-data/VAS',
    '/#/dashboard/notifications/term-deposit-maturities',
    '/#/dashboard/user-profile/details',
  ];
  const found: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await drawn(page);
    for (const line of await violations(page)) found.push(`${path}: ${line}`);
  }
  expect(found).toEqual([]);
});

test('a chart with its table open has no violation (the portfolio donut, docs/architecture.md "Charts")', async ({ page, request }) => {
  test.setTimeout(120_000);
  const wrap = await firstAccount(request, 'wrap.adviser', 'WRAP');
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/wrap-account/${wrap}/portfolio-valuation`);
  await drawn(page);
  const chart = page.getByTestId('asset-class-chart');
  await expect(chart.getByRole('img', { name: /^Portfolio by asset class/ })).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('table', { name: /^Portfolio by asset class/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a date field with its error and its calendar open has no violation (the kit date input)', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/notifications/term-deposit-maturities');
  await drawn(page);
  const from = page.getByRole('textbox', { name: 'From' });
  await from.fill('31/02/2026');
  await page.getByRole('button', { name: 'Show maturities' }).click();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Choose a date' }).first().click();
  await expect(page.getByRole('dialog', { name: 'From' }).getByRole('grid')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the check finds a violation when there is one (an image without a text alternative)', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/rates');
  await drawn(page);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.querySelector('main')!.append(img);
  });
  expect((await violations(page)).join('\n')).toMatch(/^image-alt \(critical\): .* at img\[src\$="favicon.svg"\]$/m);
});

test('the client overview and the fees tab with their charts open have no violation (issue 31 §3)', async ({ page, request }) => {
  test.setTimeout(150_000);
  const wrap = await firstAccount(request, 'wrap.adviser', 'WRAP');
  const token = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username: 'wrap.adviser', password: 'demo' } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const clients = (await (await request.get(`${sandboxOrigin}/api/wealth/ada/search/clients?query=c00&limit=5`, { headers })).json()).data as { contact_id: string }[];
  await signIn(page, 'wrap.adviser');
  const found: string[] = [];

  await page.goto(`/#/dashboard/client/${clients[0]!.contact_id}`);
  await drawn(page);
  const total = page.getByRole('region', { name: 'Total balance' });
  await total.getByRole('button', { name: 'Show as table' }).click();
  // The pointer off the chart: a legend entry under it dims the others on purpose, which is not the page at rest.
  await page.mouse.move(0, 0);
  found.push(...(await violations(page)).map((line) => `client overview: ${line}`));

  await page.goto(`/#/dashboard/wrap-account/${wrap}/fees`);
  await drawn(page);
  const chart = page.getByTestId('fees-chart');
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('table')).toBeVisible();
  await page.mouse.move(0, 0);
  found.push(...(await violations(page)).map((line) => `fees: ${line}`));
  expect(found).toEqual([]);
});
