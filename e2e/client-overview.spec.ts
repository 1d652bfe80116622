// The client overview (002 §2, §3, §4, §5, §7): opened from the header search, every section with
// 'Not provided' for missing values, accounts linked to their pages, the DEVICES_ERROR client (everything
// but login details) and a load error with retry. Read-only: wrap.adviser's clients, found by id.
import { expect, test, type Page } from '@playwright/test';
import { graphqlAnswer } from './graphql-answers.ts';
import { DEV, sandboxOrigin, shot, signIn } from './support.ts';

interface SandboxClient { contact_id: string; type: string; first_name: string | null; middle_name: string | null; last_name: string | null; organisation_name: string | null }
interface SandboxAccount { accountNumber: string; accountStatus: string; accountType: string }

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search', exact: true });
const overlay = (page: Page) => page.getByTestId('search-overlay');

async function token(): Promise<string> {
  const res = await fetch(`${sandboxOrigin}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'wrap.adviser', password: 'demo' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function api<T>(path: string, bearer: string): Promise<T> {
  const res = await fetch(`${sandboxOrigin}/api${path}`, { headers: { authorization: `Bearer ${bearer}` } });
  return (await res.json()) as T;
}

const accountsOf = (id: string, bearer: string) =>
  api<{ account_details: SandboxAccount[] }>(
    `/wealth/channel/adviser/v1/clients/${id}/related-accounts?include-term-deposit-accounts=true&include-balances=true&account-status=Open,Closed,Dormant,Held,Blocked&include-mot-accounts=true&badge=mgl`,
    bearer,
  ).then((r) => r.account_details.filter((a) => a.accountStatus === 'Active' || a.accountStatus === 'Closed'));

/** wrap.adviser's clients: an individual with accounts, a company, and one whose details carry DEVICES_ERROR (ids ending in 7). */
async function pickClients() {
  const bearer = await token();
  const clients = (await api<{ data: SandboxClient[] }>('/wealth/ada/search/clients?query=c00&limit=100', bearer)).data;
  let person: { client: SandboxClient; accounts: SandboxAccount[] } | null = null;
  for (const client of clients.filter((c) => c.type === 'individual' && !c.contact_id.endsWith('7'))) {
    const accounts = await accountsOf(client.contact_id, bearer);
    if (accounts.some((a) => a.accountType === 'WRAP' || a.accountType === 'CASH')) {
      person = { client, accounts };
      break;
    }
  }
  const company = clients.find((c) => c.type !== 'individual' && !c.contact_id.endsWith('7'))!;
  const devices = clients.find((c) => c.contact_id.endsWith('7'))!;
  return { person: person!, company, devices };
}

const nameOf = (c: SandboxClient) => c.organisation_name ?? [c.first_name, c.middle_name, c.last_name].filter(Boolean).join(' ');

/** Finds a client by its id in the header search and opens it. */
async function openFromSearch(page: Page, client: SandboxClient) {
  await searchBox(page).fill(client.contact_id);
  const option = overlay(page).locator(`#search-client-${client.contact_id}`);
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/client/${client.contact_id}\\?`));
}

test('an individual opened from the header search shows every section and links its accounts', async ({ page }) => {
  const { person } = await pickClients();
  await signIn(page, 'wrap.adviser');
  await openFromSearch(page, person.client);
  const url = new URL(page.url().replace('#/', ''));
  expect(url.searchParams.get('fullName')).toBe(nameOf(person.client));
  expect(url.searchParams.get('contactId')).toBe(person.client.contact_id);

  await expect(page.getByRole('heading', { level: 1, name: nameOf(person.client) })).toBeFocused();
  for (const section of ['Client details', 'Contact details', 'Addresses', 'Client login details', 'Accounts']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const contacts = page.getByRole('region', { name: 'Contact details' });
  for (const label of ['Mobile', 'Home', 'Business', 'Email', 'Fax']) {
    await expect(contacts.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  }
  await expect(contacts.getByRole('definition').first()).toHaveText(/^04\d\d \d{3} \d{3}$/);
  // An individual has no fax in the sandbox: 'Not provided' (002 §2).
  await expect(contacts.getByRole('definition').last()).toHaveText('Not provided');
  await expect(page.getByRole('region', { name: 'Client details' }).getByText('Date of birth')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Addresses' }).getByText('Residential address')).toBeVisible();
  const login = page.getByRole('region', { name: 'Client login details' });
  await expect(login.getByText('Authenticator app', { exact: true })).toBeVisible();
  await expect(login.getByRole('definition').nth(2)).toHaveText(/^(Installed|Not Installed|In Progress)$/);

  const table = page.getByRole('table', { name: `Accounts of ${nameOf(person.client)}` });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(person.accounts.length + 1);
  await shot(page, { path: '/tmp/client-overview-person.png', fullPage: true });

  const linked = person.accounts.find((a) => a.accountType === 'WRAP' || a.accountType === 'CASH')!;
  const link = table.getByRole('link').filter({ hasText: linked.accountNumber });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/dashboard/(wrap|cash)-account/${linked.accountNumber.replace(/^000/, '')}`));
  await expect(page.getByText('Page not found')).toHaveCount(0);
  // The header's back button returns to the overview (001 §2.3).
  await page.getByRole('banner').getByRole('link', { name: 'Back to client overview' }).click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/client/${person.client.contact_id}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
});

