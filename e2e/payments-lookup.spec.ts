// Make a payment's Continue and the BSB and BPAY biller lookups (issue 28 finding 9, 002 §8): with the
// lookup failing, Continue clicked at once, before the lookup answers, stays on the form with the lookup
// failure message under the code and never reaches the review; once the service is back, Continue asks again.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEV, sandboxOrigin, signIn } from './support.ts';

const LOOKUP_FAILED = 'The BSB or BPAY Biller codes are not able to be validated. Please try again later.';
const BSB_LOOKUP = '/api/wealth/payments/v1/payee-biller/branch/lookup/*';
const BILLER_LOOKUP = '/api/wealth/payments/v1/payee-biller/bpay/lookup/*';

/** A cash account that P0101 and P0103 sign for (sole authority), from the sandbox phone console's index. */
async function soleAccount(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${sandboxOrigin}/console/phone`, { headers: DEV })).text();
  const accountsOf = (party: string) => {
    const row = html.split('<tr>').find((r) => r.includes(`>${party}<`)) ?? '';
    const cells = [...row.matchAll(/<td>(?:<a [^>]*>)?([^<]*)(?:<\/a>)?<\/td>/g)].map((m) => m[1]);
    return (cells[4] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  };
  const account = accountsOf('P0101').find((a) => accountsOf('P0103').includes(a));
  expect(account, 'a sole authority account of P0101 and P0103').toBeTruthy();
  return account as string;
}

async function plant(request: APIRequestContext, path: string) {
  const res = await request.post(`${sandboxOrigin}/sandbox/faults`, { headers: DEV, data: { path, method: 'GET', status: 500 } });
  expect(res.ok()).toBe(true);
}

async function openForm(page: Page, request: APIRequestContext, option: string) {
  const account = await soleAccount(request);
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/cash-account/${account}/payments`);
  // The tab's permission and payee queries come first; on a machine shared with other runs they can be slow.
  await expect(page.getByRole('heading', { name: 'Make a payment' })).toBeVisible({ timeout: 30_000 });
  const picker = page.getByLabel('Choose a payee or biller');
  const label = (await picker.locator('option').allTextContents()).find((l) => l.includes(option)) as string;
  await picker.selectOption({ label });
}

// Sign-in, the account page and two trips through the form: more than the default budget when the machine is
// shared with other runs (it is a budget for the whole test, not a measure of any step).
test.slow();

test.afterEach(async ({ request }) => {
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
});

test('a failing BSB lookup keeps Continue on the form with the lookup message, however soon it is clicked', async ({ page, request }) => {
  await plant(request, BSB_LOOKUP);
  await openForm(page, request, 'New payee (BSB and account number)');
  const bsb = page.getByRole('textbox', { name: 'BSB', exact: true });
  const review = page.getByRole('heading', { name: 'Review the payment' });
  await bsb.fill('083004');
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('123456');
  await page.getByRole('textbox', { name: 'Account name', exact: true }).fill('Jo Citizen');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('5');
  // At once: no waiting for the lookup the BSB started.
  await page.getByRole('button', { name: 'Continue' }).click();
  // Continue ends by moving focus to the field it stopped at: after that no review can follow.
  await expect(bsb).toBeFocused();
  await expect(bsb).toHaveAttribute('aria-invalid', 'true');
  await expect(bsb).toHaveAccessibleDescription(new RegExp(LOOKUP_FAILED.replace(/\./g, '\\.')));
  await expect(review).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();

  // The service is back: Continue asks again rather than keeping the failed answer.
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(review).toBeVisible();
});

test('a failing biller code lookup keeps Continue on the form with the lookup message, however soon it is clicked', async ({ page, request }) => {
  await plant(request, BILLER_LOOKUP);
  await openForm(page, request, 'New biller (BPAY)');
  const biller = page.getByLabel('Biller code');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('5');
  await page.getByLabel('Customer reference number (CRN)').fill('5500000000000004');
  // The biller code last, then Continue at once: its lookup waits for a pause in typing and has not started.
  await biller.fill('75556');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(biller).toBeFocused();
  await expect(biller).toHaveAttribute('aria-invalid', 'true');
  await expect(biller).toHaveAccessibleDescription(new RegExp(LOOKUP_FAILED.replace(/\./g, '\\.')));
  await expect(page.getByRole('heading', { name: 'Review the payment' })).toHaveCount(0);
});
