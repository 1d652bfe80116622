// Funds and accounts report in the browser (issue 32 §4; 001 §2.1 dashboard/funds-and-accounts, rule
// fundsAndAccountsReport): the menu item for the users the rule admits, filter by investment → the accounts holding it
// → CSV export whose rows are the accounts the page lists → PDF → an account's link opens its portfolio valuation with
// the same units; an empty filter result and a failing report. Read-only.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEV, gatewayGql, passwordGrant, sandboxOrigin, signIn } from './support.ts';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const report = (page: Page) => page.getByRole('table', { name: copy['fundsReport.caption'] });
const form = (page: Page) => page.getByRole('form', { name: copy['fundsReport.filters'] });
// Not first.login: signing in gives them a last login, which the whats-new spec's first-time user must not have.
const USERS = ['wrap.adviser', 'grow.adviser', 'perpetual.adviser', 'dealer.staff', 'limited.access', 'wrap.only', 'vision.adviser'];

async function openFromMenu(page: Page) {
  const toggle = mainMenu(page).getByRole('button', { name: 'Reporting', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await mainMenu(page).getByRole('link', { name: 'Funds and accounts report', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard\/funds-and-accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: copy['fundsReport.title'] })).toBeVisible();
}

test('the menu item shows to exactly the users the report answers', async () => {
  type Item = { id: string; children?: Item[] | null };
  const flatten = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
  for (const user of USERS) {
    const { access_token } = await passwordGrant(user);
    const shell = await gatewayGql<{ shell: { sideNavigation: Item[] } }>(access_token, '{ shell { sideNavigation { id children { id children { id } } } } }');
    const shown = flatten(shell.shell.sideNavigation).some((i) => i.id === 'funds-and-accounts-report');
    const answered = await gatewayGql<{ fundsReport: { total: { accounts: number } } | null }>(access_token, '{ fundsReport { total { accounts } } }').then(
      (d) => d.fundsReport !== null,
      () => false,
    );
    expect({ user, shown }).toEqual({ user, shown: answered });
  }
});

test('wrap.adviser: filter by investment → its accounts → CSV matches the page → PDF → the account shows the same units', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await openFromMenu(page);
  await expect(report(page).locator('tbody tr').first()).toBeVisible();
  const investments = await report(page).locator('tbody tr').count();
  expect(investments).toBeGreaterThan(10);
  await expect(page.getByRole('status').filter({ hasText: `${investments} investments held` })).toBeVisible();

  // Filter to the second investment of the book.
  const second = report(page).locator('tbody tr').nth(1);
  const name = (await second.getByRole('button').textContent())!.trim();
  const code = (await second.locator('td').first().locator('span span').last().textContent())!.trim();
  await form(page).getByLabel(copy['fundsReport.filter.investment']).selectOption({ label: `${name} (${code})` });
  await form(page).getByRole('button', { name: copy['fundsReport.filter.apply'] }).click();
  await expect(report(page).locator('tbody tr')).toHaveCount(1);
  await expect(report(page).locator('tbody tr td').last()).toHaveText('100.00%');
  const accounts = Number((await report(page).locator('tbody tr td').nth(2).textContent())!.replace(/,/g, ''));

  // Its accounts, linking to their pages.
  await report(page).getByRole('button', { name }).click();
  const holdersTitle = copy['fundsReport.holders.title']!.replace('{name}', name).replace('{code}', code);
  const holders = page.getByRole('table', { name: holdersTitle });
  await expect(page.getByRole('heading', { level: 2, name: holdersTitle })).toBeFocused();
  await expect(holders.locator('tbody tr')).toHaveCount(Math.min(50, accounts));
  const shownNumbers = await holders.locator('tbody tr td:first-child span span').allTextContents();

  // CSV: every holding of the filter, in the page's order.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: copy['export.csv'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^funds-and-accounts-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toBe('Investment code,Investment,Account number,Account name,Product,Dealer,Units,Price,Value');
  expect(lines).toHaveLength(accounts + 1);
  expect(lines.slice(1).every((l) => l.startsWith(`${code},`))).toBe(true);
  expect(lines.slice(1, shownNumbers.length + 1).map((l) => l.split(',')[2])).toEqual(shownNumbers.map((n) => n.trim()));
  const firstRow = lines[1]!.split(',');

  // PDF of the table.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: copy['fundsReport.pdf'], exact: true }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^funds-and-accounts-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: copy['fundsReport.pdf.done']! })).toBeVisible();

  // The first account opens on its portfolio valuation, which holds the same units of the investment.
  await holders.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/wrap-account/${firstRow[2]}/portfolio-valuation$`));
  const holding = page.getByRole('row').filter({ hasText: code }).first();
  await expect(holding).toBeVisible();
  const units = Number(firstRow[6]).toLocaleString('en-AU', { maximumFractionDigits: 4 });
  await expect(holding).toContainText(units);
});

test('wrap.adviser: a dealer and another dealer’s adviser code match nothing; a failing report offers Try again', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  const { access_token } = await passwordGrant('wrap.adviser');
  const whole = await gatewayGql<{ fundsReport: { dealers: { dealerCode: string; dealerName: string }[]; advisers: { adviserCode: string; adviserName: string; dealerCode: string }[] } }>(
    access_token,
    '{ fundsReport { dealers { dealerCode dealerName } advisers { adviserCode adviserName dealerCode } } }',
  );
  const dealer = whole.fundsReport.dealers[0]!;
  const adviser = whole.fundsReport.advisers.find((a) => a.dealerCode !== dealer.dealerCode)!;
  await openFromMenu(page);
  await form(page).getByLabel(copy['fundsReport.filter.dealer']).selectOption({ label: `${dealer.dealerName} (${dealer.dealerCode})` });
  await form(page).getByLabel(copy['fundsReport.filter.adviser']).selectOption({ label: `${adviser.adviserName} (${adviser.adviserCode})` });
  await form(page).getByRole('button', { name: copy['fundsReport.filter.apply'] }).click();
  await expect(page.getByText(copy['fundsReport.noFilteredData']!)).toBeVisible();
  await expect(page.getByRole('button', { name: copy['export.csv'] })).toBeDisabled();
  await form(page).getByRole('button', { name: copy['fundsReport.filter.clear'] }).click();
  await expect(report(page).locator('tbody tr').first()).toBeVisible();

  const fault = await page.request.post(`${sandboxOrigin}/sandbox/faults`, {
    data: { path: '/api/intermediary-accounts/v1/intermediaries/*/funds-and-accounts', status: 503 },
    headers: DEV,
  });
  expect(fault.status()).toBe(201);
  try {
    await page.reload();
    await expect(page.getByText(copy['fundsReport.error']!)).toBeVisible();
    await page.request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(report(page).locator('tbody tr').first()).toBeVisible();
  } finally {
    await page.request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
  }
});
