// The fee calculator in the browser (issue 32 §3; 001 §2.1, §2.2, §6): the page is in the menu of exactly the demo
// users its rule admits, an estimate shows its breakdown and chart, bad input is shown at its field, a prefilled
// Wrap account's estimate on its own pricing is twelve times its latest month on the Fees tab, another adviser's
// account is refused, the PDF downloads and reads back, a sandbox fault shows the generic message, and axe finds
// nothing. Read-only: estimates keep nothing.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEV, gatewayGql, passwordGrant, portalOrigin, sandboxOrigin, shot, signIn } from './support.ts';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
const GENERIC = copy['feeCalculator.error'];

/** 001 §6: the wrap badge (Macquarie Wrap) with the feesCalculator account feature, on in the mgl family only. */
// Not first.login: signing in gives them a last login, which the whats-new spec's first-time user must not have.
const ADMITTED = ['wrap.adviser', 'dealer.staff', 'limited.access', 'wrap.only'];
const LEFT_OUT = ['grow.adviser', 'perpetual.adviser', 'vision.adviser'];

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openFromMenu(page: Page) {
  const toggle = mainMenu(page).getByRole('button', { name: 'Tools & resources', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await mainMenu(page).getByRole('link', { name: 'Fee calculator', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard\/fee-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fee calculator' })).toBeVisible();
  await expect(page.getByLabel('Account balance')).toBeVisible();
}

interface Account { accountId: string; accountNumber: string; accountName: string; accountBalance: number | null; accountCreated: string }

/** Straight from the sandbox: a user's active, long-funded Wrap accounts. */
async function wrapAccounts(request: APIRequestContext, username: string): Promise<Account[]> {
  const token = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username, password: 'demo' } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const user = await (await request.get(`${sandboxOrigin}/api/wealth/channel/user/v1/user/details`, { headers })).json();
  const res = await request.get(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/${user.data.mac}/accounts?accountType=WRAP&accountStatus=Active&limit=100`, { headers });
  const year = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  return ((await res.json()).data.accounts as Account[]).filter((a) => a.accountCreated < year && (a.accountBalance ?? 0) > 10_000);
}

/** The GraphQL answer as it comes, errors and all. */
async function rawGql(token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${portalOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
const aud = (c: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(c / 100);

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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG A and AA violations on the page as it is now (e2e/accessibility.spec.ts), one line per element. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Found = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: Found[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}`));
  });
}

