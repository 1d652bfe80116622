// Advice fee consent in the browser (issue 32 §2; 001 §2.1 dashboard/fee-consent, rule adviceFeeConsent): the menu
// item for exactly the demo users the rule admits; the adviser sends a renewal and the client consents on the
// sandbox's client phone, live on the adviser's page and in the bell; a decline ends it; a lapsed arrangement's
// adviser fee stops on the account's Fees tab from its lapse; filters and the CSV export.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../sandbox/src/seed/demo-users';
import { consoleUrl, gatewayGql, passwordGrant, sandboxOrigin, signIn } from './support';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
const fill = (key: string, values: Record<string, string>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), copy[key]!);

interface Arrangement { account_id: string; account_number: string; client_id: string | null; client_name: string; status: string; fee_stops: string | null; access: string }

/** The adviser's arrangements straight from the sandbox. */
async function arrangements(username: string, query: string): Promise<{ data: Arrangement[]; meta: { total_count: number; today: string } }> {
  const { access_token } = await passwordGrant(username);
  const res = await fetch(`${sandboxOrigin}/api/wealth/advice-fees/v1/arrangements?limit=200&${query}`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}

const table = (page: Page) => page.getByRole('table', { name: copy['feeConsent.caption'] });
const rowOf = (page: Page, account: string) => table(page).getByRole('row').filter({ hasText: account });
const bell = (page: Page) => page.locator('[data-slot="header-bell"] button[aria-haspopup="dialog"]');

async function openPage(page: Page, username = 'wrap.adviser') {
  await signIn(page, username);
  await page.goto('/#/dashboard/fee-consent');
  await expect(page.getByRole('heading', { level: 1, name: copy['feeConsent.title'] })).toBeVisible();
}

async function filter(page: Page, keyword: string, statuses: string[] = []) {
  const form = page.getByRole('form', { name: copy['feeConsent.filters'] });
  await form.getByLabel(copy['feeConsent.filter.keyword']).fill(keyword);
  for (const s of statuses) await form.getByRole('checkbox', { name: new RegExp(`^${copy[`feeConsent.status.${s}`]} \\(`) }).check();
  await form.getByRole('button', { name: copy['feeConsent.filter.apply'] }).click();
}

/** Sends the renewal from the row's button, through the confirmation. */
async function sendRenewal(page: Page, account: string) {
  await rowOf(page, account).getByRole('button', { name: fill('feeConsent.send.actionFor', { account }) }).click();
  const dialog = page.getByRole('dialog', { name: copy['feeConsent.send.title'] });
  await dialog.getByRole('button', { name: copy['feeConsent.send.confirm'] }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, account)).toContainText(/Renewal sent/);
}

/** The client answers on their phone page. */
async function answerOnPhone(page: Page, clientId: string, account: string, answer: 'Consent to' | 'Decline') {
  const phone = await page.context().newPage();
  await phone.goto(consoleUrl(`/console/client-phone/${clientId}`));
  await phone.getByRole('button', { name: `${answer} ${account}` }).click();
  await expect(phone.getByRole('status')).toContainText(account);
  await phone.close();
}

