// Make a payment in the browser (issue 14, 002 §3–§8): every 002 §5 field message produced by typing, a sole
// authority BPAY payment sent to its signatory and approved on the sandbox phone, a dual authority EFT payment
// to a new payee sent to both, each MFA outcome with the brand's wording, and the catalogue's messages under
// faults. Only wrap.adviser's accounts signed by P..01/P..02 (accounts 0 and 1) and the
// MFA-error accounts (2: P..04-06, 3: P..07-09, 4: P..10, 11, 02) are used.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loadUntilAnswered } from './graphql-answers.ts';
import { consoleUrl, DEV, sandboxOrigin, shot, signIn } from './support.ts';

interface Party { name: string; accounts: string[] }

const decode = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The phone console's index: each party's name and the accounts it signs for, in account order. */
async function parties(request: APIRequestContext): Promise<Map<string, Party>> {
  const html = await (await request.get(`${sandboxOrigin}/console/phone`, { headers: DEV })).text();
  const map = new Map<string, Party>();
  for (const row of html.split('<tr>')) {
    const cells = [...row.matchAll(/<td>(?:<a [^>]*>)?([^<]*)(?:<\/a>)?<\/td>/g)].map((m) => decode(m[1]));
    if (cells.length === 5 && /^P\d{4}$/.test(cells[0])) map.set(cells[0], { name: cells[1], accounts: cells[4].split(',').map((s) => s.trim()).filter(Boolean) });
  }
  return map;
}

/** The n-th cash account of the user whose parties are P<nn>..: found by who signs it (sandbox README seed table). */
async function seededAccounts(request: APIRequestContext, nn: '01' | '02') {
  const all = await parties(request);
  const p = (ss: string) => all.get(`P${nn}${ss}`) as Party;
  const both = (a: string, b: string) => p(a).accounts.filter((acc) => p(b).accounts.includes(acc));
  return {
    party: p,
    sole: both('01', '03')[0],
    dual: both('01', '02')[0],
    lockAccount: p('04').accounts[0],
    pushAccount: p('07').accounts[0],
    genericAccount: p('11').accounts[0],
  };
}

const tab = (accountNumber: string) => `/#/dashboard/cash-account/${accountNumber}/payments`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openTab(page: Page, accountNumber: string) {
  await page.goto(tab(accountNumber));
  await expect(page.getByRole('heading', { name: 'Make a payment' })).toBeVisible();
}

const picker = (page: Page) => page.getByLabel('Choose a payee or biller');

/** Chooses the picker's option whose text contains `text`. */
async function choose(page: Page, text: string) {
  const labels = await picker(page).locator('option').allTextContents();
  const label = labels.find((l) => l.includes(text));
  expect(label, `an option with ${text}`).toBeTruthy();
  await picker(page).selectOption({ label: label as string });
}