test('a company shows ABN and ACN and its business address', async ({ page }) => {
  const { company } = await pickClients();
  await signIn(page, 'wrap.adviser');
  await openFromSearch(page, company);
  const url = new URL(page.url().replace('#/', ''));
  expect(url.searchParams.get('organisationName')).toBe(company.organisation_name);
  const details = page.getByRole('region', { name: 'Client details' });
  await expect(details.getByText('ABN', { exact: true })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: /^\d{2} \d{3} \d{3} \d{3}$/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Addresses' }).getByText('Business address')).toBeVisible();
  await shot(page, { path: '/tmp/client-overview-company.png', fullPage: true });
  // On a phone the cards stack and the overview stays within the screen (the accounts table scrolls in its own box).
  await page.setViewportSize({ width: 390, height: 844 });
  const overview = page.locator('[data-state="LOAD_SUCCESS"]');
  await expect(page.getByRole('heading', { level: 2, name: 'Accounts' })).toBeVisible();
  await expect.poll(async () => {
    const box = await overview.boundingBox();
    const overflow = await overview.evaluate((el) => el.scrollWidth - el.clientWidth);
    return box && box.x + box.width <= 390 && overflow <= 0;
  }).toBe(true);
  await shot(page, { path: '/tmp/client-overview-phone.png', fullPage: true });
});

test('the DEVICES_ERROR client shows everything but its login details', async ({ page }) => {
  const { devices } = await pickClients();
  await signIn(page, 'wrap.adviser');
  await openFromSearch(page, devices);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Accounts' })).toBeVisible();
  const login = page.getByRole('region', { name: 'Client login details' });
  await expect(login.getByRole('note')).toHaveText(/Client login details are unavailable/);
  await expect(login.getByText('Authenticator app')).toHaveCount(0);
  await shot(page, { path: '/tmp/client-overview-devices-error.png', fullPage: true });
});

test('a load error offers a retry that shows the client', async ({ page }) => {
  const { company } = await pickClients();
  const path = `/api/wealth/channel/adviser/v2/adviser/client/${company.contact_id}/details`;
  const fault = await fetch(`${sandboxOrigin}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...DEV },
    body: JSON.stringify({ path, status: 500 }),
  });
  expect(fault.status).toBe(201);
  try {
    await signIn(page, 'wrap.adviser');
    await openFromSearch(page, company);
    const alert = page.getByRole('alert').filter({ hasText: "Sorry, we couldn't load this client's details. Please try again." });
    await expect(alert).toBeVisible();
    // The name from the query is the heading while the details cannot be had.
    await expect(page.getByRole('heading', { level: 1, name: company.organisation_name! })).toBeVisible();
    await shot(page, { path: '/tmp/client-overview-load-error.png', fullPage: true });
  } finally {
    await fetch(`${sandboxOrigin}/sandbox/faults`, { method: 'DELETE', headers: DEV });
  }
  // Try again until the details come, each time waiting for the page's answer rather than for a clock.
  const retry = page.getByRole('button', { name: 'Try again' });
  const details = page.getByRole('heading', { level: 2, name: 'Contact details' });
  while (await retry.isVisible()) {
    const answered = graphqlAnswer(page, 'ClientOverviewPage');
    await retry.click();
    await answered;
    await expect(retry.or(details)).toBeVisible();
  }
  await expect(details).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