test('the menu shows Advice fee consent to exactly the demo users its rule admits, and it opens the page', async ({ page }) => {
  const SHELL = `{ shell { access { products } flags { key on } sideNavigation { id children { id } } } }`;
  // Every demo user but first.login, whose first sign-in the whats-new spec needs.
  for (const user of DEMO_USERS.filter((u) => u.username !== 'first.login')) {
    const { access_token } = await passwordGrant(user.username);
    const { shell } = await gatewayGql<{ shell: { access: { products: string[] }; flags: { key: string; on: boolean }[]; sideNavigation: { id: string; children: { id: string }[] | null }[] } }>(access_token, SHELL);
    // The rule as 001 §6 states it: the Wrap or Vision product, and flag reporting.afc.
    const admitted = shell.access.products.some((p) => p === 'Wrap' || p === 'Vision') && shell.flags.some((f) => f.key === 'reporting.afc' && f.on);
    const shown = shell.sideNavigation.some((i) => i.id === 'advice-fee-consent' || (i.children ?? []).some((c) => c.id === 'advice-fee-consent'));
    expect(shown, user.username).toBe(admitted);
  }
  await signIn(page, 'vision.adviser');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const toggle = menu.getByRole('button', { name: 'Reporting', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await menu.getByRole('link', { name: 'Advice fee consent', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard\/fee-consent$/);
  await expect(page.getByRole('heading', { level: 1, name: copy['feeConsent.title'] })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
});

test('the adviser sends a renewal, the client consents on their phone, and the page and the bell say so live', async ({ page }) => {
  const due = (await arrangements('wrap.adviser', 'status=RENEWAL_DUE')).data.find((a) => a.client_id && a.access !== 'VIEW')!;
  await openPage(page);
  await filter(page, due.account_number);
  await expect(rowOf(page, due.account_number)).toContainText(copy['feeConsent.status.RENEWAL_DUE']!);
  await expect(bell(page)).toHaveAttribute('data-unread', /\d+/);
  const unread = Number(await bell(page).getAttribute('data-unread'));
  await sendRenewal(page, due.account_number);

  await answerOnPhone(page, due.client_id!, due.account_number, 'Consent to');
  await expect(rowOf(page, due.account_number)).toContainText(copy['feeConsent.status.CURRENT']!);
  await expect(rowOf(page, due.account_number)).toContainText(/Client consented/);
  await expect(rowOf(page, due.account_number).getByRole('button')).toHaveCount(0);
  await expect(bell(page)).toHaveAttribute('data-unread', String(unread + 1));
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByText(`Your client consented to the ongoing fee arrangement on account ${due.account_number} for another year.`).click();
  await expect(page).toHaveURL(/#\/dashboard\/fee-consent/);
});

test('a declined renewal ends the arrangement and its fee stops today', async ({ page }) => {
  const list = await arrangements('wrap.adviser', 'status=OVERDUE');
  const overdue = list.data.find((a) => a.client_id && a.access !== 'VIEW')!;
  await openPage(page);
  await filter(page, overdue.account_number);
  await sendRenewal(page, overdue.account_number);
  await answerOnPhone(page, overdue.client_id!, overdue.account_number, 'Decline');
  const row = rowOf(page, overdue.account_number);
  await expect(row).toContainText(copy['feeConsent.status.ENDED']!);
  await expect(row).toContainText(/Client declined/);
  const today = new Date(`${list.meta.today}T00:00:00Z`).toLocaleDateString('en-AU', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  await expect(row).toContainText(`Fee stopped ${today}`);
});

test("a lapsed arrangement's adviser fee stops on the account's Fees tab from its lapse day", async ({ page }) => {
  // The earliest lapse, so the tab has completed months on both sides of it.
  const lapsed = (await arrangements('wrap.adviser', 'status=LAPSED&sort=anniversary&order=asc')).data[0]!;
  const stops = lapsed.fee_stops!;
  await openPage(page);
  await filter(page, lapsed.account_number);
  await expect(rowOf(page, lapsed.account_number)).toContainText(copy['feeConsent.status.LAPSED']!);
  await expect(rowOf(page, lapsed.account_number).getByRole('button')).toHaveCount(0);

  await page.goto(`/#/dashboard/wrap-account/${lapsed.account_number}/fees`);
  const fees = page.getByRole('table', { name: fill('accountReports.fees.caption', { account: lapsed.account_number }) });
  await expect(fees.getByRole('row').nth(1)).toBeVisible();
  const rows = await fees.getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => Array.from(tr.querySelectorAll('th, td')).map((c) => c.textContent ?? '')));
  // A row's period reads "01 Sep 2026 to 30 Sep 2026" (accountReports.period): its last day as yyyy-MM-dd.
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const monthEnd = (period: string) => {
    const [d, m, y] = period.split(' to ')[1]!.trim().split(' ');
    return `${y}-${String(MONTHS.indexOf(m!) + 1).padStart(2, '0')}-${d}`;
  };
  const adviser = rows.filter((r) => r[1] === copy['accountReports.fees.type.ADVISER_SERVICE']).map((r) => monthEnd(r[0]!));
  const admin = rows.filter((r) => r[1] === copy['accountReports.fees.type.ADMINISTRATION']).map((r) => monthEnd(r[0]!));
  expect(adviser.length).toBeGreaterThan(0);
  expect(adviser.every((end) => end < stops)).toBe(true);
  // Every month before the lapse still charges it; the months from it charge only the platform's fees.
  expect(adviser.length).toBe(admin.filter((end) => end < stops).length);
  expect(admin.some((end) => end >= stops)).toBe(true);
});

test('filters by status and keyword, and exports the filtered arrangements as CSV', async ({ page }, info) => {
  const overdue = await arrangements('wrap.adviser', 'status=OVERDUE');
  await openPage(page);
  await filter(page, '', ['OVERDUE']);
  const status = page.getByRole('status').filter({ hasText: /\d+ arrangements/ });
  await expect(status).toHaveText(fill('feeConsent.count', { count: overdue.meta.total_count.toLocaleString('en-AU') }));
  const pills = table(page).getByRole('row').locator('td:nth-child(5)');
  await expect(pills.first()).toContainText(copy['feeConsent.status.OVERDUE']!);
  for (const text of await pills.allTextContents()) expect(text).toContain(copy['feeConsent.status.OVERDUE']);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  const file = await download;
  const path = info.outputPath('arrangements.csv');
  await file.saveAs(path);
  const lines = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toContain(copy['feeConsent.col.client']);
  expect(lines).toHaveLength(1 + overdue.meta.total_count);
  for (const line of lines.slice(1)) expect(line).toContain(copy['feeConsent.status.OVERDUE']);
  for (const a of overdue.data.slice(0, 3)) expect(lines.some((l) => l.includes(`,${a.account_number},`))).toBe(true);
});
