// Account statements and reports, fees, Centrelink schedules, term deposit facts and the per-account tab rules, in
// the browser for several demo users: a statement PDF downloads and its text is read back with pdfjs; the fees
// table's rows add up to its totals; Centrelink only on a pension; Contributions only on a super-linked cash account.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxOrigin, shot, signIn } from './support';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;

interface Account {
  accountId: string;
  accountNumber: string;
  accountName: string;
  accountType: string;
  wrapProductType: string | null;
  parentAccountId: string | null;
  accountBalance: number | null;
  accountCreated: string;
}

/** Straight from the sandbox: a user's active accounts of a type. */
async function accounts(request: APIRequestContext, username: string, type: string): Promise<Account[]> {
  const token = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username, password: 'demo' } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const user = await (await request.get(`${sandboxOrigin}/api/wealth/channel/user/v1/user/details`, { headers })).json();
  const res = await request.get(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/${user.data.mac}/accounts?accountType=${type}&accountStatus=Active&limit=100`, { headers });
  return (await res.json()).data.accounts as Account[];
}

const older = (a: Account) => a.accountCreated < new Date(Date.now() - 800 * 86_400_000).toISOString().slice(0, 10);

function pick(list: Account[], test_: (a: Account) => boolean): Account {
  const found = list.find(test_);
  if (!found) throw new Error('no such demo account');
  return found;
}

async function pdfText(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n').replace(/\s+/g, ' ');
}

const tabs = (page: Page) => page.getByRole('navigation', { name: copy['account.tabs'] });
const dollars = (text: string) => Number(text.replace(/[$,\s]/g, ''));

test('a cash account lists its statements, filters them and a statement PDF downloads and opens', async ({ page, request }, info) => {
  const cash = pick(await accounts(request, 'wrap.adviser', 'CASH'), (a) => !a.parentAccountId && older(a) && (a.accountBalance ?? 0) > 0);
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/cash-account/${cash.accountNumber}`);
  await tabs(page).getByRole('link', { name: 'Statements and reports' }).click();
  await expect(page).toHaveURL(new RegExp(`/cash-account/${cash.accountNumber}/statements-and-reports$`));
  const table = page.getByRole('table', { name: copy['accountReports.documents.caption'].replace('{account}', cash.accountNumber) });
  await expect(table.getByRole('row')).toHaveCount(1 + 24 + 2);
  await shot(page, { path: info.outputPath('cash-statements.png'), fullPage: true });

  await page.getByLabel(copy['accountReports.documents.filter.type']).selectOption({ label: copy['accountReports.documents.type.TAX_REPORT'] });
  await expect(table.getByRole('row')).toHaveCount(1 + 2);
  // The year as the filter says it, with an en dash.
  await expect(table.getByRole('cell', { name: /^Annual interest summary \d{4}\u2013\d{2}$/ })).toHaveCount(2);
  await page.getByLabel(copy['accountReports.documents.filter.type']).selectOption({ label: copy['accountReports.documents.type.STATEMENT'] });
  await expect(table.getByRole('row')).toHaveCount(1 + 24);
  // 24 statements with one title: each download button's name says its period, so no two are alike.
  const names = await table.getByRole('button', { name: /^Download / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  expect(names).toHaveLength(24);
  expect(new Set(names).size).toBe(24);

  const first = table.getByRole('row').nth(1);
  const period = (await first.getByRole('cell').nth(1).textContent())!;
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: /^Download / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${cash.accountNumber}-statement-\\d{8}-\\d{8}\\.pdf$`));
  const text = await pdfText(await file.path());
  expect(text).toContain('Cash account statement');
  expect(text).toContain(cash.accountNumber);
  expect(text).toContain('Opening balance');
  expect(text).toContain('Closing balance');
  // The PDF's period is the row's: '01 Oct 2026 to 31 Oct 2026' on screen, '1 October 2026 to 31 October 2026' inside.
  const [, , month, year] = /^(\d{2}) (\w{3}) (\d{4})/.exec(period)!;
  expect(text).toMatch(new RegExp(`1 ${month}\\w* ${year} to \\d{2} ${month}\\w* ${year}`));
});

test("another adviser's family sees its own cash statements (grow.adviser)", async ({ page, request }) => {
  const cash = pick(await accounts(request, 'grow.adviser', 'CASH'), (a) => older(a));
  await signIn(page, 'grow.adviser', 'oasis');
  await page.goto(`/#/dashboard/cash-account/${cash.accountNumber}/statements-and-reports`);
  const table = page.getByRole('table', { name: copy['accountReports.documents.caption'].replace('{account}', cash.accountNumber) });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Cash account statement');
});

/** Wrap accounts whose ongoing fee arrangement lapsed or ended: their adviser fee stops (e2e/fee-consent.spec.ts). */
async function adviserFeeStopped(request: APIRequestContext, username: string): Promise<Set<string>> {
  const token = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username, password: 'demo' } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const res = await request.get(`${sandboxOrigin}/api/wealth/advice-fees/v1/arrangements?status=LAPSED,ENDED&limit=200`, { headers });
  return new Set(((await res.json()).data as { account_id: string }[]).map((a) => a.account_id));
}

