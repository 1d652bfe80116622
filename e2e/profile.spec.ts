// Profile pages in the browser (issue 16; 001 §2.1, §2.2; 002 §7): every profile-menu item opens a real page
// (never "Page not found"), and My security saves the security level after a confirmation. wrap.adviser only
// reads; vision.adviser's security level is changed and put back; perpetual.adviser checks a brand whose
// My access flag is off.
import { expect, test, type Page } from '@playwright/test';
import { loadUntilAnswered } from './graphql-answers.ts';
import { shot, signIn } from './support.ts';

/** Whether the page's GetSecurityLevel answer says this level. */
const levelIs = (level: string) => (body: string) => (JSON.parse(body) as { data?: { securityLevel?: string } }).data?.securityLevel === level;

const profileMenu = (page: Page) => page.getByRole('menu');

async function openFromProfileMenu(page: Page, item: string) {
  const button = page.locator('header button[aria-haspopup="true"]');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await profileMenu(page).getByRole('menuitem', { name: item, exact: true }).click();
}

test('wrap.adviser opens all six profile-menu items, each a real page', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await page.locator('header button[aria-haspopup="true"]').click();
  await expect(profileMenu(page).getByRole('menuitem')).toHaveText(['My profile', 'My access', 'Notification settings', 'My security', 'ESI details', 'Legal']);
  await page.keyboard.press('Escape');

  await openFromProfileMenu(page, 'My profile');
  await expect(page).toHaveURL(/#\/dashboard\/user-profile\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const details = page.getByRole('main');
  await expect(details.getByText('User ID (MAC)')).toBeVisible();
  await expect(details.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // The names advisers know, not the bank's codes.
  await expect(details.getByRole('definition').filter({ hasText: /^Macquarie$/ })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: 'Macquarie Wrap' }).first()).toBeVisible();
  await expect(details.getByText(/\bmgl\b|MacquarieWrap/)).toHaveCount(0);
  await shot(page, { path: '/tmp/profile-details.png', fullPage: true });

  await openFromProfileMenu(page, 'My access');
  await expect(page.getByRole('heading', { level: 1, name: 'My access' })).toBeVisible();
  await expect(page.getByText('Wrap accounts')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Macquarie Wrap' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('MacquarieWrap')).toHaveCount(0);

  await openFromProfileMenu(page, 'Notification settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();

  await openFromProfileMenu(page, 'My security');
  await expect(page.getByRole('heading', { level: 1, name: 'My security' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Security level' }).or(page.getByRole('group', { name: 'Security level' }))).toBeVisible();

  await openFromProfileMenu(page, 'ESI details');
  await expect(page.getByRole('heading', { level: 1, name: 'ESI details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Macquarie Wrap Super' }).getByText('MACQWRAP')).toBeVisible();
  await shot(page, { path: '/tmp/profile-esi.png', fullPage: true });

  await openFromProfileMenu(page, 'Legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', 'https://www.example-adviser.test/mgl/privacy-policy');
  await expect(page.getByRole('link', { name: /Terms of use/ })).toHaveAttribute('href', 'https://www.example-adviser.test/mgl/terms-of-use');
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

test('the profile menu by keyboard: ArrowDown opens it on its first item, arrows move, Escape returns to the button, Enter opens', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  const button = page.locator('header button[aria-haspopup="true"]');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const items = profileMenu(page).getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(profileMenu(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/dashboard\/user-profile\/details$/);
  await expect(profileMenu(page)).toHaveCount(0);
});

test('vision.adviser changes the security level with a confirmation, and it stays after a reload', async ({ page }) => {
  await signIn(page, 'vision.adviser');
  await openFromProfileMenu(page, 'My security');
  const ultimate = page.getByRole('radio', { name: /^Ultimate/ });
  const enhanced = page.getByRole('radio', { name: /^Enhanced/ });
  // Enhanced is the default (or what a previous run left after putting it back).
  await expect(enhanced).toBeChecked();

  // Cancel keeps the saved level.
  await ultimate.check();
  await page.getByRole('button', { name: 'Save security level' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your security level?' });
  await expect(dialog).toContainText('Your security level will change to Ultimate.');
  await shot(page, { path: '/tmp/profile-security-confirm.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(enhanced).toBeChecked();

  // Confirm saves it.
  await ultimate.check();
  await page.getByRole('button', { name: 'Save security level' }).click();
  await dialog.getByRole('button', { name: 'Yes, change it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your security level is now Ultimate.' })).toBeVisible();
  await loadUntilAnswered(page, 'GetSecurityLevel', levelIs('ULTIMATE'));
  await expect(ultimate).toBeChecked();

  // And back to Enhanced, with the keyboard.
  await enhanced.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Save security level' }).click();
  await expect(dialog.getByRole('button', { name: 'Yes, change it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your security level is now Enhanced.' })).toBeVisible();
  await loadUntilAnswered(page, 'GetSecurityLevel', levelIs('ENHANCED'));
  await expect(enhanced).toBeChecked();
});

test('perpetual.adviser: no My access (flag off), the brand’s own legal links, and no "Page not found"', async ({ page }) => {
  await signIn(page, 'perpetual.adviser', 'perpetual');
  await page.locator('header button[aria-haspopup="true"]').click();
  // The menu is open (its code may arrive after the press) before its absent entry is checked and Escape closes it.
  await expect(profileMenu(page).getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(profileMenu(page).getByRole('menuitem', { name: 'My access' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(profileMenu(page)).toHaveCount(0);
  for (const item of ['My profile', 'My security', 'Legal']) {
    await openFromProfileMenu(page, item);
    await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', /perpetual/);
});

test('vision.adviser has no ESI details entry, and the page opened by its address says why', async ({ page }) => {
  await signIn(page, 'vision.adviser');
  await page.locator('header button[aria-haspopup="true"]').click();
  await expect(profileMenu(page).getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(profileMenu(page).getByRole('menuitem', { name: 'ESI details' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(page.url().replace(/#.*$/, '#/dashboard/user-profile/esi-details'));
  await expect(page.getByRole('heading', { level: 1, name: 'ESI details' })).toBeVisible();
  await expect(page.getByText(/^ESI details are available to Macquarie Wrap/)).toBeVisible();
  await expect(page.getByText('MACQWRAP')).toHaveCount(0);
});

test('on a 390 px phone My profile stays within the screen; the adviser codes table scrolls in its own box', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(page.url().replace(/#.*$/, '#/dashboard/user-profile/details'));
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const codes = page.locator('div[role="region"][aria-label="Adviser codes"]');
  await expect(codes.getByRole('row').nth(1)).toBeVisible();
  await expect
    .poll(async () => {
      const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const box = await codes.boundingBox();
      return pageOverflow <= 0 && !!box && box.x + box.width <= 390;
    })
    .toBe(true);
  // The table is wider than the phone, so its box scrolls and takes keyboard focus.
  expect(await codes.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(codes).toHaveAttribute('tabindex', '0');
  await shot(page, { path: '/tmp/profile-phone.png', fullPage: true });
});
