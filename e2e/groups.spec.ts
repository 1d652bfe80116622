// Account groups in the browser (issue 5): create a fee group and find it in wrap group search, the
// maximum message at 8 accounts, the 'active' message for a closed account, the full-access block for
// limited.access, closing a group, and the catalogue's failures reached through /sandbox/faults.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { composerCode } from '../sandbox/src/seed/account-numbers.ts';
import { graphqlAnswer } from './graphql-answers.ts';
import { DEV, sandboxOrigin, signIn } from './support.ts';

const GROUPS = '/api/wealth/grouping/v2/account-groups';
const DEALER = 'HBWP';

interface Row {
  accountId: string;
  accountNumber: string;
  accountStatus: string;
  adviserCode: string;
}

async function sandboxToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username, password: 'demo' } });
  return (await res.json()).access_token;
}

/** Wrap accounts of wrap.adviser under the dealer that pass the FEE rules now, or that fail only NOT_ACTIVE. */
async function accounts(request: APIRequestContext, status: 'Active' | 'Closed', count: number): Promise<Row[]> {
  const token = await sandboxToken(request, 'wrap.adviser');
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/M0000001/accounts?accountType=WRAP&accountStatus=${status}&limit=100`, { headers });
  const rows = ((await list.json()).data.accounts as Row[]).filter((r) => r.adviserCode.startsWith(DEALER));
  const unique = [...new Map(rows.map((r) => [r.accountId, r])).values()];
  const check = await request.post(`${sandboxOrigin}${GROUPS}/validate`, {
    headers,
    data: { accounts: unique.map((r) => ({ code: r.accountId })), dealerCode: DEALER, groupTypes: ['FEE'] },
  });
  const errors = ((await check.json()).errors ?? []) as Array<{ account: string | null; code: string }>;
  const allowed = status === 'Active' ? [] : ['NOT_ACTIVE'];
  return unique
    .filter((r) => {
      const codes = errors.filter((e) => e.account === r.accountId).map((e) => e.code);
      return codes.length === allowed.length && codes.every((c) => allowed.includes(c));
    })
    .slice(0, count);
}

async function gatewayQuery(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  const res = await page.request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  return res.json();
}

async function addAccount(page: Page, account: Row) {
  await page.getByLabel('Search accounts', { exact: true }).fill(account.accountNumber);
  const results = page.getByRole('list', { name: 'Search accounts' });
  await results.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.locator(`[data-account="${account.accountNumber}"]`)).toBeVisible();
}

const setFault = (page: Page, fault: Record<string, unknown>) => page.request.post(`${sandboxOrigin}/sandbox/faults`, { data: fault, headers: DEV });

test.afterEach(async ({ request }) => {
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
});

/** Creates a reporting group of two active accounts on the sandbox, signs in and opens its page. */
async function openNewReportingGroup(page: Page, prefix: string): Promise<{ name: string }> {
  const chosen = await accounts(page.request, 'Active', 2);
  const token = await sandboxToken(page.request, 'wrap.adviser');
  const name = `${prefix} ${Date.now().toString(36)}`;
  const created = await page.request.post(`${sandboxOrigin}${GROUPS}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, groupTypes: ['REPORTING'], businessVentureId: 'MPM', dealerCode: DEALER, accounts: chosen.map((a) => ({ code: a.accountId })) },
  });
  const { code } = await created.json();
  await signIn(page, 'wrap.adviser');
  await page.goto(`/#/dashboard/account-group/${code}`);
  return { name };
}

