// The adhoc pension payment task and account closure in the browser, through the real stack (002 §2, §3, §8;
// issue 14): a payment submitted shows the result per authoriser; over $500,000 is refused before submit; a
// refused request shows its mapped message and keeps what was typed; each closure outcome of the seeded
// states (wrap.adviser's cash accounts 6 to 22) shows its message.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEV, sandboxOrigin, shot, signIn } from './support';
import { isOperation } from './graphql-answers.ts';

const PENSION = 'WP7003625';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function gateway(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const token = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username: 'wrap.adviser', password: 'demo' } });
  const { access_token } = await token.json();
  const res = await request.post('/graphql', { headers: { authorization: `Bearer ${access_token}` }, data: { query, variables } });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * wrap.adviser's n-th seeded cash account (sandbox README "Seed"): party P0103 signs account 0 and every account
 * from the 5th, so in account id order its accounts are n = 0, 5, 6, 7, ...
 */
async function seededCashAccounts(request: APIRequestContext): Promise<(n: number) => string> {
  const ids = new Map<string, string>();
  let after: string | null = null;
  do {
    const data = await gateway(request, 'query($a: String) { accountSearch(filter: { accountTypes: [CASH], accountStatus: [Active] }, first: 100, after: $a) { nodes { accountId accountNumber } pageInfo { hasNextPage endCursor } } }', { a: after });
    for (const n of data.accountSearch.nodes) ids.set(n.accountNumber, n.accountId);
    after = data.accountSearch.pageInfo.hasNextPage ? data.accountSearch.pageInfo.endCursor : null;
  } while (after);
  const html = await (await request.get(`${sandboxOrigin}/console/phone`, { headers: DEV })).text();
  const row = html.split('<tr>').find((r) => r.includes('>P0103<')) ?? '';
  const cells = [...row.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
  const signed = (cells.at(-1) ?? '').split(',').map((s) => s.trim()).filter((a) => ids.has(a)).sort((a, b) => ids.get(a)!.localeCompare(ids.get(b)!));
  return (n: number) => signed[n - 4];
}

async function fillPensionForm(page: Page, values: { amount: string; bsb?: string }) {
  await page.getByLabel("Client's date of birth").fill('07/03/1958');
  await page.getByLabel('Amount', { exact: true }).fill(values.amount);
  await page.getByLabel('Gross: the amount before tax').check();
  await page.getByLabel('BSB').fill(values.bsb ?? '062-000');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel('Account name').fill("Luke O'Sharma (Savings)");
}

test.afterEach(async ({ request }) => {
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
});

test.describe('adhoc pension payment', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'wrap.adviser');
  });

  test('from the wrap account: over $500,000 is refused before submit; a payment shows the result per authoriser', async ({ page }) => {
    await page.goto(`/#/dashboard/wrap-account/${PENSION}`);
    await expect(page.getByRole('link', { name: 'Request a pension payment' })).toBeVisible();
    if (SHOTS) await shot(page, { path: `${SHOTS}/pension-action.png` });
    await page.getByRole('link', { name: 'Request a pension payment' }).click();
    await expect(page).toHaveURL(new RegExp(`#/dashboard/wrap-account/${PENSION}/task/adhoc-pension-payments$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Adhoc pension payment' })).toBeVisible();
    await expect(page.getByText('Transition to Retirement Pension')).toBeVisible();

    // Nothing typed: every field says what it needs, and focus goes to the first.
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText("The client's date of birth is required. Please enter it as dd/mm/yyyy.")).toBeVisible();
    await expect(page.getByText('An amount is required. Please enter a payment amount.')).toBeVisible();
    await expect(page.getByText('Please choose a payment option.')).toBeVisible();
    await expect(page.getByText('A BSB or biller code is required. Please enter a valid BSB or biller code.')).toBeVisible();
    await expect(page.getByLabel("Client's date of birth")).toBeFocused();

    await fillPensionForm(page, { amount: '500,000.01' });
    await page.getByLabel('Account name').press('Tab');
    const overLimit = page.getByText("Withdrawals over $500,000 can't be requested online. Please contact us to make this request.");
    await expect(overLimit).toBeVisible();
    await expect(page.getByText('Branch: Commonwealth Bank', { exact: false })).toBeVisible();
    let submitted = 0;
    page.on('request', (r) => {
      if (isOperation(r, 'RequestPensionPayment')) submitted++;
    });
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(overLimit).toBeVisible();
    await expect(page.getByLabel('Amount', { exact: true })).toBeFocused();
    expect(submitted).toBe(0);
    if (SHOTS) await shot(page, { path: `${SHOTS}/pension-over-limit.png`, fullPage: true });

    await page.getByLabel('Amount', { exact: true }).fill('1250.50');
    await page.getByRole('button', { name: 'Submit request' }).click();
    const result = page.getByRole('heading', { name: 'Pension payment request submitted' });
    await expect(result).toBeVisible();
    await expect(result).toBeFocused();
    expect(submitted).toBe(1);
    await expect(page.getByText(/^PP\d+$/)).toBeVisible();
    await expect(page.getByText(/^INT\d+$/)).toBeVisible();
    await expect(page.getByText('5 business days')).toBeVisible();
    const authorisers = page.getByRole('region', { name: 'Authorisers' }).getByRole('listitem');
    await expect(authorisers).toHaveCount(1);
    await expect(authorisers.first()).toContainText(/LUKE SHARMA/i);
    await expect(authorisers.first()).toContainText(/Sent by (SMS|email)/);
    await expect(authorisers.first()).toContainText(/Expires \d{2} \w{3} \d{4}, \d{1,2}:\d{2}(am|pm) Sydney time/);
    await expect(authorisers.first()).toContainText('Sent');
    if (SHOTS) await shot(page, { path: `${SHOTS}/pension-result.png`, fullPage: true });

    await page.getByRole('link', { name: 'Back to the account' }).click();
    await expect(page).toHaveURL(new RegExp(`#/dashboard/wrap-account/${PENSION}$`));
  });

  test('a refused request shows the mapped message and keeps what was typed: insufficient funds, then the generic failure', async ({ page, request }) => {
    await page.goto(`/#/dashboard/wrap-account/${PENSION}/task/adhoc-pension-payments`);
    // More than the account's balance, within the online limit.
    await fillPensionForm(page, { amount: '499000' });
    await page.getByRole('button', { name: 'Submit request' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "The request wasn't submitted" });
    await expect(alert).toContainText("The account balance isn't enough for this amount.");
    await expect(alert).toBeFocused();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('499000');
    await expect(page.getByLabel('Account name')).toHaveValue("Luke O'Sharma (Savings)");
    if (SHOTS) await shot(page, { path: `${SHOTS}/pension-refused.png`, fullPage: true });

    await request.post(`${sandboxOrigin}/sandbox/faults`, { headers: DEV, data: { path: '/api/wealth/traverse/v1/intent/pension_payments', method: 'POST', status: 503, times: 1 } });
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(alert).toContainText("Sorry, sending authorisation to approvers is currently unavailable. Please try again later. To send authorisation, navigate to the Manage payments page and click 'Send authorisation' on the applicable payment.");
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('100');
  });

  test('not a pension account: no action, and the task says it is not available with the way back', async ({ page, request }) => {
    const data = await gateway(request, '{ accountSearch(filter: { accountTypes: [WRAP], accountStatus: [Active] }, first: 100) { nodes { accountNumber type } } }');
    const superAccount = data.accountSearch.nodes.find((a: { type: string }) => a.type === 'Super').accountNumber;
    await page.goto(`/#/dashboard/wrap-account/${superAccount}`);
    await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a pension payment' })).toHaveCount(0);
    await page.goto(`/#/dashboard/wrap-account/${superAccount}/task/adhoc-pension-payments`);
    await expect(page.getByText("This request isn't available for this account.")).toBeVisible();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveCount(0);
    if (SHOTS) await shot(page, { path: `${SHOTS}/pension-unavailable.png` });
    await page.getByRole('link', { name: 'Back to the account' }).click();
    await expect(page).toHaveURL(new RegExp(`#/dashboard/wrap-account/${superAccount}$`));
  });
});

