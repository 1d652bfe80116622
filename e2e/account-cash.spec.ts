// Cash account tabs in the browser (issue 17): wrap.adviser and grow.adviser open a cash account and a wrap
// account; Transactions and the wrap's Cash transactions show real rows with a running balance; filters change the
// rows; the CSV export's rows are the screen's; a super-linked cash account shows contributions with totals by
// type; Scheduled payments lists real payments; another adviser's account gives no data. Read-only.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { gatewayGql, passwordGrant, portalOrigin, shot, signIn } from './support.ts';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Account sections' });
const ledgerTable = (page: Page, caption: string) => page.getByRole('table', { name: caption });
const amountOf = (text: string) => Number(text.replace(/[$,\s]/g, ''));

interface Acc {
  accountId: string;
  accountNumber: string;
  accountName: string;
  pageNumber: string;
  type: string | null;
  parentAccountId: string | null;
  linkedCashAccount: string | null;
}
const SEARCH = `query($filter: AccountFilter) { accountSearch(filter: $filter, first: 100) {
  nodes { accountId accountNumber accountName pageNumber type parentAccountId linkedCashAccount } } }`;

async function accountsOf(username: string) {
  const { access_token: token } = await passwordGrant(username);
  const search = async (filter: Record<string, unknown>) =>
    (await gatewayGql<{ accountSearch: { nodes: Acc[] } }>(token, SEARCH, { filter: { accountStatus: ['Active'], ...filter } })).accountSearch.nodes;
  const cash = await search({ accountTypes: ['CASH'] });
  const wraps = await search({ accountTypes: ['WRAP'] });
  return { token, search, cash, wraps };
}

