// Market data in the browser (issue 32 §5; 001 §2.1 dashboard/market-data, rule marketData): the menu item for exactly
// the users the rule admits; then one adviser's walk: a failing search says the error catalogue's generic sentence and
// Try again recovers, a search by ASX/APIR code, the investment's page with its price, the chart and its ranges by
// keyboard, and the accounts holding it, whose link opens the account's valuation at the same price and value.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEV, gatewayGql, passwordGrant, sandboxOrigin, signIn } from './support.ts';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const results = (page: Page) => page.getByRole('table', { name: copy['marketData.caption'] });
const searchForm = (page: Page) => page.getByRole('form', { name: copy['marketData.search.label'] });
// Not first.login: signing in gives them a last login, which the whats-new spec's first-time user must not have.
const USERS = ['wrap.adviser', 'grow.adviser', 'perpetual.adviser', 'dealer.staff', 'limited.access', 'wrap.only', 'vision.adviser'];

test('the menu item shows to exactly the users market data answers', async () => {
  type Item = { id: string; children?: Item[] | null };
  const flatten = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
  const shownTo: string[] = [];
  for (const user of USERS) {
    const { access_token } = await passwordGrant(user);
    const shell = await gatewayGql<{ shell: { sideNavigation: Item[] } }>(access_token, '{ shell { sideNavigation { id children { id children { id } } } } }');
    const shown = flatten(shell.shell.sideNavigation).some((i) => i.id === 'market-data');
    const answered = await gatewayGql<{ marketInvestments: unknown[] | null }>(access_token, '{ marketInvestments(search: "bhp") { code } }').then(
      (d) => d.marketInvestments !== null,
      () => false,
    );
    expect({ user, shown }).toEqual({ user, shown: answered });
    if (shown) shownTo.push(user);
  }
  // 001 §6: Wrap or Vision product and reporting.marketData (on outside production for the main brand only).
  expect(shownTo).toEqual(expect.arrayContaining(['wrap.adviser', 'vision.adviser']));
  expect(shownTo).not.toContain('grow.adviser');
  expect(shownTo).not.toContain('perpetual.adviser');
});

test('wrap.adviser: a failing search recovers → search by code → the investment, its chart and the accounts holding it → an account', async ({ page }) => {
  // An investment wrap.adviser's accounts hold (the funds report's largest priced one).
  const { access_token } = await passwordGrant('wrap.adviser');
  const report = await gatewayGql<{ fundsReport: { investments: { assetCode: string; assetName: string; assetType: string; accounts: number }[] } }>(
    access_token,
    '{ fundsReport { investments { assetCode assetName assetType accounts } } }',
  );
  const held = report.fundsReport.investments.find((i) => i.assetType === 'LISTED' || i.assetType === 'MANAGED_FUND')!;

  await signIn(page, 'wrap.adviser');
  const fault = await page.request.post(`${sandboxOrigin}/sandbox/faults`, { data: { path: '/api/market-data/v1/investments', status: 503 }, headers: DEV });
  expect(fault.status()).toBe(201);
  try {
    const toggle = mainMenu(page).getByRole('button', { name: 'Reporting', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await mainMenu(page).getByRole('link', { name: 'Market data', exact: true }).click();
    await expect(page).toHaveURL(/#\/dashboard\/market-data$/);
    await expect(page.getByRole('heading', { level: 1, name: copy['marketData.title'] })).toBeVisible();
    await expect(page.getByText(copy['marketData.error']!)).toBeVisible();
  } finally {
    await page.request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(results(page).locator('tbody tr').first()).toBeVisible();

  // Nothing found, then the code typed and Enter: the exact code is the first row.
  const field = searchForm(page).getByLabel(copy['marketData.search.field']!);
  await field.fill('zzzz');
  await field.press('Enter');
  await expect(page.getByText(copy['marketData.noResults']!)).toBeVisible();
  await field.fill(held.assetCode.toLowerCase());
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${held.assetCode.toLowerCase()}`));
  const row = results(page).locator('tbody tr').first();
  await expect(row).toContainText(held.assetCode);
  const listedPrice = (await row.locator('td').nth(2).textContent())!.trim();
  const link = row.getByRole('link', { name: held.assetName });
  await link.focus();
  await page.keyboard.press('Enter');

  // The investment's page: its price as listed, focus on its name.
  await expect(page).toHaveURL(new RegExp(`#/dashboard/market-data/${held.assetCode}$`));
  await expect(page.getByRole('heading', { level: 1, name: held.assetName })).toBeFocused();
  await expect(page.locator('dl')).toContainText(listedPrice);

  // The chart, a year by default; 5Y by keyboard draws more points, ending on the same price.
  const chart = page.getByTestId('market-price-chart');
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^${copy['marketData.chart.title']}, .*1Y: \\d+ points .* to ${listedPrice.replace('$', '\\$')} on `));
  await page.getByRole('tab', { name: '1Y' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '5Y' })).toHaveAttribute('aria-selected', 'true');
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /5Y: \d{3} points /);

  // The accounts holding it, largest first; the first opens on its valuation at the same units and value.
  const holdersTitle = copy['marketData.holders.title']!.replace('{code}', held.assetCode);
  const holders = page.getByRole('table', { name: holdersTitle });
  await expect(holders.locator('tbody tr')).toHaveCount(Math.min(50, held.accounts));
  await expect(page.getByRole('status').filter({ hasText: `${held.accounts.toLocaleString('en-AU')} accounts hold` })).toBeVisible();
  const first = holders.locator('tbody tr').first();
  const number = (await first.locator('td').first().locator('span span').last().textContent())!.trim();
  const units = (await first.locator('td').nth(2).textContent())!.trim();
  const value = (await first.locator('td').nth(3).textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/wrap-account/${number}/portfolio-valuation$`));
  const holding = page.getByRole('row').filter({ hasText: held.assetCode }).first();
  await expect(holding).toContainText(units);
  await expect(holding).toContainText(listedPrice);
  await expect(holding).toContainText(value);
});