test('create a fee group of 3 accounts and find it in wrap group search', async ({ page }) => {
  const chosen = await accounts(page.request, 'Active', 3);
  expect(chosen).toHaveLength(3);
  await signIn(page, 'wrap.adviser');
  await page.getByRole('link', { name: 'Create account group' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account group' })).toBeVisible();
  const name = `E2E Fees ${Date.now().toString(36)}`;
  await page.getByLabel('Group name', { exact: true }).fill(`${name}!*`);
  await page.getByLabel('Group name', { exact: true }).blur();
  await expect(page.getByLabel('Group name', { exact: true })).toHaveValue(name);
  await page.getByRole('radio', { name: 'Fee' }).check();
  await page.getByRole('checkbox', { name: 'Adviser fee' }).check();
  for (const account of chosen) await addAccount(page, account);
  await expect(page.getByText('Selected accounts (3)')).toBeVisible();
  // Search leaves out what is already selected.
  await page.getByLabel('Search accounts', { exact: true }).fill(chosen[0].accountNumber);
  await expect(page.getByText('No other accounts match.')).toBeVisible();
  await page.getByLabel('Search accounts', { exact: true }).fill('');

  const retrieved = graphqlAnswer(page, 'GetAccountGroup');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Creating your group…' })).toBeVisible();
  // Retrieval waits 3 s after the create (000 §4), then the group page opens with what it read.
  await retrieved;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard\/account-group\/AG\d{6}$/);
  const code = page.url().split('/').pop();
  await expect(page.getByText('Adviser fee', { exact: true })).toBeVisible();
  const table = page.getByRole('table');
  for (const account of chosen) await expect(table.getByText(account.accountNumber, { exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);

  // Found through the header's wrap group search, which opens the group again.
  await page.goto('/#/dashboard');
  await page.getByLabel('Search in').selectOption({ label: 'Wrap groups' });
  await page.getByRole('combobox', { name: 'Search', exact: true }).fill(name);
  const groups = page.getByTestId('search-overlay').getByRole('listbox', { name: 'Wrap groups', exact: true });
  await groups.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/account-group/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The creator by name, not by code.
  await expect(page.getByRole('definition').filter({ hasText: 'Olivia Bennett' })).toBeVisible();
  await expect(page.getByText(/M\d{7}/)).toHaveCount(0);
});

test('a 9th account: the maximum message and no more searching', async ({ page }) => {
  const chosen = await accounts(page.request, 'Active', 8);
  expect(chosen).toHaveLength(8);
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/account-group/create');
  for (const account of chosen.slice(0, 7)) await addAccount(page, account);
  await expect(page.getByText("You've reached the maximum number")).toHaveCount(0);
  await addAccount(page, chosen[7]);
  await expect(page.getByRole('alert').filter({ hasText: "You've reached the maximum number of accounts you can have in a group. Please remove an account before searching for a new one." })).toBeVisible();
  await expect(page.getByLabel('Search accounts', { exact: true })).toBeDisabled();
  // Removing one opens the search again.
  await page.getByRole('button', { name: /^Remove / }).first().click();
  await expect(page.getByLabel('Search accounts', { exact: true })).toBeEnabled();
  await expect(page.getByText("You've reached the maximum number")).toHaveCount(0);
});

test('over the maximum: adding related accounts past 8 shows the over-limit message', async ({ page }) => {
  const token = await sandboxToken(page.request, 'wrap.adviser');
  const list = await page.request.get(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/M0000001/accounts?accountType=WRAP&accountStatus=Active&limit=100`, { headers: { authorization: `Bearer ${token}` } });
  const rows = (await list.json()).data.accounts as Array<Row & { accountName: string }>;
  const byName = new Map<string, Set<string>>();
  for (const r of rows) byName.set(r.accountName, (byName.get(r.accountName) ?? new Set()).add(r.accountNumber));
  const [holder, numbers] = [...byName].find(([, n]) => n.size >= 2)!;
  const [eighth, ninth] = [...numbers];
  const others = [...new Set(rows.filter((r) => !byName.get(holder)!.has(r.accountNumber) && r.accountName !== holder).map((r) => r.accountNumber))].slice(0, 7);
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/account-group/create');
  for (const accountNumber of others) await addAccount(page, { accountNumber } as Row);
  await addAccount(page, { accountNumber: eighth } as Row);
  await expect(page.getByText("You've reached the maximum number of accounts you can have in a group. Please remove an account before searching for a new one.")).toBeVisible();
  await page.getByRole('table', { name: 'Related accounts' }).getByRole('checkbox', { name: `Select ${holder} ${ninth}` }).check();
  await page.getByRole('button', { name: 'Add selected' }).click();
  await expect(page.getByText('Selected accounts (9)')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The number of accounts exceeds the maximum amount allowed for a group. Please remove some accounts.' })).toBeVisible();
  await page.getByLabel('Group name', { exact: true }).fill('E2E too many');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(/account-group\/create$/);
});

test('perpetual: statement groups and the MPMPPT business venture', async ({ page }) => {
  await signIn(page, 'perpetual.adviser', 'perpetual');
  await page.goto('/?brand=perpetual#/dashboard/account-group/create');
  await expect(page.getByRole('radio', { name: 'Statement' })).toBeVisible();
  await expect(page.getByLabel('Business venture', { exact: true })).toHaveValue('MPMPPT');
  await expect(page.getByLabel('Business venture', { exact: true }).locator('option')).toHaveCount(1);
});

test("a closed account shows the 'active' message", async ({ page }) => {
  const [closed] = await accounts(page.request, 'Closed', 1);
  const [active] = await accounts(page.request, 'Active', 1);
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/account-group/create');
  await addAccount(page, active);
  await addAccount(page, closed);
  const item = page.locator(`[data-account="${closed.accountNumber}"]`);
  await expect(item.getByRole('alert')).toHaveText("This account is not 'active'. An account must be active for inclusion in an account group.");
  await expect(page.locator(`[data-account="${active.accountNumber}"]`).getByRole('alert')).toHaveCount(0);
  // The form refuses to submit while a message stands.
  await page.getByLabel('Group name', { exact: true }).fill('E2E never made');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(/account-group\/create$/);
});

test('related accounts: active accounts of the same holder, added from the table', async ({ page }) => {
  const token = await sandboxToken(page.request, 'wrap.adviser');
  const list = await page.request.get(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/M0000001/accounts?accountType=WRAP&accountStatus=Active&limit=100`, { headers: { authorization: `Bearer ${token}` } });
  const rows = (await list.json()).data.accounts as Array<Row & { accountName: string }>;
  const byName = new Map<string, Set<string>>();
  for (const r of rows) byName.set(r.accountName, (byName.get(r.accountName) ?? new Set()).add(r.accountNumber));
  const [holder, numbers] = [...byName].find(([, n]) => n.size >= 2)!;
  const [first, second] = [...numbers];
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/account-group/create');
  await addAccount(page, { accountNumber: first } as Row);
  const table = page.getByRole('table', { name: 'Related accounts' });
  await expect(table.getByText(second, { exact: true })).toBeVisible();
  await expect(table.getByText(first, { exact: true })).toHaveCount(0); // selected ones are left out
  await table.getByRole('checkbox', { name: `Select ${holder} ${second}` }).check();
  await page.getByRole('button', { name: 'Add selected' }).click();
  await expect(page.locator(`[data-account="${second}"]`)).toBeVisible();
  await expect(page.getByText('Selected accounts (2)')).toBeVisible();
});

test('limited access: editing a group is blocked with the full-access message', async ({ page }) => {
  await signIn(page, 'limited.access');
  const groups = (await gatewayQuery(page, '{ wrapGroupSearch(first: 50) { accountGroupCode } }')).data.wrapGroupSearch;
  let blocked: string | undefined;
  for (const g of groups) {
    const res = await gatewayQuery(page, 'query($c: ID!) { accountGroup(code: $c) { isEditable } }', { c: g.accountGroupCode });
    if (res.data.accountGroup.isEditable === false) blocked = g.accountGroupCode;
    if (blocked) break;
  }
  expect(blocked).toBeDefined();
  await page.goto(`/#/dashboard/account-group/${blocked}`);
  await page.getByRole('button', { name: 'Edit group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit group' });
  await expect(dialog).toContainText("You're unable to edit this group because you don't have full access to one or more Wrap accounts in the group.");
  await expect(dialog.getByRole('button', { name: 'Open the Grouping form' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Close group' }).click();
  await expect(page.getByRole('dialog', { name: 'Close group' })).toContainText("You're unable to close this group because you don't have full access to one or more Wrap accounts in the group.");
});

test('close a group through the Grouping form', async ({ page }) => {
  const { name } = await openNewReportingGroup(page, 'E2E Close');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Close group' }).click();
  const ask = page.getByRole('dialog', { name: 'Close group' });
  await expect(ask).toContainText('To close this group use the Grouping form');
  await ask.getByRole('button', { name: 'Open the Grouping form' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this group?' });
  await confirm.getByRole('button', { name: 'Close group' }).click();
  await expect(page.getByText('This group is closed.')).toBeVisible();
  await expect(page.getByText('Group closed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit group' })).toHaveCount(0);
  const found = await gatewayQuery(page, 'query($q: String!) { wrapGroupSearch(query: $q) { accountGroupCode } }', { q: name });
  expect(found.data.wrapGroupSearch).toEqual([]);
});

test('edit a group: rename it through the Grouping form', async ({ page }) => {
  const { name } = await openNewReportingGroup(page, 'E2E Edit');
  await page.getByRole('button', { name: 'Edit group' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit group' })).toContainText('To edit this group use the Grouping form');
  await page.getByRole('button', { name: 'Open the Grouping form' }).click();
  await expect(page.getByText('Selected accounts (2)')).toBeVisible();
  await page.getByLabel('Group name', { exact: true }).fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} renamed` })).toBeVisible();
});

test('a super or pension composer code resolves to its wrap account', async ({ page }) => {
  const token = await sandboxToken(page.request, 'wrap.adviser');
  const codes = Array.from({ length: 300 }, (_, i) => composerCode(i)).join(',');
  const ids = await page.request.get(`${sandboxOrigin}/api/wealth/channel/account/v1/externalsystem/identifiers?composerCode=${codes}`, { headers: { authorization: `Bearer ${token}` } });
  const [identifier] = (await ids.json()).identifiers as Array<{ composerCode: string; 'wrap-account-number': string }>;
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/account-group/create');
  await page.getByLabel('Search accounts', { exact: true }).fill(identifier.composerCode);
  const results = page.getByRole('list', { name: 'Search accounts' });
  await expect(results).toContainText(identifier['wrap-account-number']);
  await results.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.locator(`[data-account="${identifier['wrap-account-number']}"]`)).toContainText(identifier.composerCode);
});

test.describe('failures of 000 §8', () => {
  test('validation unavailable per account, and the fee-group error', async ({ page }) => {
    const chosen = await accounts(page.request, 'Active', 2);
    await signIn(page, 'wrap.adviser');
    await setFault(page, { method: 'POST', path: `${GROUPS}/validate`, status: 500 });
    await page.goto('/#/dashboard/account-group/create');
    for (const account of chosen) await addAccount(page, account);
    for (const account of chosen) {
      await expect(page.locator(`[data-account="${account.accountNumber}"]`).getByRole('alert')).toHaveText('Group validation is currently unavailable. Please try again later.');
    }
    await expect(page.getByText('Error while validating accounts against other fee groups')).toBeVisible();
  });

  test('create failure', async ({ page }) => {
    const chosen = await accounts(page.request, 'Active', 2);
    await signIn(page, 'wrap.adviser');
    await page.goto('/#/dashboard/account-group/create');
    await page.getByLabel('Group name', { exact: true }).fill(`E2E Down ${Date.now().toString(36)}`);
    for (const account of chosen) await addAccount(page, account);
    await setFault(page, { method: 'POST', path: GROUPS, status: 503 });
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error while creating account group' })).toBeVisible();
  });

  test('update failure', async ({ page }) => {
    const chosen = await accounts(page.request, 'Active', 2);
    const token = await sandboxToken(page.request, 'wrap.adviser');
    const created = await page.request.post(`${sandboxOrigin}${GROUPS}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `E2E UpdDown ${Date.now().toString(36)}`, groupTypes: ['REPORTING'], businessVentureId: 'MPM', dealerCode: DEALER, accounts: chosen.map((a) => ({ code: a.accountId })) },
    });
    const { code } = await created.json();
    await signIn(page, 'wrap.adviser');
    await page.goto(`/#/dashboard/account-group/${code}`);
    await page.getByRole('button', { name: 'Edit group' }).click();
    await page.getByRole('button', { name: 'Open the Grouping form' }).click();
    await setFault(page, { method: 'PUT', path: `${GROUPS}/${code}`, status: 500 });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error while updating account group' })).toBeVisible();
  });

  test('group retrieval: unavailable, and any other failure', async ({ page }) => {
    await signIn(page, 'wrap.adviser');
    await setFault(page, { path: `${GROUPS}/search`, status: 503 });
    await page.goto('/#/dashboard/account-group/AG000101');
    await expect(page.getByRole('alert')).toContainText('Sorry, wrap groups are currently unavailable. Please try again later.');
    await page.request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
    await setFault(page, { path: `${GROUPS}/search`, malformed: true });
    // Try again until the page is told of the malformed answer rather than the 503 before it (the gateway's 2 s
    // response cache): each round waits for the page's answer, not for the cache's time.
    for (;;) {
      const answered = graphqlAnswer(page, 'GetAccountGroup');
      await page.getByRole('button', { name: 'Try again' }).click();
      if (!(await (await answered).text()).includes('UPSTREAM_UNAVAILABLE')) break;
    }
    await expect(page.getByRole('alert')).toContainText('Error while retrieving account group');
  });

  test('balance and access level failures on the group page', async ({ page }) => {
    await signIn(page, 'wrap.adviser');
    await setFault(page, { path: '/api/wealth/channel/portfolio/v1/*/balance', status: 500 });
    await setFault(page, { path: '/api/wealth/channel/user/v1/account/access', status: 500 });
    await page.goto('/#/dashboard/account-group/AG000103');
    await expect(page.getByRole('alert').filter({ hasText: 'Error while retrieving balance for account' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Error while retrieving access levels for accounts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit group' })).toBeDisabled();
  });

  test('wrap account numbers for a composer code', async ({ page }) => {
    await signIn(page, 'wrap.adviser');
    await page.goto('/#/dashboard/account-group/create');
    await setFault(page, { path: '/api/wealth/channel/account/v1/externalsystem/identifiers', status: 500 });
    await page.getByLabel('Search accounts', { exact: true }).fill('C12345678');
    await expect(page.getByRole('alert')).toHaveText('Error while retrieving wrap account numbers for super and pesion accounts');
  });
});