async function csvOf(download: Download) {
  return (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
}

const brandPath = (brand: 'mgl' | 'oasis') => (brand === 'mgl' ? '/' : `/?brand=${brand}`);

async function openTab(page: Page, brand: 'mgl' | 'oasis', section: 'cash-account' | 'wrap-account', account: Acc, tab: string) {
  await page.goto(`${brandPath(brand)}#/dashboard/${section}/${account.pageNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: account.accountName })).toBeVisible();
  await tabs(page).getByRole('link', { name: tab, exact: true }).click();
}

for (const [username, brand] of [['wrap.adviser', 'mgl'], ['grow.adviser', 'oasis']] as const) {
  test(`${username}: a cash account's Transactions show 24 months with a running balance; filters change the rows; the CSV matches the screen`, async ({ page }) => {
    const { cash } = await accountsOf(username);
    const account = cash.find((a) => !a.parentAccountId) ?? cash[0]!;
    await signIn(page, username, brand);
    await openTab(page, brand, 'cash-account', account, 'Transactions');
    const table = ledgerTable(page, copy['accountCash.transactions.title']!);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(50);
    const status = page.getByRole('status').filter({ hasText: /\d+ transactions/ });
    await expect(status).toBeVisible();
    const allCount = Number((await status.textContent())!.replace(/\D/g, ''));
    expect(allCount).toBeGreaterThan(50);
    // The running balance: each row's balance is the next (older) row's plus this row's amount.
    const cells = async () => Promise.all((await rows.all()).map(async (r) => (await r.locator('td').allTextContents()).map((t) => t.trim())));
    const first = await cells();
    for (let i = 0; i < 10; i++) expect(amountOf(first[i]![4]!)).toBeCloseTo(amountOf(first[i + 1]![4]!) + amountOf(first[i]![3]!), 2);
    await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
    await shot(page, { path: `/tmp/account-cash-transactions-${username}.png`, fullPage: true });

    // Filter: BPAY and fees over the last 90 days.
    const form = page.getByRole('form', { name: copy['accountCash.filters'] });
    await form.getByLabel(copy['accountCash.filter.period']!).selectOption({ label: copy['accountCash.period.LAST_90_DAYS'] });
    await form.getByRole('checkbox', { name: copy['accountCash.type.BPAY'] }).check();
    await form.getByRole('checkbox', { name: copy['accountCash.type.FEE'] }).check();
    await form.getByRole('button', { name: copy['accountCash.filter.apply'] }).click();
    await expect.poll(async () => {
      const now = await cells();
      return now.length > 0 && now.length < 50 && now.every((c) => [copy['accountCash.type.BPAY'], copy['accountCash.type.FEE']].includes(c[2]));
    }).toBe(true);
    const shown = await cells();
    await expect(page.getByRole('status').filter({ hasText: `${shown.length} transactions` })).toBeVisible();

    // Sort by amount (first click: largest first); then export and read the file back.
    await table.getByRole('button', { name: /Amount/ }).click();
    await expect(table.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => {
      const amounts = (await cells()).map((c) => amountOf(c[3]!));
      return amounts.length === shown.length && amounts.every((a, i) => i === 0 || amounts[i - 1]! >= a);
    }).toBe(true);
    const sorted = await cells();
    await shot(page, { path: `/tmp/account-cash-transactions-filtered-${username}.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: copy['export.csv'] }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^transactions-${account.accountNumber}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = await csvOf(file);
    expect(lines[0]).toBe(['Date', 'Description', 'Type', 'Amount', 'Balance'].join(','));
    expect(lines.slice(1).map((l) => l.split(',').slice(1))).toEqual(sorted.map((c) => [c[1], c[2], amountOf(c[3]!).toFixed(2), amountOf(c[4]!).toFixed(2)]));
  });

  test(`${username}: a wrap account's Cash transactions show its linked cash account's ledger`, async ({ page }) => {
    const { wraps } = await accountsOf(username);
    const wrap = wraps.find((a) => a.linkedCashAccount)!;
    await signIn(page, username, brand);
    await openTab(page, brand, 'wrap-account', wrap, 'Cash transactions');
    const rows = ledgerTable(page, copy['accountCash.transactions.wrapTitle']!).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    await expect(page.getByText(copy['accountCash.transactions.wrapCashAccount']!.replace('{number}', wrap.linkedCashAccount!))).toBeVisible();
    // A keyword changes the rows: every row left carries it.
    const form = page.getByRole('form', { name: copy['accountCash.filters'] });
    await form.getByLabel(copy['accountCash.filter.keyword']!).fill('interest');
    await form.getByRole('button', { name: copy['accountCash.filter.apply'] }).click();
    await expect.poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes('Interest credit'));
    }).toBe(true);
    await shot(page, { path: `/tmp/account-cash-wrap-${username}.png`, fullPage: true });
  });
}

test('wrap.adviser: a super-linked cash account shows contributions with totals by type, filtered by type', async ({ page }) => {
  const { search, wraps } = await accountsOf('wrap.adviser');
  const superWrap = wraps.find((a) => a.type === 'Super' && a.linkedCashAccount)!;
  const superCash = (await search({ accountTypes: ['CASH'], keyword: superWrap.linkedCashAccount })).find((a) => a.accountNumber === superWrap.linkedCashAccount)!;
  await signIn(page, 'wrap.adviser');
  await openTab(page, 'mgl', 'cash-account', superCash, 'Contributions');
  await expect(page.getByRole('heading', { level: 3, name: /Totals this financial year/ })).toBeVisible();
  for (const type of ['PERSONAL', 'CHILD', 'SPOUSE', 'EMPSS', 'EMPSG', 'EMPOTH']) await expect(page.getByRole('term').filter({ hasText: copy[`accountCash.contributionType.${type}`]! })).toBeVisible();
  const rows = ledgerTable(page, copy['accountCash.contributions.title']!).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  const form = page.getByRole('form', { name: copy['accountCash.contributions.filters'] });
  await form.getByRole('checkbox', { name: copy['accountCash.contributionType.EMPSG'] }).check();
  await form.getByRole('button', { name: copy['accountCash.filter.apply'] }).click();
  await expect.poll(async () => {
    const types = await rows.locator('td:nth-child(2)').allTextContents();
    return types.length > 0 && (types.length < before || before === 50) && types.every((t) => t === copy['accountCash.contributionType.EMPSG']);
  }).toBe(true);
  await shot(page, { path: '/tmp/account-cash-contributions.png', fullPage: true });
});

test('grow.adviser: Scheduled payments lists the account scheduled payments', async ({ page }) => {
  const { token, cash } = await accountsOf('grow.adviser');
  let account: Acc | undefined;
  for (const a of cash) {
    const list = (await gatewayGql<{ cashAccountScheduledPayments: unknown[] }>(token, 'query($id: ID!) { cashAccountScheduledPayments(accountId: $id) { id } }', { id: a.accountId })).cashAccountScheduledPayments;
    if (list.length) {
      account = a;
      break;
    }
  }
  await signIn(page, 'grow.adviser', 'oasis');
  await page.goto(`/?brand=oasis#/dashboard/cash-account/${account!.pageNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: account!.accountName })).toBeVisible();
  const tab = tabs(page).getByRole('link', { name: 'Scheduled payments', exact: true });
  await tab.click();
  const rows = ledgerTable(page, copy['accountCash.scheduled.title']!).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('td').nth(4)).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await shot(page, { path: '/tmp/account-cash-scheduled.png', fullPage: true });
});

test('the tabs stay where they are while the account actions load: a click aimed at a tab lands on it', async ({ page }) => {
  const { cash } = await accountsOf('grow.adviser');
  // The close-account action's code is held back until the tabs have been measured, as on a slow connection.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/plugin-payments-close-account-action-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await signIn(page, 'grow.adviser', 'oasis');
  await page.goto(`/?brand=oasis#/dashboard/cash-account/${cash[0]!.pageNumber}`);
  const tab = tabs(page).getByRole('link', { name: 'Scheduled payments', exact: true });
  await expect(tab).toBeVisible();
  // Measured from the account's heading: the announcement bars above the page may still be arriving.
  const heading = page.getByRole('heading', { level: 1 });
  const below = async () => (await tab.boundingBox())!.y - (await heading.boundingBox())!.y;
  // Once the page has settled with the action still held back (on a loaded machine the page's own styles can
  // still be arriving when the tab first shows): two readings a few frames apart agree.
  let before = await below();
  await expect
    .poll(async () => {
      await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 100)));
      const again = await below();
      const settled = again === before;
      before = again;
      return settled;
    })
    .toBe(true);
  release();
  await expect(page.getByRole('button', { name: copy['closure.action']! })).toBeVisible();
  expect(await below()).toBe(before);
});