test('the Fee calculator is in the menu of exactly the users its rule admits', async ({ page, browser }) => {
  const SHELL = '{ shell { sideNavigation { id children { id } } plugins { id } } }';
  type Nav = { id: string; children?: Nav[] | null };
  for (const username of [...ADMITTED, ...LEFT_OUT]) {
    const { shell } = await gatewayGql<{ shell: { sideNavigation: Nav[]; plugins: { id: string }[] } }>((await passwordGrant(username)).access_token, SHELL);
    const ids = shell.sideNavigation.flatMap((item) => [item.id, ...(item.children ?? []).map((c) => c.id)]);
    const admitted = ADMITTED.includes(username);
    expect({ username, menu: ids.includes('fee-calculator'), plugin: shell.plugins.some((p) => p.id === 'fee-calculator') }).toEqual({ username, menu: admitted, plugin: admitted });
  }

  await signIn(page, 'wrap.adviser');
  await openFromMenu(page);

  const other = await browser.newPage({ baseURL: portalOrigin, viewport: { width: 1440, height: 900 } });
  await signIn(other, 'vision.adviser');
  const toggle = mainMenu(other).getByRole('button', { name: 'Tools & resources', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(mainMenu(other).getByRole('link', { name: 'Rates', exact: true })).toBeVisible();
  await expect(mainMenu(other).getByRole('link', { name: 'Fee calculator', exact: true })).toHaveCount(0);
  // A typed address finds no page, and the gateway answers nothing either.
  await other.goto('/#/dashboard/fee-calculator');
  await expect(other.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await other.close();
  const vision = await rawGql((await passwordGrant('vision.adviser')).access_token, '{ feeSchedule { effectiveDate } }', {});
  expect(vision.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

test('an estimate on the standard schedule: rules at the fields, breakdown, chart, keyboard, axe and the PDF', async ({ page }, info) => {
  await signIn(page, 'wrap.adviser');
  await openFromMenu(page);
  const balance = page.getByLabel('Account balance');

  // Nothing entered: the message is at the field, which takes the focus.
  await page.getByRole('button', { name: 'Estimate fees' }).click();
  await expect(balance).toHaveAttribute('aria-invalid', 'true');
  await expect(balance).toHaveAccessibleDescription(/Enter the account balance\./);
  await expect(balance).toBeFocused();
  await expect(page.getByLabel('Adviser fee (% a year)')).toHaveAccessibleDescription(/Enter the adviser fee, or 0 for none\./);

  await balance.fill('300000');
  await page.getByRole('button', { name: 'Add investment' }).click();
  await expect(page.getByLabel('Investment 1', { exact: true })).toBeFocused();
  await page.getByLabel('Investment 1', { exact: true }).selectOption('MGE0001AU');
  await page.getByLabel('Amount of investment 1').fill('400000');
  await page.getByRole('button', { name: 'Add investment' }).click();
  await page.getByLabel('Investment 2', { exact: true }).selectOption('BHP');
  await page.getByLabel('Amount of investment 2').fill('50000');
  await page.getByRole('radio', { name: 'Dollar amount' }).check();
  const fee = page.getByLabel('Adviser fee ($ a year)');
  await fee.fill('30000.01');
  await page.getByRole('button', { name: 'Estimate fees' }).click();
  // More invested than the balance is said at the balance; the adviser fee over its limit at the fee.
  await expect(balance).toHaveAccessibleDescription(/The investments add up to more than the balance/);
  await expect(fee).toHaveAccessibleDescription(/The adviser fee can be at most \$30,000\.00 a year\./);
  await expect(page.getByTestId('fee-result')).toHaveCount(0);

  await page.getByLabel('Amount of investment 1').fill('100000.01');
  await expect(page.getByTestId('fee-cash')).toHaveText('Cash account: $149,999.99');
  await fee.fill('2200');
  // Keyboard: Enter in the last field estimates, and the estimate takes the focus.
  await fee.press('Enter');
  const result = page.getByTestId('fee-result');
  await expect(result).toBeFocused();
  await expect(result).toContainText('On the standard fee schedule effective from 01 Jul 2026.');
  await expect(result.getByRole('definition').first()).toHaveText('$4,530.00');
  const table = result.getByRole('table', { name: 'Fee breakdown' });
  await expect(table.getByRole('row', { name: /Administration fee \$300,000\.00 Tiered, plus \$180\.00 \$50\.42 \$605\.04/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Magellan Global Fund \(MGE0001AU\) \$100,000\.01 1\.35% \$112\.50 \$1,350\.00/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /BHP Group Limited \(BHP\) \$50,000\.00 0% \$0\.00 \$0\.00/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Cash account fee \$149,999\.99 0\.25% \$31\.25 \$375\.00/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Adviser service fee \$300,000\.00 \$2,200\.00 \$183\.33 \$2,199\.96/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Total \$377\.50 \$4,530\.00/ })).toBeVisible();

  // The chart, named by its figures, and its table alternative.
  const chart = page.getByTestId('fee-chart');
  await expect(chart.getByRole('img')).toHaveAccessibleName(/Yearly fees by type/);
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('table', { name: 'Yearly fees by type' }).getByRole('row', { name: 'Cash account fee $375.00 $31.25' })).toBeVisible();

  expect(await violations(page)).toEqual([]);
  await shot(page, { path: '/tmp/fee-calculator-estimate.png', fullPage: true });

  // The PDF, made only when asked, says what the page says.
  const downloading = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('fee-estimate-standard.pdf');
  const path = info.outputPath('fee-estimate.pdf');
  await download.saveAs(path);
  const text = await pdfText(path);
  expect(text).toContain('Fee estimate');
  expect(text).toContain('Fees a year: $4,530.00');
  expect(text).toMatch(/Magellan Global Fund \(MGE0001AU\) \$100,000\.01 1\.35% \$112\.50 \$1,350\.00/);
  expect(text).toMatch(/Total \$377\.50 \$4,530\.00/);

  // Print is the browser's own, and the print stylesheet shows the estimate alone.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await result.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(table).toBeVisible();
  await expect(balance).toBeHidden();
  await expect(mainMenu(page)).toBeHidden();
  await expect(result.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  // The chart's table toggle is an on-screen control (the kit's layout.noPrint): the open table prints, not its button.
  await expect(chart.getByRole('table', { name: 'Yearly fees by type' })).toBeVisible();
  await expect(chart.getByRole('button', { name: 'Hide table' })).toBeHidden();
  await shot(page, { path: '/tmp/fee-calculator-print.png' });
  await page.emulateMedia({ media: 'screen' });
  await expect(chart.getByRole('button', { name: 'Hide table' })).toBeVisible();
});

test("prefilled from a Wrap account, its own pricing is twelve times its latest month on the Fees tab; another adviser's is refused", async ({ page, request }) => {
  const [account] = await wrapAccounts(request, 'wrap.adviser');
  const token = (await passwordGrant('wrap.adviser')).access_token;
  const { accountFees } = await gatewayGql<{ accountFees: { fees: { periodTo: string; amount: string }[] } }>(
    token, 'query($id: ID!) { accountFees(accountId: $id, period: MONTH) { fees { periodTo amount } } }', { id: account!.accountId },
  );
  const latest = accountFees.fees[0]!.periodTo;
  const month = accountFees.fees.filter((f) => f.periodTo === latest).reduce((s, f) => s + cents(f.amount), 0);

  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/fee-calculator');
  await page.getByLabel('Find a Wrap account').fill(account!.accountNumber);
  const use = page.getByRole('button', { name: `Use ${account!.accountName}, ${account!.accountNumber}` });
  // The keyboard picks it: Tab from the search box to the first match, then Enter.
  await expect(use).toBeVisible();
  await page.getByLabel('Find a Wrap account').press('Tab');
  await expect(use).toBeFocused();
  await page.keyboard.press('Enter');

  const prefilled = page.getByTestId('fee-prefilled');
  await expect(prefilled).toContainText(`Filled in from ${account!.accountName} (${account!.accountNumber})`);
  await expect(prefilled).toContainText(`were ${aud(month)}, which is ${aud(month * 12)} over twelve months.`);
  await expect(page.getByRole('radio', { name: "This account's current pricing" })).toBeChecked();
  const result = page.getByTestId('fee-result');
  await expect(result).toContainText(`On the current pricing of ${account!.accountName} (${account!.accountNumber})`);
  await expect(result.getByRole('definition').first()).toHaveText(aud(month * 12));
  await expect(result.getByRole('definition').nth(1)).toHaveText(aud(month));
  // The prefilled holdings: the investments are in the form, the rest is cash.
  await expect(page.getByLabel('Investment 1', { exact: true })).not.toHaveValue('');
  await shot(page, { path: '/tmp/fee-calculator-prefilled.png', fullPage: true });

  // The same mix on the standard schedule, with an adviser fee of 0.5%.
  await page.getByRole('radio', { name: 'Standard fee schedule' }).check();
  await page.getByLabel('Adviser fee (% a year)').fill('0.5');
  await page.getByRole('button', { name: 'Estimate fees' }).click();
  await expect(result).toContainText('On the standard fee schedule effective from 01 Jul 2026.');
  await expect(result.getByRole('table', { name: 'Fee breakdown' }).getByRole('row', { name: /^Cash account fee/ })).toBeVisible();

  // Another adviser's account id, swapped in by hand, is refused as an unknown one.
  const [foreign] = await wrapAccounts(request, 'grow.adviser');
  const inputs = await rawGql(token, 'query($id: ID!) { feeEstimateInputs(accountId: $id) { balance } }', { id: foreign!.accountId });
  expect(inputs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const estimate = await rawGql(token, 'query($input: FeeEstimateInput!) { feeEstimate(input: $input) { yearly } }', {
    input: { balance: '1000.00', investments: [], adviserFee: { kind: 'PERCENT', value: '0' }, accountId: foreign!.accountId },
  });
  expect(estimate.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

test('a sandbox fault shows the generic message; Try again and a second estimate recover', async ({ page, request }) => {
  const fault = (method: string, path: string) => request.post(`${sandboxOrigin}/sandbox/faults`, { headers: DEV, data: { method, path, status: 500, times: 1 } });
  expect((await fault('GET', '/api/wealth/channel/fees/v1/fee-schedule')).status()).toBe(201);
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/fee-calculator');
  await expect(page.getByRole('alert')).toContainText(GENERIC);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Account balance')).toBeVisible();

  expect((await fault('POST', '/api/wealth/channel/fees/v1/fee-estimates')).status()).toBe(201);
  await page.getByLabel('Account balance').fill('500000');
  await page.getByLabel('Adviser fee (% a year)').fill('0');
  await page.getByRole('button', { name: 'Estimate fees' }).click();
  await expect(page.getByRole('alert')).toHaveText(GENERIC);
  await expect(page.getByTestId('fee-result')).toHaveCount(0);
  await page.getByRole('button', { name: 'Estimate fees' }).click();
  // 0.15% of 250,000 + 0.10% of 250,000 + 180 = 805 a year: 67.08 a month; cash 0.25% of 500,000 = 104.17 a month.
  await expect(page.getByTestId('fee-result').getByRole('definition').first()).toHaveText('$2,055.00');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
