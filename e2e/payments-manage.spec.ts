// Manage payments, the cash account's payees and billers and scheduled payments in the browser (issue 14).
// Payments are made through the gateway (the Make a payment form is tested on its own); the signatories
// approve on the sandbox's phone page. Only wrap.adviser's accounts 5 and 7 (dual: P0102 and P0103) and 8
// (sole: P0103 by SMS) are used, counted in account id order as the sandbox's seed numbers them (the phone
// console's index lists accounts by number) and checked against that index; grow.adviser for the two-users check.
import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { graphqlAnswer, loadUntilAnswered } from './graphql-answers.ts';
import { consoleUrl, DEV, sandboxOrigin, shot, signIn } from './support.ts';

const MANAGE = '/#/dashboard/view-payments';

interface Authority {
  partyId: string;
  name: string;
  status: string;
}
interface Saved {
  paymentId: string;
  status: string;
  paymentAuthorities: Authority[];
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username, password: 'demo' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function gql<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Each party's accounts from the phone console's index (listed by account number). */
async function partyAccounts(request: APIRequestContext): Promise<Map<string, string[]>> {
  const html = await (await request.get(`${sandboxOrigin}/console/phone`, { headers: DEV })).text();
  const map = new Map<string, string[]>();
  for (const row of html.split('<tr>')) {
    const party = />(P\d{4})</.exec(row)?.[1];
    if (!party) continue;
    const cells = [...row.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    map.set(party, (cells.at(-1) ?? '').split(',').map((s) => s.trim()).filter(Boolean));
  }
  return map;
}

interface AccountsPage {
  accounts: { accountId: string; accountNumber: string }[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** wrap.adviser's active cash accounts in account id order: the order the sandbox's payments seed numbers them in. */
async function cashAccountsInSeedOrder(request: APIRequestContext, token: string): Promise<string[]> {
  const byId = await cashAccountIds(request, token);
  return [...byId.keys()].sort().map((id) => byId.get(id) as string);
}

/** The user's active cash accounts: account number by account id. */
async function cashAccountIds(request: APIRequestContext, token: string): Promise<Map<string, string>> {
  const headers = { authorization: `Bearer ${token}` };
  const user = (await (await request.get(`${sandboxOrigin}/api/wealth/channel/user/v1/user/details`, { headers })).json()) as { data: { mac: string } };
  const byId = new Map<string, string>();
  let cursor: string | null = null;
  for (;;) {
    const query: URLSearchParams = new URLSearchParams({ accountType: 'CASH', accountStatus: 'Active', limit: '100', ...(cursor ? { endCursor: cursor } : {}) });
    const res: APIResponse = await request.get(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/${user.data.mac}/accounts?${query}`, { headers });
    const page: AccountsPage = ((await res.json()) as { data: AccountsPage }).data;
    for (const a of page.accounts) byId.set(a.accountId, a.accountNumber);
    if (!page.hasNextPage || !page.endCursor) break;
    cursor = page.endCursor;
  }
  return byId;
}

/** wrap.adviser's account 5 and 7 (dual, P0102 and P0103) and 8 (sole, P0103), checked against the phone console. */
async function myAccounts(request: APIRequestContext) {
  const ordered = await cashAccountsInSeedOrder(request, await tokenOf(request, 'wrap.adviser'));
  const [acc5, acc7, acc8] = [ordered[5], ordered[7], ordered[8]];
  const parties = await partyAccounts(request);
  const signs = (party: string, account: string) => (parties.get(party) ?? []).includes(account);
  expect([acc5, acc7].every((a) => signs('P0102', a) && signs('P0103', a))).toBe(true);
  expect(signs('P0103', acc8) && !signs('P0102', acc8)).toBe(true);
  return { acc5, acc7, acc8 };
}

const SAVED = 'paymentId status paymentAuthorities { partyId name status }';

async function savePayment(request: APIRequestContext, token: string, input: Record<string, unknown>): Promise<Saved> {
  const data = await gql<{ savePayment: { payment: Saved | null; errors: unknown[] } }>(
    request,
    token,
    `mutation($input: PaymentInput!, $key: String) { savePayment(input: $input, idempotencyKey: $key) { payment { ${SAVED} } errors { code message } } }`,
    { input, key: `manage-e2e-${Date.now()}-${Math.random()}` },
  );
  expect(data.savePayment.errors).toEqual([]);
  return data.savePayment.payment as Saved;
}

async function sendChallenge(request: APIRequestContext, token: string, paymentId: string, partyId: string) {
  const data = await gql<{ sendPaymentChallenge: { outcome: string } }>(
    request,
    token,
    'mutation($p: ID!, $q: String!) { sendPaymentChallenge(paymentId: $p, partyId: $q) { outcome } }',
    { p: paymentId, q: partyId },
  );
  expect(data.sendPaymentChallenge.outcome).toBe('SENT');
}

const eft = (from: string, amount: string, extra: Record<string, unknown> = {}) => ({
  fromAccountNumber: from,
  amount,
  scheduleType: 'IMMEDIATE',
  paymentDestinationEFT: { bsb: '032000', accountNumber: '456789', accountName: "O'Brien Plumbing (Sydney)" },
  ...extra,
});

/** The signatory answers on the phone page: Approve (push) or the code it shows, submitted. */
async function approveOnPhone(browser: Browser, party: string, paymentId: string) {
  const phone = await browser.newPage();
  await phone.goto(consoleUrl(`/console/phone/${party}`));
  const row = phone.locator('tr', { hasText: paymentId });
  await expect(row).toBeVisible();
  const approve = row.getByRole('button', { name: 'Approve' });
  if (await approve.count()) {
    await approve.click();
  } else {
    const code = (await row.getByLabel(`Code for ${paymentId}`).textContent()) ?? '';
    await row.getByLabel('Code', { exact: true }).fill(code.trim());
    await row.getByRole('button', { name: 'Submit code' }).click();
  }
  await expect(phone.locator('tr', { hasText: paymentId })).toHaveCount(0);
  await phone.close();
}

const card = (page: Page, paymentId: string) => page.locator(`article[data-payment-id="${paymentId}"]`);
const signatory = (page: Page, paymentId: string, party: string) => card(page, paymentId).locator(`li[data-party="${party}"]`);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** The header's bell: its data-unread counts the alerts the page has heard, live ones included. */
const bell = (page: Page) => page.locator('[data-slot="header-bell"] button[aria-haspopup="dialog"]');

/**
 * The user's unread alerts as the gateway counts them now. Read right after a write with the same token (which
 * drops that token's cached reads), so the count is fresh; the open page's bell reaches it by live events only.
 */
async function unreadAlerts(request: APIRequestContext, token: string): Promise<string> {
  return String((await gql<{ alertCounts: { unread: number } }>(request, token, '{ alertCounts { unread } }')).alertCounts.unread);
}

/** The status a page of payments (the PaymentsPage answer's body) gives one signatory of one payment. */
function authorityIn(body: string, paymentId: string, partyId: string): string | undefined {
  const nodes = (JSON.parse(body) as { data?: { payments?: { nodes: Saved[] } } }).data?.payments?.nodes ?? [];
  return nodes.find((p) => p.paymentId === paymentId)?.paymentAuthorities.find((a) => a.partyId === partyId)?.status;
}

/** A business day at least a week ahead (no weekend, no public holiday the gateway knows). */
async function futureBusinessDay(request: APIRequestContext, token: string): Promise<string> {
  const { publicHolidays } = await gql<{ publicHolidays: { date: string }[] }>(request, token, '{ publicHolidays { date } }');
  const holidays = new Set(publicHolidays.map((h) => h.date));
  const day = new Date(Date.now() + 8 * 86_400_000);
  for (;;) {
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !holidays.has(iso)) return iso;
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

test('a dual-authority payment shows both signatories awaiting, then one approved, then it moves to History as approved', async ({ page, request, browser }) => {
  const { acc5 } = await myAccounts(request);
  const token = await tokenOf(request, 'wrap.adviser');
  const payment = await savePayment(request, token, eft(acc5, '3.21'));
  expect(payment.paymentAuthorities.map((a) => a.partyId).sort()).toEqual(['P0102', 'P0103']);
  await sendChallenge(request, token, payment.paymentId, 'P0102');
  await sendChallenge(request, token, payment.paymentId, 'P0103');

  await signIn(page, 'wrap.adviser');
  await page.goto(MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage payments' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Awaiting authorisation' })).toHaveAttribute('aria-selected', 'true');
  const row = card(page, payment.paymentId);
  await expect(row).toBeVisible();
  await expect(row.getByRole('heading', { name: "O'Brien Plumbing (Sydney)" })).toBeVisible();
  await expect(row).toContainText('$3.21');
  await expect(row).toContainText(acc5);
  await expect(row).toContainText('BSB 032-000 · Account 456789');
  await expect(row).toContainText('Awaiting authorisation');
  await expect(row).toContainText('Dual authority');
  await expect(row).toContainText('Sydney time');
  await expect(signatory(page, payment.paymentId, 'P0102')).toContainText('Awaiting approval');
  await expect(signatory(page, payment.paymentId, 'P0102')).toContainText('By Vasco token');
  await expect(signatory(page, payment.paymentId, 'P0103')).toContainText('Awaiting approval');
  await expect(signatory(page, payment.paymentId, 'P0103')).toContainText('By SMS');
  await row.scrollIntoViewIfNeeded();
  await shot(page, { path: '/tmp/manage-awaiting.png', fullPage: false });

  await approveOnPhone(browser, 'P0102', payment.paymentId);
  await loadUntilAnswered(page, 'PaymentsPage', (body) => authorityIn(body, payment.paymentId, 'P0102') === 'APPROVED');
  await expect(signatory(page, payment.paymentId, 'P0102')).toContainText('Approved');
  await expect(signatory(page, payment.paymentId, 'P0103')).toContainText('Awaiting approval');
  await expect(signatory(page, payment.paymentId, 'P0102').getByRole('button')).toHaveCount(0);

  // The last approval raises a payments alert: the open page refreshes by itself, to a list without the payment.
  const refreshed = graphqlAnswer(page, 'PaymentsPage', (body) => !body.includes(payment.paymentId));
  await approveOnPhone(browser, 'P0103', payment.paymentId);
  await refreshed;
  await expect(card(page, payment.paymentId)).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText('Approved');
  await expect(signatory(page, payment.paymentId, 'P0103')).toContainText('Approved');
  await expect(row.getByRole('button', { name: /Cancel payment/ })).toHaveCount(0);
});

test('Send authorisation says it was sent, or the soft lock under the signatory; cancel behind its confirmation moves the payment to History as cancelled', async ({ page, request, browser }) => {
  const { acc7 } = await myAccounts(request);
  const token = await tokenOf(request, 'wrap.adviser');
  const payment = await savePayment(request, token, eft(acc7, '4.50'));
  const p0102 = payment.paymentAuthorities.find((a) => a.partyId === 'P0102') as Authority;

  await signIn(page, 'wrap.adviser');
  await page.goto(MANAGE);
  await expect(signatory(page, payment.paymentId, 'P0102')).toContainText('Not sent');
  await signatory(page, payment.paymentId, 'P0102').getByRole('button', { name: `Send authorisation to ${p0102.name}` }).click();
  await expect(toast(page, `Authorisation sent to ${p0102.name}`)).toBeVisible();
  await expect(signatory(page, payment.paymentId, 'P0102')).toContainText('Awaiting approval');

  // Sending the same challenge again and again ends in the soft lock: the gateway's message under the signatory.
  const resend = signatory(page, payment.paymentId, 'P0102').getByRole('button', { name: `Send authorisation to ${p0102.name}` });
  const refusal = signatory(page, payment.paymentId, 'P0102').getByRole('alert');
  try {
    for (let send = 2; send <= 4 && !(await refusal.count()); send++) {
      await expect(resend).toBeEnabled();
      await resend.click();
      await expect(resend).toBeEnabled();
    }
    await expect(refusal).toHaveText(`${p0102.name} is temporarily locked. Please try again after 10 minutes.`);
  } finally {
    const phone = await browser.newPage();
    await phone.goto(consoleUrl('/console/phone/P0102'));
    await phone.getByRole('button', { name: 'Clear earned locks' }).click();
    await phone.close();
  }

  // The views are a tab list the keyboard moves through.
  const awaiting = page.getByRole('tab', { name: 'Awaiting authorisation' });
  await awaiting.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Scheduled' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Scheduled' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(awaiting).toHaveAttribute('aria-selected', 'true');

  await card(page, payment.paymentId).getByRole('button', { name: `Cancel payment ${payment.paymentId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this payment?' });
  await expect(dialog).toContainText('$4.50');
  // Keep closes and changes nothing; Escape does not close it (002 §9).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep payment' }).click();
  await expect(dialog).toHaveCount(0);
  await card(page, payment.paymentId).getByRole('button', { name: `Cancel payment ${payment.paymentId}` }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel payment' }).click();
  await expect(toast(page, `Payment ${payment.paymentId} cancelled`)).toBeVisible();
  await expect(card(page, payment.paymentId)).toHaveCount(0);
  // Its cancellation alert has reached the page: the bell counts what the gateway counts.
  await expect(bell(page)).toHaveAttribute('data-unread', await unreadAlerts(request, token));
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(card(page, payment.paymentId)).toContainText('Cancelled');
  await expect(signatory(page, payment.paymentId, 'P0103')).toContainText('Not required');

  // Cancelled elsewhere while its dialog is open: the alert's refresh waits for the dialog, which says the refusal.
  const other = await savePayment(request, token, eft(acc7, '4.75'));
  await page.getByRole('tab', { name: 'Awaiting authorisation' }).click();
  await card(page, other.paymentId).getByRole('button', { name: `Cancel payment ${other.paymentId}` }).click();
  await expect(dialog).toContainText('$4.75');
  await gql(request, token, 'mutation($id: ID!) { cancelPayment(id: $id) { code } }', { id: other.paymentId });
  // The page has heard the cancellation's alert (the bell counts it), and the dialog stays.
  await expect(bell(page)).toHaveAttribute('data-unread', await unreadAlerts(request, token));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel payment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This payment can no longer be cancelled.');
  await dialog.getByRole('button', { name: 'Keep payment' }).click();
  await expect(card(page, other.paymentId)).toHaveCount(0);
});

test('/view-payments and /viewpayments open Manage payments; an alert link highlights its payment in its view', async ({ page, request }) => {
  const { acc8 } = await myAccounts(request);
  const token = await tokenOf(request, 'wrap.adviser');
  const awaiting = await savePayment(request, token, eft(acc8, '1.05'));
  const cancelled = await savePayment(request, token, eft(acc8, '1.06'));
  await gql(request, token, 'mutation($id: ID!) { cancelPayment(id: $id) { code } }', { id: cancelled.paymentId });

  await signIn(page, 'wrap.adviser');
  for (const path of ['/#/view-payments', '/#/viewpayments']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage payments' })).toBeVisible();
    await expect(card(page, awaiting.paymentId)).toBeVisible();
  }

  await page.goto(`${MANAGE}?paymentId=${awaiting.paymentId}`);
  const highlighted = card(page, awaiting.paymentId);
  await expect(highlighted).toHaveAttribute('data-highlighted', 'true');
  await expect(highlighted).toContainText('From your alert');
  await expect(highlighted).toBeFocused();
  await expect(highlighted).toBeInViewport();
  await expect(page.locator('article[data-highlighted]')).toHaveCount(1);
  await shot(page, { path: '/tmp/manage-highlight.png' });

  // Not awaiting any more: the link opens the view the payment is in.
  await page.goto(`${MANAGE}?paymentId=${cancelled.paymentId}`);
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, cancelled.paymentId)).toHaveAttribute('data-highlighted', 'true');
  await expect(card(page, cancelled.paymentId)).toContainText('Cancelled');
});

test('the payees and billers tab lists the seeded groups with names as text', async ({ page, request }) => {
  const { acc5 } = await myAccounts(request);
  const token = await tokenOf(request, 'wrap.adviser');
  // Markup in a biller name is refused by the bank (issue 28 finding 4); the characters a name may hold are shown as typed.
  const markup = '<img src=x onerror="window.__payeeXss=1"><b>Bold</b>';
  const refused = await gql<{ savePayment: { payment: Saved | null; errors: { code: string }[] } }>(
    request,
    token,
    `mutation($input: PaymentInput!) { savePayment(input: $input) { payment { ${SAVED} } errors { code message } } }`,
    { input: { fromAccountNumber: acc5, amount: '1.01', scheduleType: 'IMMEDIATE', savePayeeBiller: true, paymentDestinationBPAY: { biller: '12005', billerName: markup, crn: '31415926' } } },
  );
  expect(refused.savePayment.errors.map((e) => e.code)).toContain('BILLER_NAME_INVALID');
  const typed = "O'Neill & Sons (Water) Pty. Ltd.";
  await savePayment(request, token, {
    fromAccountNumber: acc5,
    amount: '1.01',
    scheduleType: 'IMMEDIATE',
    savePayeeBiller: true,
    paymentDestinationBPAY: { biller: '12005', billerName: typed, crn: '31415926' },
  });

  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/cash-account/${acc5}/payments/payees-and-billers`);
  await expect(page.getByRole('heading', { level: 2, name: 'Payees and billers' })).toBeVisible();
  const group = (name: string) => page.getByRole('region', { name });
  await expect(page.getByRole('heading', { level: 3 })).toContainText(['Linked accounts', 'Nominated accounts', 'Tax accounts (ATO)', 'Saved payees', 'Saved billers']);
  await expect(group('Linked accounts')).toContainText('BSB 182-512');
  await expect(group('Nominated accounts')).toContainText('BSB 062-000');
  await expect(group('Tax accounts (ATO)')).toContainText('BSB 092-009');
  await expect(group('Tax accounts (ATO)')).toContainText('Biller code 75556');
  await expect(group('Tax accounts (ATO)')).toContainText('CRN 5500000000000004');
  const payees = group('Saved payees');
  await expect(payees.getByRole('row', { name: /O'Brien Plumbing \(Sydney\)/ })).toContainText('BSB 032-000');
  await expect(payees.getByRole('row', { name: /O'Brien Plumbing \(Sydney\)/ })).toContainText('Account 456789');
  await expect(payees).toContainText('Harbour Accounting');
  const billers = group('Saved billers');
  await expect(billers.getByRole('row', { name: /AGL/ })).toContainText('Biller code 23796');
  await expect(billers.getByRole('row', { name: /AGL/ })).toContainText('CRN 40112233');
  await expect(billers).toContainText('Sydney Water');
  await expect(billers.getByText(typed, { exact: true })).toBeVisible();
  await shot(page, { path: '/tmp/payees.png', fullPage: true });
});

test('approved future-dated payments are on the scheduled payments tab and in Scheduled; cancel there, or the refusal once it cannot be', async ({ page, request, browser }) => {
  const { acc8 } = await myAccounts(request);
  const token = await tokenOf(request, 'wrap.adviser');
  const date = await futureBusinessDay(request, token);
  const future = (amount: string, biller: Record<string, string>) => ({ fromAccountNumber: acc8, amount, scheduleType: 'FUTURE', schedule: { nextDate: date }, paymentDestinationBPAY: biller });
  const agl = await savePayment(request, token, future('7.89', { biller: '23796', billerName: 'AGL Energy', crn: '40112233' }));
  const water = await savePayment(request, token, future('8.75', { biller: '12005', billerName: 'Sydney Water', crn: '99887766' }));
  for (const payment of [agl, water]) {
    await sendChallenge(request, token, payment.paymentId, 'P0103');
    await approveOnPhone(browser, 'P0103', payment.paymentId);
  }

  await signIn(page, 'wrap.adviser');
  const table = page.getByRole('table', { name: 'Scheduled payments' });
  const row = (payment: Saved) => table.getByRole('row').filter({ has: page.getByRole('button', { name: `Cancel payment ${payment.paymentId}` }) });
  await loadUntilAnswered(
    page,
    'PaymentsPage',
    (body) => body.includes(agl.paymentId) && body.includes(water.paymentId),
    () => page.goto(`/#/dashboard/cash-account/${acc8}/payments/scheduled-payments`),
  );
  await expect(row(agl)).toBeVisible();
  await expect(row(water)).toBeVisible();
  const [y, m, d] = date.split('-');
  const shown = `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]} ${y}`;
  await expect(row(agl)).toContainText(shown);
  await expect(row(agl)).toContainText('Once');
  await expect(row(agl)).toContainText('AGL Energy');
  await expect(row(agl)).toContainText('$7.89');
  await expect(row(agl)).toContainText('Approved');
  await expect(row(agl)).toContainText('Biller 23796 · CRN 40112233');
  await shot(page, { path: '/tmp/scheduled-tab.png', fullPage: true });

  await page.goto(MANAGE);
  await page.getByRole('tab', { name: 'Scheduled' }).click();
  await expect(card(page, agl.paymentId)).toContainText(`On ${shown}`);
  await expect(card(page, agl.paymentId)).toContainText('Approved');
  await expect(card(page, agl.paymentId).getByRole('button', { name: /Send authorisation/ })).toHaveCount(0);

  await page.goto(`/#/dashboard/cash-account/${acc8}/payments/scheduled-payments`);
  const dialog = page.getByRole('dialog', { name: 'Cancel this payment?' });
  await row(agl).getByRole('button', { name: `Cancel payment ${agl.paymentId}` }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel payment' }).click();
  await expect(toast(page, `Payment ${agl.paymentId} cancelled`)).toBeVisible();
  await expect(row(agl)).toHaveCount(0);

  // Cancelled elsewhere while the tab was open: the gateway's refusal, in the dialog; closing it refreshes the list.
  await expect(row(water)).toBeVisible();
  await gql(request, token, 'mutation($id: ID!) { cancelPayment(id: $id) { code } }', { id: water.paymentId });
  await row(water).getByRole('button', { name: `Cancel payment ${water.paymentId}` }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel payment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This payment can no longer be cancelled.');
  await dialog.getByRole('button', { name: 'Keep payment' }).click();
  await expect(row(water)).toHaveCount(0);
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shownDay = (day: string) => `${day.slice(8)} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
const shownAmount = (amount: number) => `$${amount.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Scheduled { payment_id: string; payee_name: string; amount: number; next_payment_date: string; frequency: string }
interface Pending { account_number: string; scheduled_total: number; shortfall: number; next_payment_date: string }

test("the back office's scheduled payments are on Payments → Scheduled payments, as the cash account and the bell count them", async ({ page, request }) => {
  const token = await tokenOf(request, 'wrap.adviser');
  const headers = { authorization: `Bearer ${token}` };
  const ids = new Map([...(await cashAccountIds(request, token))].map(([id, number]) => [number, id]));
  // What the cash account's scheduled payments (the store the bell counts) hold for an account.
  const stored = async (number: string) =>
    ((await (await request.get(`${sandboxOrigin}/api/wealth/channel/cash/v1/accounts/${ids.get(number)}/scheduled-payments`, { headers })).json()) as { data: Scheduled[] }).data;

  // 985787424's monthly Sydney Water payment (issue 31: the adviser could not see it anywhere).
  const water = (await stored('985787424')).find((p) => p.payee_name === 'Sydney Water');
  expect(water?.frequency).toBe('Monthly');
  await signIn(page, 'wrap.adviser');
  const table = page.getByRole('table', { name: 'Scheduled payments' });
  await page.goto('/#/dashboard/cash-account/985787424/payments/scheduled-payments');
  const waterRow = table.getByRole('row').filter({ hasText: 'Sydney Water' });
  await expect(waterRow).toContainText(shownDay(water!.next_payment_date));
  await expect(waterRow).toContainText(shownAmount(water!.amount));
  await expect(waterRow).toContainText('Monthly');
  await expect(waterRow).toContainText('Approved');
  await shot(page, { path: '/tmp/scheduled-sydney-water.png', fullPage: true });

  // An account the bell says is short of funds: its next payment date and scheduled total are those of the
  // payments Payments → Scheduled payments lists for the next 20 days.
  const nc = `${sandboxOrigin}/api/channel/notification-centre/v1`;
  const prefs = { account_balance: { selected: true, threshold: 1000 }, insufficient_funds: { selected: true, window_days: 20 } };
  expect((await request.put(`${nc}/notification-preferences`, { headers, data: prefs })).ok()).toBe(true);
  const pending = ((await (await request.get(`${nc}/notifications/pending-payments`, { headers })).json()) as { data: Pending[] }).data;
  const short = pending.filter((r) => ids.has(r.account_number)).sort((a, b) => b.shortfall - a.shortfall)[0]!;
  await page.goto('/#/dashboard/notifications/pending-payments');
  const bellRow = page.getByRole('row').filter({ hasText: short.account_number });
  await expect(bellRow).toContainText(shownDay(short.next_payment_date));
  await expect(bellRow).toContainText(shownAmount(short.scheduled_total));

  await page.goto(`/#/dashboard/cash-account/${short.account_number}/payments/scheduled-payments`);
  const horizon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const due = (await stored(short.account_number)).filter((p) => p.next_payment_date <= horizon);
  expect(due.reduce((cents, p) => cents + Math.round(p.amount * 100), 0)).toBe(Math.round(short.scheduled_total * 100));
  expect(due.map((p) => p.next_payment_date).sort()[0]).toBe(short.next_payment_date);
  for (const p of due) {
    const row = table.getByRole('row').filter({ hasText: shownAmount(p.amount) }).filter({ hasText: shownDay(p.next_payment_date) });
    await expect(row).toContainText(p.payee_name);
  }
});

test("grow.adviser does not see wrap.adviser's payment in Manage payments, not even by its link", async ({ page, request }) => {
  const { acc8 } = await myAccounts(request);
  const token = await tokenOf(request, 'wrap.adviser');
  const payment = await savePayment(request, token, eft(acc8, '2.50'));

  await signIn(page, 'grow.adviser', 'oasis');
  await page.goto(`${MANAGE}?paymentId=${payment.paymentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage payments' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`Payment ${payment.paymentId} isn't one of your payments, or it no longer exists.`);
  await expect(page.getByRole('tab', { name: 'Awaiting authorisation' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/payment\(s\)|There are no payments awaiting authorisation\./)).toBeVisible();
  for (const view of ['Awaiting authorisation', 'Scheduled', 'History']) {
    await page.getByRole('tab', { name: view }).click();
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading payments');
    await expect(card(page, payment.paymentId)).toHaveCount(0);
  }
});

test('a list that cannot load says the generic payments message and loads on Try again', async ({ page, request }) => {
  await signIn(page, 'wrap.adviser');
  const faulted = await request.post(`${sandboxOrigin}/sandbox/faults`, { headers: DEV, data: { path: '/api/wealth/payments/v1/payments', method: 'GET', status: 503, times: 20 } });
  expect(faulted.ok()).toBe(true);
  try {
    await page.goto(MANAGE);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('alert')).toHaveText(/Sorry, make a payment is currently unavailable\. Please try again later\./);
  } finally {
    await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
  }
  await page.getByRole('tabpanel').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByText(/payment\(s\)$|There are no payments awaiting authorisation\./)).toBeVisible();
});

test("'Chat with us about this payment' during a chat with Q offers a new chat about the payment, which starts with its context", async ({ page, request }) => {
  // Issue 30: the button dropped the adviser into Q's open conversation and the payment was lost.
  const { acc7 } = await myAccounts(request);
  const token = await tokenOf(request, 'wrap.adviser');
  const payment = await savePayment(request, token, eft(acc7, '4.56'));
  await sendChallenge(request, token, payment.paymentId, 'P0102');

  await signIn(page, 'wrap.adviser');
  const launcher = page.getByRole('button', { name: 'Chat with us', exact: true });
  const chat = page.getByRole('dialog', { name: 'Chat with us' }).filter({ has: page.getByRole('button', { name: 'Minimise chat' }) });
  await launcher.click();
  await chat.getByRole('button', { name: /Ask Q/ }).click();
  await expect(chat.locator('[data-source="chatbot"]').first()).toContainText("I'm Q");
  await chat.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(chat).toBeHidden();

  await page.goto(MANAGE);
  await card(page, payment.paymentId).getByRole('button', { name: 'Chat with us about this payment' }).click();
  const offer = chat.getByRole('region', { name: 'Start a new chat about this?' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(`About payment ${payment.paymentId}`);
  await expect(offer.getByRole('heading', { name: 'Start a new chat about this?' })).toBeFocused();
  // Q's conversation is still there behind the offer.
  await expect(chat.locator('[data-source="chatbot"]').first()).toContainText("I'm Q");
  await shot(page, { path: '/tmp/chat-offer-payment.png' });

  // Keep: the offer goes, the conversation stays; asked again, it comes back.
  await offer.getByRole('button', { name: 'Keep current chat' }).click();
  await expect(offer).toHaveCount(0);
  await chat.getByRole('button', { name: 'Minimise chat' }).click();
  await card(page, payment.paymentId).getByRole('button', { name: 'Chat with us about this payment' }).click();
  await expect(offer).toBeVisible();

  // Start: Q's conversation ends, with no survey in between, and the choice opens about the payment.
  await offer.getByRole('button', { name: 'End this chat and start a new one' }).click();
  await expect(chat.getByRole('heading', { name: 'How can we help?' })).toBeFocused();
  await expect(chat).toContainText(`About payment ${payment.paymentId}`);
  await expect(chat.locator('[data-source="chatbot"]')).toHaveCount(0);

  // Q's ended conversation offers its transcript once the window goes; No clears the offer for this user.
  await chat.getByRole('button', { name: 'Minimise chat' }).click();
  const transcript = page.getByRole('dialog', { name: 'Chat with us' }).filter({ hasText: 'Would you like to download a transcript of your chat?' });
  await transcript.getByRole('button', { name: 'No', exact: true }).click();
  await expect(transcript).toHaveCount(0);
});
