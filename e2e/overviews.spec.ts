// Figures an adviser sees twice agree (issue 31 §3), read off the pages as an adviser would: a term deposit's
// at-a-glance card against the account list, the client overview's total against its accounts table (in view at
// 1440×900), and the fees chart's table against the fees table.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { sandboxOrigin, shot, signIn } from './support';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;

/** Whole cents of a shown amount ("$1,234.50", "-$12.00"), so sums are exact. */
const cents = (text: string) => {
  const m = /^(-)?\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  const value = Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]);
  return m[1] ? -value : value;
};

async function sandboxToken(request: APIRequestContext, username: string) {
  const token = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username, password: 'demo' } });
  return { authorization: `Bearer ${(await token.json()).access_token}` };
}

/** Straight from the sandbox: wrap.adviser's active accounts of a type. */
async function accounts(request: APIRequestContext, type: string): Promise<Array<Record<string, any>>> {
  const headers = await sandboxToken(request, 'wrap.adviser');
  const user = await (await request.get(`${sandboxOrigin}/api/wealth/channel/user/v1/user/details`, { headers })).json();
  const res = await request.get(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/${user.data.mac}/accounts?accountType=${type}&accountStatus=Active&limit=100`, { headers });
  return (await res.json()).data.accounts;
}

/** The text of a row's cell under a column header. */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<string> {
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await row.locator('th, td').nth(index).textContent())!.trim();
}

/** The value beside a term in a description list. */
const definition = (scope: Locator, term: string) => scope.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

test('a term deposit shows principal, rate, interest to date, days to maturity and its instruction; its balance is the list’s', async ({ page, request }, info) => {
  const td = (await accounts(request, 'TD')).find((a) => a.maturityDate && a.maturityDate > sydneyToday() && (a.accountBalance ?? 0) > 0)!;
  await signIn(page, 'wrap.adviser');

  // The account list, as the header search's results page shows it.
  await page.goto(`/#/dashboard/search/accounts?query=${td.accountNumber}`);
  const list = page.getByRole('table');
  const row = list.locator('tbody tr').filter({ hasText: td.accountNumber });
  await expect(row).toHaveCount(1);
  const listed = await cellUnder(list, row, 'Balance');

  await page.goto(`/#/dashboard/term-deposit/${td.accountNumber}`);
  const term = page.getByRole('region', { name: copy['account.td.title'] });
  await expect(definition(term, copy['account.td.balance'])).toHaveText(listed);
  await expect(definition(term, copy['account.td.principal'])).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(definition(term, copy['account.td.rate'])).toHaveText(/^\d+\.\d{2}% p\.a\.$/);
  await expect(definition(term, copy['account.td.interestToDate'])).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(definition(term, copy['account.td.instruction'])).toHaveText(/^(Reinvest|Pay out)/);
  // Days to maturity are counted from today in Sydney to the maturity date the card states.
  const left = days(sydneyToday(), String(td.maturityDate).slice(0, 10));
  await expect(definition(term, copy['account.td.daysToMaturity'])).toHaveText(left === 1 ? '1 day' : `${left} days`);
  // The principal and the interest to date make the balance when interest is reinvested; else the principal is it.
  const balance = cents(listed);
  const principal = cents((await definition(term, copy['account.td.principal']).textContent())!);
  const interest = cents((await definition(term, copy['account.td.interestToDate']).textContent())!);
  const method = (await definition(term, copy['account.td.method']).textContent())!;
  const periodic = (await definition(term, copy['account.td.frequency']).textContent()) !== copy['account.td.frequency.AT_MATURITY'];
  expect(balance).toBe(periodic && method === copy['account.td.method.REINVEST'] ? principal + interest : principal);
  await expect(term.getByRole('progressbar', { name: copy['account.td.progress'] })).toBeVisible();
  await shot(page, { path: info.outputPath('term-deposit-overview.png'), fullPage: true });
});