/** Types into a field and leaves it, so the payment is validated. */
async function type(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

async function fault(request: APIRequestContext, path: string, method: string, times = 20) {
  const res = await request.post(`${sandboxOrigin}/sandbox/faults`, { headers: DEV, data: { path, method, status: 503, times } });
  expect(res.ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
});

/** A saved-biller (AGL) payment up to the review. */
async function reviewAglPayment(page: Page, amount: string) {
  await choose(page, 'biller 23796');
  await expect(page.getByLabel('Customer reference number (CRN)')).toHaveValue('40112233');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review the payment' })).toBeVisible();
}

test('every 002 §5 field message comes from typing into the form, under its field', async ({ page, request }) => {
  const { sole } = await seededAccounts(request, '01');
  await signIn(page, 'wrap.adviser');
  await openTab(page, sole);
  await expect(page.getByText('Available balance')).toBeVisible();

  // Nothing shown before the user touches a field; Continue shows what is missing.
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(page.getByText('An amount is required. Please enter a payment amount.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectMessage(amount, 'An amount is required. Please enter a payment amount.');
  // Focus goes to the first field with a message: the payee or biller, not chosen yet.
  await expectMessage(picker(page), 'Please choose one payee or biller.');
  await expect(picker(page)).toBeFocused();
  await type(amount, '0');
  await expectMessage(amount, 'Amount must be greater than zero. Please enter a valid payment amount.');
  await type(amount, '10.00');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');

  const fromNarrative = page.getByLabel('Description on your statement');
  await type(fromNarrative, 'Nineteen characters');
  await expectMessage(fromNarrative, 'The description entered is too long. Please shorten the description.');
  await type(fromNarrative, 'Electricity');

  // A new BPAY biller.
  await choose(page, 'New biller (BPAY)');
  const biller = page.getByLabel('Biller code');
  const crn = page.getByLabel('Customer reference number (CRN)');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectMessage(biller, 'A BSB or biller code is required. Please enter a valid BSB or biller code.');
  await expectMessage(crn, 'A CRN is required. Please enter a CRN.');
  await type(biller, '99999');
  await expectMessage(biller, 'The BSB or biller code is not valid. Please enter a valid BSB or biller code.');
  await type(biller, '75556');
  await expect(page.getByRole('status').filter({ hasText: 'Australian Taxation Office' })).toBeVisible();
  await type(crn, 'abc');
  await expectMessage(crn, 'Only numeric values are allowed. Please amend the CRN.');
  await type(crn, '1');
  await expectMessage(crn, 'The CRN must have a minimum of 2 and maximum of 20 digits.');
  await type(crn, '   ');
  await expectMessage(crn, "The CRN can't be blank");
  await type(crn, '5500000000000005');
  await expectMessage(crn, "The CRN entered isn't valid. Please enter a valid CRN.");
  await type(crn, '5500000000000004');
  await expect(crn).not.toHaveAttribute('aria-invalid', 'true');
  // The same biller and CRN as a saved one, to be saved again.
  await type(biller, '23796');
  await type(crn, '40112233');
  await page.getByLabel('Save this biller for future payments').check();
  await expectMessage(crn, 'This payee already exists. Please select the existing payee from the list.');

  // A new EFT payee.
  await choose(page, 'New payee (BSB and account number)');
  const bsb = page.getByRole('textbox', { name: 'BSB', exact: true });
  const number = page.getByRole('textbox', { name: 'Account number', exact: true });
  const name = page.getByRole('textbox', { name: 'Account name', exact: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectMessage(bsb, 'A BSB or biller code is required. Please enter a valid BSB or biller code.');
  await expectMessage(number, 'An account number is required. Please enter an account number.');
  await expectMessage(name, 'An account name is required. Please enter an account name.');
  await type(bsb, '999999');
  await expectMessage(bsb, 'The BSB or biller code is not valid. Please enter a valid BSB or biller code.');
  await type(number, '12');
  await expectMessage(number, 'Account number must have a minimum of 3 and a maximum of 9 digits. Please amend the account number.');
  await type(name, 'Bad name!');
  await expectMessage(name, 'The account name can only contain letters, numbers, apostrophes, hyphens and round brackets. Please amend the account name to remove any other special characters.');
  await type(name, 'A'.repeat(36));
  await expectMessage(name, 'The account name must not exceed 35 characters. Please amend the account name.');
  // The saved payee O'Brien Plumbing, entered again to be saved.
  await type(bsb, '032-000');
  await expect(page.getByRole('status').filter({ hasText: 'Westpac' })).toBeVisible();
  await type(number, '456789');
  await type(name, "O'Brien Plumbing (Sydney)");
  await page.getByLabel('Save this payee for future payments').check();
  await expectMessage(number, 'This payee already exists. Please select the existing payee from the list.');

  // The ATO's EFT account: its EFT code.
  await choose(page, '092-009');
  const eftCode = page.getByLabel('EFT code');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectMessage(eftCode, 'An EFT code is required. Please enter an EFT code.');
  await type(eftCode, '12345A');
  await expectMessage(eftCode, 'Only numeric values are allowed. Please amend the EFT code.');
  await type(eftCode, '1234567890123456789');
  await expectMessage(eftCode, 'The maximum length for an ETF code is 18 digits. Please amend the EFT code.');
  await shot(page, { path: '/tmp/make-payment-form.png', fullPage: true });
  await type(eftCode, '123456789012345678');
  await expect(eftCode).not.toHaveAttribute('aria-invalid', 'true');
});

test('dates are business days: the picker offers none on weekends or holidays, typed ones are checked, and recurring needs a frequency', async ({ page, request }) => {
  const { sole } = await seededAccounts(request, '01');
  await signIn(page, 'wrap.adviser');
  await openTab(page, sole);
  await choose(page, 'biller 23796');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('5');
  await page.getByRole('radio', { name: 'Recurring' }).check();
  await expect(page.getByText("Payments are made on business days: weekends and public holidays can't be chosen.")).toBeVisible();
  const first = page.getByRole('textbox', { name: 'First payment date' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectMessage(first, 'Please enter a valid payment date.');
  await expectMessage(page.getByLabel('Frequency'), 'Please choose a frequency.');
  // A Saturday typed in: the gateway's business-day rule.
  await type(first, '04/12/2027');
  await expectMessage(first, 'The payment date must be a business day.');
  // The calendar (en-AU, Monday first) opens on the typed month: Christmas Day 2027 is a Saturday; 27 and 28
  // December 2027 are the holidays for it and Boxing Day. Weekends and holidays are shown but not offered.
  await page.getByRole('button', { name: 'Choose a date' }).first().click();
  const calendar = page.getByRole('dialog', { name: 'First payment date' });
  await expect(calendar.getByRole('button', { name: /^Saturday 4 December 2027/ })).toBeDisabled();
  await expect(calendar.getByText('December 2027', { exact: true })).toBeVisible();
  expect(await calendar.locator('thead th').allTextContents()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.getByText('January 2028', { exact: true })).toBeVisible();
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await expect(calendar.getByRole('button', { name: /^Monday 27 December 2027/ })).toBeDisabled();
  await expect(calendar.getByRole('button', { name: /^Tuesday 28 December 2027/ })).toBeDisabled();
  await expect(calendar.getByRole('button', { name: /^Wednesday 29 December 2027/ })).toBeEnabled();
  await calendar.getByRole('button', { name: /^Wednesday 29 December 2027/ }).click();
  await expect(calendar).toBeHidden();
  await expect(first).toHaveValue('29/12/2027');
  await page.getByLabel('Frequency').selectOption('Monthly');
  await shot(page, { path: '/tmp/make-payment-dates.png' });
  await type(page.getByRole('textbox', { name: 'Last payment date (optional)' }), '28/12/2027');
  await expectMessage(page.getByRole('textbox', { name: 'Last payment date (optional)' }), 'The last payment date must be after the first payment date.');
  await type(page.getByRole('textbox', { name: 'Last payment date (optional)' }), '29/06/2028');
  // Over the online threshold (002 §9): the gateway's message under the amount.
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  await type(amount, '500000.01');
  await expectMessage(amount, "Payments over $500,000 can't be made online. Please contact us to make this payment.");
  await type(amount, '5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review the payment' })).toBeVisible();
  await expect(page.getByText('Monthly from 29/12/2027 until 29/06/2028')).toBeVisible();
  // Back to edit keeps every value.
  await page.getByRole('button', { name: 'Back to edit' }).click();
  await expect(first).toHaveValue('29/12/2027');
  await expect(page.getByLabel('Frequency')).toHaveValue('Monthly');
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('5');
  await expect(page.getByLabel('Customer reference number (CRN)')).toHaveValue('40112233');
});

test('a sole authority BPAY payment is sent to the chosen signatory and approved on their phone', async ({ page, context, request }) => {
  const { sole, party } = await seededAccounts(request, '01');
  const p01 = party('01').name;
  await signIn(page, 'wrap.adviser');
  await openTab(page, sole);
  await reviewAglPayment(page, '12.50');
  await expect(page.getByText('Sole authority').first()).toBeVisible();
  await expect(page.getByText('$12.50')).toBeVisible();
  // Sole authority: one signatory, by radio; the first is chosen as the gateway would.
  const p01Choice = page.getByRole('radio', { name: new RegExp(escape(p01)) });
  await expect(page.getByRole('radio')).toHaveCount(2);
  await p01Choice.check();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await shot(page, { path: '/tmp/make-payment-review.png', fullPage: true });
  // A double click saves once.
  await page.getByRole('button', { name: 'Submit payment' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  await expect(page.getByText(`Sent to ${p01} by Authenticator app`)).toBeVisible();
  const paymentId = /PAY\d{8}/.exec((await page.getByText(/Payment reference PAY\d{8}/).textContent()) ?? '')?.[0] as string;
  await shot(page, { path: '/tmp/make-payment-result.png', fullPage: true });
  await expect(page.getByRole('link', { name: 'Go to Manage payments' })).toHaveAttribute('href', /view-payments/);

  const phone = await context.newPage();
  await phone.goto(consoleUrl('/console/phone/P0101'));
  const row = phone.getByRole('row').filter({ hasText: paymentId });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByRole('row').filter({ hasText: paymentId })).toHaveCount(0);
  await phone.close();

  // Make another payment starts afresh.
  await page.getByRole('button', { name: 'Make another payment' }).click();
  await expect(picker(page)).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('');

  // The approval raises an alert that reaches the open portal live; it opens Manage payments at the payment,
  // approved, in History.
  const bell = page.locator('[data-slot="header-bell"] button[aria-haspopup="dialog"]');
  await bell.click();
  const alert = page.getByRole('dialog', { name: 'Notifications' }).locator('[data-alert-id]')
    .filter({ hasText: `Your client approved the payment of $12.50 from ${sole}` });
  await expect(alert).toHaveCount(1);
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/view-payments\\?paymentId=${paymentId}$`));
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator(`article[data-payment-id="${paymentId}"]`);
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).toContainText('Approved');
  await expect(card).toContainText(p01);
  // The double click saved one payment: no second $12.50 payment waits for authorisation.
  await page.getByRole('tab', { name: 'Awaiting authorisation' }).click();
  await expect(page.getByRole('tab', { name: 'Awaiting authorisation' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article[data-payment-id]').first().or(page.getByText('There are no payments awaiting authorisation.'))).toBeVisible();
  await expect(page.locator('article[data-payment-id]').filter({ hasText: '$12.50' })).toHaveCount(0);
});

test('a dual authority EFT payment to a new payee is sent to both signatories', async ({ page, request }) => {
  const { dual, party } = await seededAccounts(request, '01');
  await signIn(page, 'wrap.adviser');
  await openTab(page, dual);
  await choose(page, 'New payee (BSB and account number)');
  await page.getByRole('textbox', { name: 'BSB', exact: true }).fill('062000');
  await expect(page.getByRole('status').filter({ hasText: /Commonwealth Bank/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('12345678');
  await page.getByRole('textbox', { name: 'Account name', exact: true }).fill('Jo Citizen');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('20');
  await page.getByLabel("Description on payee's statement").fill('Invoice 42');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review the payment' })).toBeVisible();
  await expect(page.getByText('Dual authority').first()).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  // Dual authority needs two: one alone cannot be submitted.
  await boxes.first().uncheck();
  await expect(page.getByText('Please choose signatories of this account to approve the payment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit payment' })).toBeDisabled();
  await boxes.first().check();
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await expect(page.getByText(`Sent to ${party('01').name} by Authenticator app`)).toBeVisible();
  await expect(page.getByText(`Sent to ${party('02').name} by Vasco token`)).toBeVisible();
});

// The brand's wording for mgl (Macquarie ID). No oasis demo user holds the Cash product with makeAPaymentFlag,
// so the oasis wording (Access Code) is checked over HTTP as grow.adviser in tests/payments.test.ts.
for (const user of [
  { username: 'wrap.adviser', nn: '01', brand: 'mgl', idName: 'Macquarie ID' },
] as const) {
  test(`each MFA outcome shows its message with the brand's wording (${user.username})`, async ({ page, request }) => {
    const a = await seededAccounts(request, user.nn);
    const name = (ss: string) => a.party(ss).name;
    const generic = "Sorry, sending authorisation to approvers is currently unavailable. Please try again later. To send authorisation, navigate to the Manage payments page and click 'Send authorisation' on the applicable payment.";
    const cases = [
      { account: a.lockAccount, party: '04', message: `${name('04')} can't receive SMS codes or authenticator approval requests because their ${user.idName} is locked. Ask your client to unlock it online, then resend from Manage payments.` },
      { account: a.lockAccount, party: '05', message: `${name('05')} is temporarily locked. Please try again after 10 minutes.` },
      { account: a.lockAccount, party: '06', message: `${name('06')} is temporarily locked. Please try again after 10 minutes.` },
      { account: a.pushAccount, party: '07', message: `${name('07')} isn't registered for the authenticator app. Ask your client to register for it, then click 'Send authorisation' on the payment in Manage payments.` },
      { account: a.pushAccount, party: '08', message: generic },
      { account: a.genericAccount, party: '11', message: generic },
    ];
    await signIn(page, user.username, user.brand);
    let open = '';
    for (const c of cases) {
      // The same account: the result's "Make another payment" starts a new one.
      if (c.account === open) await page.getByRole('button', { name: 'Make another payment' }).click();
      else await openTab(page, c.account);
      open = c.account;
      await reviewAglPayment(page, '1.00');
      await page.getByRole('radio', { name: new RegExp(escape(name(c.party))) }).check();
      await page.getByRole('button', { name: 'Submit payment' }).click();
      await expect(page.getByText(c.message, { exact: true })).toBeVisible();
      // Its one signatory was not asked: the payment is saved, and the result says it was not sent for approval.
      await expect(page.getByRole('heading', { name: 'Payment saved, but not sent for approval' })).toBeVisible();
    }
  });
}

test('a save failure keeps the review with the save message and a retry makes one payment; the generic and lookup messages under faults', async ({ page, request }) => {
  const { sole, party } = await seededAccounts(request, '01');
  await signIn(page, 'wrap.adviser');

  // Permission check fails: the generic message with Try again.
  await fault(request, '/api/wealth/payments/v2/payment-permissions/*', 'GET', 50);
  await page.goto(tab(sole));
  await expect(page.getByText('Sorry, make a payment is currently unavailable. Please try again later.')).toBeVisible();
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Make a payment' })).toBeVisible();

  // Validation unavailable: the generic message at the top of the form.
  await fault(request, '/api/wealth/payments/v2/validate', 'POST', 50);
  await choose(page, 'biller 23796');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('3.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, make a payment is currently unavailable. Please try again later.' })).toBeVisible();
  // The message can come first from the validation that leaving the Amount field starts, while Continue is still
  // confirming the biller code (its button disabled); Continue's own validation, still under the fault, ends it.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review the payment' })).toBeVisible();

  // The save fails: the save message on the review; Submit again, once the service is back, saves one payment.
  await fault(request, '/api/wealth/payments/v2/payment/save', 'POST', 50);
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Sorry, we're unable to save your payment. Please try again. If the error continues please create a new payment." })).toBeVisible();
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await expect(page.getByText(`Sent to ${party('01').name} by Authenticator app`)).toBeVisible();
  const saved = /PAY\d{8}/.exec((await page.getByText(/Payment reference PAY\d{8}/).textContent()) ?? '')?.[0] as string;

  // The BSB lookup fails: the lookup message under the BSB.
  await page.getByRole('button', { name: 'Make another payment' }).click();
  await fault(request, '/api/wealth/payments/v1/payee-biller/branch/lookup/*', 'GET', 50);
  await choose(page, 'New payee (BSB and account number)');
  await page.getByRole('textbox', { name: 'BSB', exact: true }).fill('083-004');
  await expect(page.getByRole('status').filter({ hasText: 'The BSB or BPAY Biller codes are not able to be validated. Please try again later.' })).toBeVisible();
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });

  // The failed save and its retry made one payment: the one awaiting authorisation, and no other for $3.00.
  const threeDollars = page.locator('article[data-payment-id]').filter({ hasText: '$3.00' });
  await loadUntilAnswered(page, 'PaymentsPage', (body) => body.includes(saved), () => page.goto('/#/dashboard/view-payments'));
  await expect(page.locator(`article[data-payment-id="${saved}"]`)).toBeVisible();
  await expect(threeDollars).toHaveCount(1);
});

test('a challenge call that fails on its way shows the submit failure for that signatory', async ({ page, request }) => {
  const { sole, party } = await seededAccounts(request, '01');
  await signIn(page, 'wrap.adviser');
  await openTab(page, sole);
  await reviewAglPayment(page, '2.00');
  await page.getByRole('radio', { name: new RegExp(escape(party('01').name)) }).check();
  // The challenge call itself fails between the browser and the gateway.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('MakePaymentSendChallenge')) return route.abort('failed');
    return route.continue();
  });
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await expect(page.getByText("Sorry, we're unable to submit your payment. Please try again. If the error continues please create a new payment.")).toBeVisible();
  // The payment is saved, yet its one signatory was never asked: the result says so rather than 'Payment submitted'.
  await expect(page.getByRole('heading', { name: 'Payment saved, but not sent for approval' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Resend the approval requests from Manage payments.' })).toBeVisible();
});