test.describe('account closure from the cash account page', () => {
  let nth: (n: number) => string;
  test.beforeAll(async ({ request }) => {
    nth = await seededCashAccounts(request);
  });
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'wrap.adviser');
  });

  async function requestClosure(page: Page, accountNumber: string) {
    await page.goto(`/#/dashboard/cash-account/${accountNumber}`);
    await page.getByRole('button', { name: 'Close account', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this account?' });
    await expect(dialog).toContainText(/The closing balance is \$[\d,]+\.\d{2}\./);
    await expect(dialog).toContainText("Once you request the closure it can't be undone.");
    await dialog.getByRole('button', { name: 'Yes, close account' }).click();
  }

  test('ACCEPTED: the request is received with its closure id; keeping the account changes nothing', async ({ page }) => {
    await page.goto(`/#/dashboard/cash-account/${nth(6)}`);
    await page.getByRole('button', { name: 'Close account', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Close this account?' });
    await expect(confirm.getByRole('button', { name: 'Keep account' })).toBeFocused();
    if (SHOTS) await shot(page, { path: `${SHOTS}/closure-confirm.png` });
    await confirm.getByRole('button', { name: 'Keep account' }).click();
    await expect(confirm).toBeHidden();

    await requestClosure(page, nth(6));
    const done = page.getByRole('dialog', { name: 'Closure requested' });
    await expect(done.getByRole('status')).toContainText('Your request to close this account has been received.');
    await expect(done).toContainText(/Closure reference: CL\w+/);
    if (SHOTS) await shot(page, { path: `${SHOTS}/closure-requested.png` });
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request to close this account has been received.' })).toContainText(/Closure reference: CL/);
    await expect(page.getByRole('button', { name: 'Close account', exact: true })).toHaveCount(0);
    if (SHOTS) await shot(page, { path: `${SHOTS}/closure-requested-page.png` });

    // Asked again (on a new visit), the closure is already in progress.
    await page.reload();
    await requestClosure(page, nth(6));
    await expect(page.getByRole('dialog', { name: "This account wasn't closed" }).getByRole('alert')).toHaveText('A closure of this account is already in progress.');
  });

  const FAILURES: [n: number, code: string, message: string][] = [
    [7, 'NO_ENTITLEMENT', "You don't have authority to close this account."],
    [8, '205', "This account can't be closed at this time. Please contact us on live chat for support."],
    [9, '705', "This account can't be closed at this time. Please contact us on live chat for support."],
    [10, '706', "This account can't be closed at this time. Please contact us on live chat for support."],
    [11, '208', "This account can't be closed at this time. Please contact us on live chat for support."],
    [12, '404', "This account can't be closed at this time. Please contact us on live chat for support."],
    [13, '206', 'This account has pending transactions. It can be closed once they have been processed.'],
    [14, '201', 'This account has pending transactions. It can be closed once they have been processed.'],
    [15, '202', 'This account has pending transactions. It can be closed once they have been processed.'],
    [16, '207', 'This account has pending transactions. It can be closed once they have been processed.'],
    [17, '203', 'A closure of this account is already in progress.'],
    [18, '409', 'A closure of this account is already in progress.'],
    [19, '204', 'The linked accelerator account is active and must be closed before this account.'],
    [20, '211', 'The account balance must be $0.00 before the account can be closed.'],
    [21, '209', 'This account is linked to online trading. Please remove clearing and settlement authority before closing it.'],
    [22, '500', 'Account closure is currently unavailable. Please try again later.'],
  ];
  for (const [n, code, message] of FAILURES) {
    test(`${code}: ${message}`, async ({ page }) => {
      await requestClosure(page, nth(n));
      const dialog = page.getByRole('dialog', { name: "This account wasn't closed" });
      const alert = dialog.getByRole('alert');
      await expect(alert).toHaveText(message);
      await expect(alert).toBeFocused();
      if (SHOTS && code === '211') await shot(page, { path: `${SHOTS}/closure-refused.png` });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Close account', exact: true })).toBeFocused();
    });
  }

  test('a failed call (no answer from the gateway) shows the generic message', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      if (isOperation(route.request(), 'CloseAccount')) await route.abort('connectionreset');
      else await route.fallback();
    });
    await requestClosure(page, nth(20));
    await expect(page.getByRole('dialog', { name: "This account wasn't closed" }).getByRole('alert')).toHaveText('Account closure is currently unavailable. Please try again later.');
  });
});