test('a wrap account shows its fees by period with totals that add up, and no Centrelink tab', async ({ page, request }, info) => {
  const stopped = await adviserFeeStopped(request, 'wrap.adviser');
  const wrap = pick(await accounts(request, 'wrap.adviser', 'WRAP'), (a) => a.wrapProductType === 'Investment' && older(a) && (a.accountBalance ?? 0) > 0 && !stopped.has(a.accountId));
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/wrap-account/${wrap.accountNumber}`);
  await expect(tabs(page).getByRole('link', { name: 'Fees' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Centrelink' })).toHaveCount(0);
  await tabs(page).getByRole('link', { name: 'Fees' }).click();
  const table = page.getByRole('table', { name: copy['accountReports.fees.caption'].replace('{account}', wrap.accountNumber) });
  await expect(table.getByRole('row')).toHaveCount(1 + 72);
  const totals = page.getByRole('definition');
  await expect(totals).toHaveCount(4);
  const amounts = async () => (await table.getByRole('row').locator('td:last-child').allTextContents()).map(dollars);
  const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;
  const total = dollars((await totals.nth(3).textContent())!);
  expect(sum(await amounts())).toBeCloseTo(total, 1);
  await shot(page, { path: info.outputPath('wrap-fees.png'), fullPage: true });

  await page.getByLabel(copy['accountReports.fees.filter.period']).selectOption({ label: copy['accountReports.fees.period.QUARTER'] });
  await expect(table.getByRole('row')).not.toHaveCount(1 + 72);
  const quarterRows = await table.getByRole('row').count();
  expect([1 + 24, 1 + 27]).toContain(quarterRows);
  expect(sum(await amounts())).toBeCloseTo(total, 1);
  // Sorting by amount puts the largest fee first.
  await table.getByRole('button', { name: copy['accountReports.fees.col.amount'] }).click();
  const sorted = await amounts();
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
});

test('Centrelink shows only on a pension account, with a schedule per financial year', async ({ page, request }, info) => {
  const pension = pick(await accounts(request, 'wrap.adviser', 'WRAP'), (a) => a.wrapProductType === 'Pension' && older(a));
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/wrap-account/${pension.accountNumber}`);
  await tabs(page).getByRole('link', { name: 'Centrelink' }).click();
  const table = page.getByRole('table', { name: copy['accountReports.centrelink.caption'].replace('{account}', pension.accountNumber) });
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: copy['accountReports.centrelink.col.deductible'] })).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toContainText('financial year');
  await shot(page, { path: info.outputPath('pension-centrelink.png'), fullPage: true });
});

test('a Perpetual wrap account lists quarterly statements and tax reports, filtered by financial year', async ({ page, request }, info) => {
  const wrap = pick(await accounts(request, 'perpetual.adviser', 'WRAP'), (a) => older(a) && (a.accountBalance ?? 0) > 0);
  await signIn(page, 'perpetual.adviser', 'perpetual');
  await page.goto(`/#/dashboard/wrap-account/${wrap.accountNumber}/statements`);
  const table = page.getByRole('table', { name: copy['accountReports.documents.caption'].replace('{account}', wrap.accountNumber) });
  await expect(table.getByRole('cell', { name: 'Quarterly wrap statement', exact: true })).toHaveCount(8);
  const year = page.getByLabel(copy['accountReports.documents.filter.year']);
  const lastYear = (await year.locator('option').nth(2).textContent())!;
  await year.selectOption({ label: lastYear });
  await expect(table.getByRole('cell', { name: 'Quarterly wrap statement', exact: true })).toHaveCount(4);
  await expect(table.getByRole('cell', { name: /^Annual tax report / })).toHaveCount(1);
  await shot(page, { path: info.outputPath('wrap-statements.png'), fullPage: true });
});

test('a term deposit shows its current term on its account details', async ({ page, request }, info) => {
  const td = pick(await accounts(request, 'wrap.adviser', 'TD'), () => true);
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/term-deposit/${td.accountNumber}`);
  const term = page.getByRole('region', { name: copy['account.td.title'] });
  await expect(term.getByText(copy['account.td.principal'], { exact: true })).toBeVisible();
  await expect(term.getByText(/^\d+ months$/)).toBeVisible();
  await expect(term.getByText(copy['account.td.instruction'], { exact: true })).toBeVisible();
  await expect(term.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
  await shot(page, { path: info.outputPath('term-deposit.png'), fullPage: true });
});

test('Contributions shows only on the cash account of a Super wrap account', async ({ page, request }) => {
  const wraps = await accounts(request, 'wrap.adviser', 'WRAP');
  const cash = await accounts(request, 'wrap.adviser', 'CASH');
  const superIds = new Set(wraps.filter((w) => w.wrapProductType === 'Super').map((w) => w.accountId));
  const superCash = pick(cash, (a) => !!a.parentAccountId && superIds.has(a.parentAccountId));
  const plainCash = pick(cash, (a) => !a.parentAccountId);
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/cash-account/${plainCash.accountNumber}`);
  await expect(tabs(page).getByRole('link', { name: 'Statements and reports' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Contributions' })).toHaveCount(0);
  await page.goto(`/#/dashboard/cash-account/${superCash.accountNumber}`);
  await expect(tabs(page).getByRole('link', { name: 'Contributions' })).toBeVisible();
  // One Scheduled payments tab for a user with the Payments tabs.
  await expect(tabs(page).getByRole('link', { name: 'Scheduled payments' })).toHaveCount(1);
});
