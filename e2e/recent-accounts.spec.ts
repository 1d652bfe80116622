// The recent-accounts texts of 002 §8 in their states, in the header search dropdown: the empty panel of a user
// who has opened no account yet, and the new-account tooltip on an account opened in the last two days.
import { expect, test, type Page } from '@playwright/test';
import { gatewayGql, passwordGrant, signIn } from './support.ts';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search', exact: true });
const overlay = (page: Page) => page.getByTestId('search-overlay');

test('a user who has opened no account yet sees the empty recent-accounts text', async ({ page }) => {
  // No account opened yet: vision.adviser's RecentAccounts preference emptied for the test and put back after.
  // (Not first.login: signing in gives them a last login, which the whats-new spec's first-time user must not have.)
  const { access_token } = await passwordGrant('vision.adviser');
  const read = await gatewayGql<{ viewer: { preferences: { value: unknown }[] } }>(access_token, '{ viewer { preferences(keys: ["RecentAccounts"]) { value } } }');
  const had = read.viewer.preferences[0]?.value ?? null;
  const save = (value: unknown) => gatewayGql(access_token, 'mutation($v: JSON) { setPreference(key: "RecentAccounts", value: $v) { key } }', { v: value });
  await save([]);
  try {
    await signIn(page, 'vision.adviser');
    await page.getByLabel('Search in').selectOption({ label: 'Accounts' });
    await searchBox(page).click();
    await expect(overlay(page).getByText("You'll see recent accounts here, after you've navigated to your first account")).toBeVisible();
    await expect(overlay(page).getByRole('listbox', { name: 'Recent accounts' })).toHaveCount(0);
  } finally {
    await save(had);
  }
});

test('an account opened in the last two days carries the being-set-up tooltip in the search results', async ({ page }) => {
  const { access_token } = await passwordGrant('wrap.adviser');
  const found = await gatewayGql<{ accountSearch: { nodes: { accountNumber: string; isNewAccount: boolean }[] } }>(
    access_token,
    '{ accountSearch(first: 100, sort: { columns: [OPEN_DATE], order: DESC }) { nodes { accountNumber isNewAccount } } }',
  );
  const fresh = found.accountSearch.nodes.find((a) => a.isNewAccount);
  const settled = found.accountSearch.nodes.find((a) => !a.isNewAccount);
  expect(fresh, 'the seed opens some of wrap.adviser’s accounts in the last two days').toBeTruthy();
  await signIn(page, 'wrap.adviser');
  await page.getByLabel('Search in').selectOption({ label: 'Accounts' });
  await searchBox(page).fill(fresh!.accountNumber);
  const option = overlay(page).getByRole('option', { name: new RegExp(fresh!.accountNumber) }).first();
  await expect(option).toBeVisible();
  const badge = option.locator('[data-tooltip]');
  await expect(badge).toHaveAttribute('title', 'This account is being set up and will be accessible in 1 to 2 business days.');
  // An older account has no such badge.
  await searchBox(page).fill(settled!.accountNumber);
  const older = overlay(page).getByRole('option', { name: new RegExp(settled!.accountNumber) }).first();
  await expect(older).toBeVisible();
  await expect(older.locator('[data-tooltip]')).toHaveCount(0);
});