test('the fees chart’s table gives each month the total of the fees table’s rows for it', async ({ page, request }, info) => {
  const wrap = (await accounts(request, 'WRAP')).find((a) => a.wrapProductType === 'Investment' && (a.accountBalance ?? 0) > 0)!;
  await signIn(page, 'wrap.adviser');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/#/dashboard/wrap-account/${wrap.accountNumber}/fees`);
  const table = page.getByRole('table', { name: copy['accountReports.fees.caption'].replace('{account}', wrap.accountNumber) });
  await expect(table.locator('tbody tr')).toHaveCount(72);
  const chart = page.getByTestId('fees-chart');
  await expect(chart.getByRole('img', { name: new RegExp(`^${copy['accountReports.fees.chart.title.MONTH']}: `) })).toBeVisible();
  // Beside the table, not under it.
  const [tableBox, chartBox] = [await table.boundingBox(), await chart.boundingBox()];
  expect(chartBox!.x).toBeGreaterThan(tableBox!.x + tableBox!.width - 1);
  await shot(page, { path: info.outputPath('fees-chart.png') });

  await chart.getByRole('button', { name: copy['kit.chart.showTable'] }).click();
  const alternative = chart.getByRole('table', { name: copy['accountReports.fees.chart.title.MONTH'] });
  await expect(alternative.locator('tbody tr')).toHaveCount(24);
  // Every month: its row in the chart's table is the sum of the fees table's rows of that month.
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim())));
  const months = await alternative.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim())));
  for (const [label, total] of months) {
    // "Oct 2026" against the table's "01 Oct 2026 to 31 Oct 2026".
    const ofMonth = rows.filter(([period]) => period!.slice(3, 11) === label);
    expect(ofMonth.length, label).toBe(3);
    expect(cents(total!), label).toBe(ofMonth.reduce((sum, r) => sum + cents(r[2]!), 0));
  }
  await shot(page, { path: info.outputPath('fees-chart-table.png'), fullPage: true });
});

/** wrap.adviser's first client with a wrap account and that wrap's own cash account (the sandbox's own answer). */
async function clientWithWrapCash(request: APIRequestContext) {
  const headers = await sandboxToken(request, 'wrap.adviser');
  const clients = (await (await request.get(`${sandboxOrigin}/api/wealth/ada/search/clients?query=c00&limit=60`, { headers })).json()).data as Array<{ contact_id: string }>;
  for (const { contact_id: id } of clients) {
    const res = await request.get(`${sandboxOrigin}/api/wealth/channel/adviser/v1/clients/${id}/related-accounts?include-term-deposit-accounts=true&include-balances=true&include-mot-accounts=true&badge=mgl`, { headers });
    const accounts = (await res.json()).account_details as Array<Record<string, any>>;
    const wraps = new Set(accounts.filter((a) => a.accountType === 'WRAP' && a.accountStatus === 'Active').map((a) => a.accountId));
    if (accounts.some((a) => a.accountType === 'CASH' && wraps.has(a.parentAccountId)) && accounts.length >= 3) return id;
  }
  throw new Error('no client with a wrap account and its cash account');
}

test('the client overview’s total is the sum of its accounts table’s balances, the table in view at 1440×900', async ({ page, request }, info) => {
  const id = await clientWithWrapCash(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/client/${id}?contactId=${id}`);
  const table = page.getByRole('table', { name: /^Accounts of / });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Above the fold: the table's first rows show without scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(rows.first()).toBeInViewport({ ratio: 1 });
  await expect(rows.nth(1)).toBeInViewport({ ratio: 1 });
  await shot(page, { path: info.outputPath('client-overview.png') });

  // Each balance the total adds is a row's balance with no note; a wrap's own cash says which wrap holds it.
  const balances = await rows.evaluateAll((trs, column) => trs.map((tr) => tr.querySelectorAll('th, td')[column]!.textContent!.trim()), 3);
  let counted = 0;
  let held = 0;
  for (const text of balances) {
    const amount = /^-?\$[\d,]+\.\d{2}/.exec(text)![0];
    const note = text.slice(amount.length);
    if (!note) counted += cents(amount);
    else if (/^In \w+'s balance$/.test(note)) held++;
  }
  expect(held).toBeGreaterThan(0);
  const totals = page.getByRole('region', { name: copy['client.total.heading'] });
  await expect(totals.getByTestId('client-total')).toBeInViewport();
  expect(cents((await totals.getByTestId('client-total').textContent())!)).toBe(counted);

  // The spread by product and by asset class: each chart's table adds up to the total.
  const chartTotal = async (chart: Locator) => {
    await chart.getByRole('button', { name: copy['kit.chart.showTable'] }).click();
    const values = await chart.locator('tbody tr td:first-of-type').allTextContents();
    return values.reduce((sum, v) => sum + cents(v), 0);
  };
  expect(await chartTotal(totals.getByTestId('client-allocation-product'))).toBe(counted);
  await totals.getByRole('tab', { name: copy['client.total.tab.assetClass'] }).click();
  const byClass = totals.getByTestId('client-allocation-asset-class');
  await expect(byClass).toBeVisible();
  expect(await chartTotal(byClass)).toBe(counted);
  await shot(page, { path: info.outputPath('client-overview-asset-classes.png'), fullPage: true });
});
