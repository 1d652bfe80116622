// A wrap account's Portfolio valuation and Investment transactions tabs in the browser (issue 17): wrap.adviser
// and grow.adviser open investment, super and pension wrap accounts; holdings with values, a chart by asset
// class, a past valuation date that changes the total, a class filter, filters that change the transaction rows,
// and CSV exports whose rows match the screen. Read-only.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { passwordGrant, sandboxOrigin, shot, signIn } from './support.ts';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Account sections' });
const holdingsTable = (page: Page) => page.getByRole('table', { name: /^Holdings as at/ });
const txTable = (page: Page) => page.getByRole('table', { name: copy['portfolio.tx.caption'] });
const amountOf = (text: string) => Number(text.replace(/[$,\s]/g, ''));

interface WrapAccount {
  accountId: string;
  accountNumber: string;
  accountName: string;
  wrapProductType: 'Investment' | 'Super' | 'Pension';
  holdings: number;
}

/**
 * Funded wrap accounts of the user's with their holding count, from the wealth API, read until `enough` says so;
 * `byType` keeps the first of each product type.
 */
async function wrapAccounts(username: string, enough: (found: { byType: Map<string, WrapAccount>; all: WrapAccount[] }) => boolean) {
  const { access_token } = await passwordGrant(username);
  const headers = { authorization: `Bearer ${access_token}` };
  const user = (await (await fetch(`${sandboxOrigin}/api/wealth/channel/user/v1/user/details`, { headers })).json()) as { data: { mac: string } };
  const list = (await (
    await fetch(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/${user.data.mac}/accounts?accountType=WRAP&accountStatus=Active&limit=100`, { headers })
  ).json()) as { data: { accounts: Omit<WrapAccount, 'holdings'>[] } };
  const all: WrapAccount[] = [];
  const byType = new Map<string, WrapAccount>();
  for (const a of list.data.accounts) {
    const res = await fetch(`${sandboxOrigin}/api/wealth/channel/portfolio/v1/${a.accountId}/holdings?asAt=2025-06-30`, { headers });
    if (res.status !== 200) continue;
    const body = (await res.json()) as { holdings: unknown[] };
    if (!body.holdings.length) continue;
    const account = { ...a, holdings: body.holdings.length };
    all.push(account);
    if (!byType.has(a.wrapProductType)) byType.set(a.wrapProductType, account);
    if (enough({ byType, all })) break;
  }
  return { byType, all };
}

async function csvOf(download: Download) {
  return (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
}

async function openValuation(page: Page, account: WrapAccount) {
  await page.goto(`/#/dashboard/wrap-account/${account.accountNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: account.accountName })).toBeVisible();
  await tabs(page).getByRole('link', { name: 'Portfolio valuation' }).click();
  await expect(page.getByRole('heading', { level: 2, name: copy['portfolio.valuation.title'] })).toBeVisible();
  // A holding's row, not the table's one-cell loading row.
  await expect(holdingsTable(page).locator('tbody tr td:nth-child(6)').first()).toBeVisible();
}

const cents = (text: string) => Math.round(amountOf(text) * 100);

/**
 * The donut by asset class says what the holdings table says: its table alternative ("Show as table") has one
 * row per class whose value is the sum of that class's holdings, to the cent; the image is named by the same
 * figures; there is a segment and a legend entry (with the weight) per class.
 */
async function expectChartMatchesHoldings(page: Page) {
  const rows = holdingsTable(page).locator('tbody tr');
  const classes = await rows.locator('td:nth-child(3)').allTextContents();
  const values = await rows.locator('td:nth-child(6)').allTextContents();
  const byClass = new Map<string, number>();
  classes.forEach((c, i) => byClass.set(c, (byClass.get(c) ?? 0) + cents(values[i]!)));

  const chart = page.getByTestId('asset-class-chart');
  const image = chart.getByRole('img', { name: /^Portfolio by asset class as at/ });
  await expect(image.locator('path[data-key]').first()).toBeVisible();
  await expect(chart.getByRole('table')).toBeHidden();
  await chart.getByRole('button', { name: copy['kit.chart.showTable'] }).click();
  const table = chart.getByRole('table', { name: /^Portfolio by asset class as at/ });
  await expect(table).toBeVisible();
  const tableRows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
  expect(new Map(tableRows.map(([assetClass, value]) => [assetClass!, cents(value!)]))).toEqual(byClass);

  const name = (await image.getAttribute('aria-label'))!;
  for (const [assetClass, value, weight] of tableRows) expect(name).toContain(`${assetClass}, ${value}, ${weight}`);
  await expect(image.locator('path[data-key]')).toHaveCount(tableRows.length);
  expect(await chart.getByRole('listitem').allTextContents()).toEqual(tableRows.map(([assetClass, , weight]) => `${assetClass}${weight}`));
  await chart.getByRole('button', { name: copy['kit.chart.hideTable'] }).click();
  await expect(table).toBeHidden();
  // Back to the top, so a full-page screenshot after this has the header where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const [username, brand] of [['wrap.adviser', 'mgl'], ['grow.adviser', 'oasis']] as const) {
  test(`${username}: investment, super and pension wrap accounts show holdings with values and a chart`, async ({ page }) => {
    test.slow();
    const { byType } = await wrapAccounts(username, (found) => found.byType.size === 3);
    expect([...byType.keys()].sort()).toEqual(['Investment', 'Pension', 'Super']);
    await signIn(page, username, brand);
    for (const type of ['Investment', 'Super', 'Pension']) {
      const account = byType.get(type)!;
      await openValuation(page, account);
      const rows = holdingsTable(page).locator('tbody tr');
      const values = (await rows.locator('td:nth-child(6)').allTextContents()).map(amountOf);
      expect(values.length).toBeGreaterThanOrEqual(12);
      expect(values.every((v) => v > 0)).toBe(true);
      const total = amountOf((await page.getByTestId('portfolio-total').textContent())!);
      expect(Math.abs(values.reduce((s, v) => s + v, 0) - total)).toBeLessThan(1);
      await expectChartMatchesHoldings(page);
      await shot(page, { path: `/tmp/b-valuation-${username}-${type}.png`, fullPage: true });
    }
  });
}

test('wrap.adviser: the same money on every page: the overview balance, the valuation total, the wrap cash and its ledger', async ({ page }) => {
  test.slow();
  // Figures that agree (issue 31): what the overview calls the portfolio balance is the valuation's total as at
  // today, to the cent, and the valuation's "Wrap cash account" is what the linked cash account's ledger holds.
  const { all } = await wrapAccounts('wrap.adviser', (found) => found.all.length >= 2);
  await signIn(page, 'wrap.adviser');
  const valueBeside = (label: string) => page.locator('main').getByText(label, { exact: true }).locator('xpath=following-sibling::span[1]');
  for (const account of all.slice(0, 2)) {
    await page.goto(`/#/dashboard/wrap-account/${account.accountNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: account.accountName })).toBeVisible();
    const balance = (await valueBeside(copy['account.field.portfolioBalance']!).textContent())!;
    const linked = page.getByRole('region', { name: copy['account.linked.heading'] }).getByRole('link').first();
    const cashHref = (await linked.getAttribute('href'))!;

    await openValuation(page, account);
    await expect(page.getByTestId('portfolio-total')).toHaveText(balance);
    const cashRow = holdingsTable(page).locator('tbody tr', { hasText: 'Wrap cash account' });
    const cash = (await cashRow.locator('td:nth-child(6)').textContent())!;

    await page.goto(cashHref);
    await expect(valueBeside(copy['account.field.ledgerBalance']!)).toHaveText(cash);
  }
});

test('wrap.adviser: a 60-holding portfolio, a past valuation date, the class filter, sorting and the CSV export', async ({ page }) => {
  test.slow();
  const { all } = await wrapAccounts('wrap.adviser', (found) => found.all.some((a) => a.holdings === 60));
  const account = all.find((a) => a.holdings === 60);
  expect(account, 'a wrap.adviser account with 60 holdings').toBeDefined();
  await signIn(page, 'wrap.adviser');
  await openValuation(page, account!);
  const rows = holdingsTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(60);
  const todayTotal = (await page.getByTestId('portfolio-total').textContent())!;

  // A past day: another total, the caption names the day.
  const form = page.getByRole('form', { name: copy['portfolio.valuation.asAt'] });
  await form.getByLabel(copy['portfolio.valuation.asAt']).fill('30/06/2025');
  await form.getByRole('button', { name: copy['portfolio.valuation.apply'] }).click();
  await expect(page.getByRole('table', { name: 'Holdings as at 30 Jun 2025' })).toBeVisible();
  await expect(page.getByTestId('portfolio-total')).not.toHaveText(todayTotal);
  await expect(page.getByText('Total value as at 30 Jun 2025')).toBeVisible();
  await shot(page, { path: '/tmp/b-valuation-past.png', fullPage: true });

  // A future day is refused at the field.
  await form.getByLabel(copy['portfolio.valuation.asAt']).fill('01/01/2099');
  await form.getByRole('button', { name: copy['portfolio.valuation.apply'] }).click();
  await expect(page.getByText(copy['portfolio.valuation.dateFuture']!)).toBeVisible();

  // Filter by asset class: only that class's rows.
  const classSelect = page.getByRole('combobox', { name: copy['portfolio.valuation.classFilter'], exact: true });
  const chosen = (await classSelect.locator('option').nth(2).textContent())!;
  await classSelect.selectOption({ label: chosen });
  await expect.poll(async () => {
    const classes = await rows.locator('td:nth-child(3)').allTextContents();
    return classes.length > 0 && classes.length < 60 && classes.every((c) => c === chosen);
  }).toBe(true);

  // Largest value first to begin with; a click on Value turns it to ascending (002 §4).
  await expect(holdingsTable(page).getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'descending');
  await holdingsTable(page).getByRole('button', { name: 'Sort by Value', exact: true }).click();
  await expect(holdingsTable(page).getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'ascending');
  const shown = await rows.allTextContents();
  const values = (await rows.locator('td:nth-child(6)').allTextContents()).map(amountOf);
  expect(values).toEqual([...values].sort((a, b) => a - b));

  // The export is the rows on screen, in order, with the total last.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: copy['portfolio.export.csv'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`portfolio-valuation-${account!.accountNumber}-2025-06-30.csv`);
  const lines = await csvOf(file);
  expect(lines[0]).toBe('Code,Asset,Asset class,Units,Price,Value,Weight');
  expect(lines.length).toBe(shown.length + 2);
  const codes = await rows.locator('td:nth-child(1)').allTextContents();
  expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual(codes);
  expect(lines.slice(1, -1).map((l) => Number(l.split(',').at(-2)))).toEqual(values);
});

test('wrap.adviser: investment transactions filters change the rows, paging, and the export matches the screen', async ({ page }) => {
  test.slow();
  const { all } = await wrapAccounts('wrap.adviser', (found) => found.all.some((a) => a.holdings >= 30));
  const account = all.find((a) => a.holdings >= 30)!;
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/wrap-account/${account.accountNumber}`);
  await tabs(page).getByRole('link', { name: 'Investment transactions' }).click();
  await expect(page.getByRole('heading', { level: 2, name: copy['portfolio.tx.title'] })).toBeVisible();
  const rows = txTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const count = async () => Number((await page.getByRole('status').filter({ hasText: /\d+ transactions/ }).textContent())!.replace(/\D/g, ''));
  const all25 = await count();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(50);

  // Type: buys only.
  const form = page.getByRole('form', { name: copy['portfolio.tx.filters'] });
  await form.getByLabel(copy['portfolio.tx.type']).selectOption({ label: copy['portfolio.type.BUY'] });
  await form.getByRole('button', { name: copy['portfolio.tx.apply'] }).click();
  await expect.poll(async () => {
    const types = await rows.locator('td:nth-child(2)').allTextContents();
    return types.length > 0 && types.every((t) => t === copy['portfolio.type.BUY']);
  }).toBe(true);
  const buys = await count();
  expect(buys).toBeLessThan(all25);

  // Custom dates: the 2024-25 financial year.
  await form.getByLabel(copy['portfolio.tx.period']).selectOption({ label: copy['portfolio.tx.period.CUSTOM'] });
  await form.getByLabel(copy['portfolio.tx.from']).fill('01/07/2024');
  await form.getByLabel(copy['portfolio.tx.to']).fill('30/06/2025');
  await form.getByLabel(copy['portfolio.tx.type']).selectOption({ label: copy['portfolio.tx.type.all'] });
  await form.getByRole('button', { name: copy['portfolio.tx.apply'] }).click();
  await expect.poll(async () => {
    const dates = await rows.locator('td:nth-child(1)').allTextContents();
    return dates.length > 0 && dates.every((d) => /(Jul|Aug|Sep|Oct|Nov|Dec) 2024|(Jan|Feb|Mar|Apr|May|Jun) 2025/.test(d));
  }).toBe(true);

  // Keyword: one asset's code.
  const code = (await rows.first().locator('td:nth-child(3) span span').last().textContent())!.trim();
  await form.getByLabel(copy['portfolio.tx.keyword']).fill(code);
  await form.getByRole('button', { name: copy['portfolio.tx.apply'] }).click();
  await expect.poll(async () => {
    const assets = await rows.locator('td:nth-child(3)').allTextContents();
    return assets.length > 0 && assets.every((a) => a.includes(code));
  }).toBe(true);
  const shown = await rows.count();
  await expect(page.getByRole('status').filter({ hasText: `${shown} transactions` })).toBeVisible();
  await shot(page, { path: '/tmp/b-investment-transactions.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: copy['portfolio.export.csv'] }).click();
  const lines = await csvOf(await download);
  expect(lines[0]).toBe('Date,Type,Code,Asset,Description,Units,Price,Amount');
  expect(lines.length - 1).toBe(shown);
  const amounts = (await rows.locator('td:nth-child(7)').allTextContents()).map(amountOf);
  expect(lines.slice(1).map((l) => Number(l.split(',').at(-1)))).toEqual(amounts);
  expect(lines.slice(1).every((l) => l.split(',')[2] === code)).toBe(true);
});

test.describe('in an en-US browser', () => {
  test.use({ locale: 'en-US' });

  test('the valuation date reads and writes dd/MM/yyyy, sends yyyy-MM-dd, and its calendar is en-AU, Monday first', async ({ page }) => {
    const { all } = await wrapAccounts('wrap.adviser', (found) => found.all.length > 0);
    await signIn(page, 'wrap.adviser');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await openValuation(page, all[0]!);
    const form = page.getByRole('form', { name: copy['portfolio.valuation.asAt'] });
    const field = form.getByRole('textbox', { name: copy['portfolio.valuation.asAt'] });
    const today = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    await expect(field).toHaveValue(today);

    // 30/06/2025 is 30 June (day first; an en-US reading has no month 30), sent as 2025-06-30.
    await field.fill('30/06/2025');
    const sent = page.waitForRequest((r) => (r.postData() ?? '').includes('"asAt":"2025-06-30"'));
    await form.getByRole('button', { name: copy['portfolio.valuation.apply'] }).click();
    await sent;
    await expect(page.getByRole('table', { name: 'Holdings as at 30 Jun 2025' })).toBeVisible();

    // The calendar opens on the typed day, Monday first; the keyboard moves to 1 July and writes it as dd/MM/yyyy.
    await form.getByRole('button', { name: 'Choose a date' }).click();
    const calendar = page.getByRole('dialog', { name: copy['portfolio.valuation.asAt'] });
    expect(await calendar.locator('thead th').allTextContents()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expect(calendar.getByText('June 2025', { exact: true })).toBeVisible();
    // 1 June 2025 was a Sunday: the last cell of the first row.
    await expect(calendar.locator('tbody tr').first().locator('td').nth(6)).toHaveText('1');
    await expect(calendar.getByRole('button', { name: /^Monday 30 June 2025/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(calendar.getByText('July 2025', { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(field).toHaveValue('01/07/2025');
    const picked = page.waitForRequest((r) => (r.postData() ?? '').includes('"asAt":"2025-07-01"'));
    await form.getByRole('button', { name: copy['portfolio.valuation.apply'] }).click();
    await picked;
    await expect(page.getByRole('table', { name: 'Holdings as at 01 Jul 2025' })).toBeVisible();

    // A day that does not exist is refused at the field.
    await field.fill('31/02/2025');
    await form.getByRole('button', { name: copy['portfolio.valuation.apply'] }).click();
    await expect(form.getByText(copy['portfolio.valuation.dateInvalid']!)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
