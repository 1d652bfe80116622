// The book on the dashboard (issue 31 §2) in the browser, checked as an adviser would: its funds under
// administration against the account list's balances, and a needs-attention link landing where the adviser acts.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './support.ts';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** One CSV line's fields (quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
}

/** Every active account, as the adviser gets them: the results page's CSV export, each account once. */
async function activeAccounts(page: Page) {
  await page.goto('/#/dashboard/search/accounts?accountStatus=Active');
  await expect(page.locator('[data-table-state]')).not.toHaveAttribute('data-table-state', /initialLoading|loading|filtering/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const stream = await (await downloading).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const [header, ...lines] = Buffer.concat(chunks).subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  const columns = csvFields(header!);
  const at = (name: string) => columns.indexOf(name);
  const byNumber = new Map<string, { product: string; balance: number }>();
  for (const fields of lines.map(csvFields)) {
    byNumber.set(fields[at('Account number')]!, { product: fields[at('Product')]!, balance: cents(fields[at('Balance')]!) });
  }
  return [...byNumber.values()];
}

const product = (page: Page, id: string) => page.getByTestId('book').locator(`[data-product="${id}"]`);

test('vision.adviser: the book\'s funds under administration are the account list\'s balances added up', async ({ page }) => {
  test.slow();
  await signIn(page, 'vision.adviser');
  const book = page.getByTestId('book');
  const fua = cents((await book.getByTestId('book-fua').textContent())!);
  const cash = cents((await product(page, 'CASH').locator('span').nth(3).textContent())!);
  await shot(page, { path: '/tmp/book-vision.png', fullPage: true });

  const accounts = await activeAccounts(page);
  // A wrap's own cash account ("Vision Cash Account") is already inside the wrap's portfolio balance; the adviser
  // adds the wraps and the stand-alone cash management accounts.
  const counted = accounts.filter((a) => a.product !== 'Vision Cash Account');
  expect(counted.length).toBeLessThan(accounts.length);
  expect(counted.reduce((s, a) => s + a.balance, 0)).toBe(fua);
  const cashAccounts = accounts.filter((a) => a.product === 'Vision Cash Management Account');
  expect(cashAccounts.reduce((s, a) => s + a.balance, 0)).toBe(cash);
});

test('wrap.only: no cash in the book; a request that needs action opens its page', async ({ page }) => {
  await signIn(page, 'wrap.only');
  const book = page.getByTestId('book');
  await expect(product(page, 'CASH')).toContainText('$0.00');
  await expect(book.getByTestId('book-low-cash')).toContainText(copy['book.attention.zero']!);
  const requests = book.getByTestId('book-requests');
  const links = requests.getByRole('listitem').getByRole('link');
  if ((await links.count()) > 0) {
    const name = (await links.first().textContent())!;
    await links.first().click();
    await expect(page).toHaveURL(/#\/dashboard\/request-centre\/requests\/INT\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  }
});

test('wrap.adviser: a low-cash account opens its account page, and the threshold the adviser sets is kept', async ({ page }) => {
  test.slow();
  await signIn(page, 'wrap.adviser');
  const book = page.getByTestId('book');
  const field = book.getByLabel(copy['book.threshold.label']!);
  await field.fill('250000');
  await book.getByRole('button', { name: copy['book.threshold.save'] }).click();
  await expect(book.getByRole('status')).toHaveText(copy['book.threshold.saved']!);
  const low = book.getByTestId('book-low-cash');
  await expect(low.getByRole('heading')).toContainText('$250,000.00');
  const first = low.getByRole('listitem').first();
  const balance = (await first.locator('span').textContent())!.replace(/^Balance /, '');
  expect(cents(balance)).toBeLessThan(25_000_000);
  const link = first.getByRole('link');
  const [name, number] = (await link.textContent())!.split(/ (?=\d+$)/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/cash-account/${number}`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Another browser (a new sign-in) shows the same threshold; then it goes back to the default.
  await signIn(page, 'wrap.adviser');
  await expect(page.getByTestId('book').getByLabel(copy['book.threshold.label']!)).toHaveValue('250000');
  await page.getByTestId('book').getByLabel(copy['book.threshold.label']!).fill('5000');
  await page.getByTestId('book').getByRole('button', { name: copy['book.threshold.save'] }).click();
  await expect(page.getByTestId('book').getByRole('status')).toHaveText(copy['book.threshold.saved']!);
});