test('another adviser’s account id gives no data: NOT_FOUND through the gateway, no rows on the page', async ({ page }) => {
  const grow = await accountsOf('grow.adviser');
  const { token } = await accountsOf('wrap.adviser');
  const theirs = grow.cash[0]!;
  for (const field of ['cashAccountTransactions(accountId: $id) { totalCount }', 'cashAccountScheduledPayments(accountId: $id) { id }', 'cashAccountContributions(accountId: $id) { superLinked }']) {
    const res = await fetch(`${portalOrigin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `query($id: ID!) { ${field} }`, variables: { id: theirs.accountId } }),
    });
    const body = (await res.json()) as { data: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  }
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/cash-account/${theirs.pageNumber}/transactions`);
  await expect(page.getByText('Error with retrieving account details')).toBeVisible();
  await expect(page.getByRole('table', { name: copy['accountCash.transactions.title'] })).toHaveCount(0);
});

test('on a 390 px phone the Transactions tab stays within the screen and the table scrolls inside itself', async ({ page }) => {
  const { cash } = await accountsOf('wrap.adviser');
  const account = cash.find((a) => !a.parentAccountId) ?? cash[0]!;
  await signIn(page, 'wrap.adviser');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/#/dashboard/cash-account/${account.pageNumber}/transactions`);
  await expect(ledgerTable(page, copy['accountCash.transactions.title']!).locator('tbody tr')).toHaveCount(50);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const box = await page.getByRole('form', { name: copy['accountCash.filters'] }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await shot(page, { path: '/tmp/account-cash-transactions-phone.png', fullPage: false });
});
