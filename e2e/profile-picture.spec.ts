// The profile picture card on My profile in the browser (002 §7): a PDF is refused before any call, a real PNG is
// previewed, saved, and then shows on My profile and in the header's profile menu button, also after a reload.
// User: limited.access (no other spec looks at its header avatar).
import { expect, test, type Page } from '@playwright/test';
import { isOperation } from './graphql-answers.ts';
import { shot, signIn } from './support.ts';

// A real 24x24 PNG (a blue and orange check).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAALklEQVR42mOQz9+Khj5tNEFDxKhhGDWIjgaRpw1TzahB9DRoNGWP5rVRg+hiEAB9931uCUbUdAAAAABJRU5ErkJggg==',
  'base64',
);
const SRC = `data:image/png;base64,${PNG.toString('base64')}`;

const card = (page: Page) => page.getByRole('region', { name: 'Profile picture' });
const upload = (page: Page) => card(page).getByLabel(/^(Upload a picture|Change picture)$/);
const headerAvatar = (page: Page) => page.locator('header button[aria-haspopup="true"] img');

async function openMyProfile(page: Page) {
  await page.locator('header button[aria-haspopup="true"]').click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My profile', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
}

test('a PNG uploaded on My profile shows there and in the header, after a reload too; a PDF is refused', async ({ page }) => {
  await signIn(page, 'limited.access');
  await openMyProfile(page);
  await expect(card(page)).toBeVisible();

  // A wrong type: refused at once with a clear message, nothing sent.
  const sends: string[] = [];
  page.on('request', (request) => {
    if (isOperation(request, 'SetProfilePicture')) sends.push(request.url());
  });
  await upload(page).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%demo\n') });
  await expect(card(page).getByRole('alert')).toHaveText('Choose a PNG, JPEG, GIF or WebP image.');
  expect(sends).toEqual([]);

  // A real PNG: previewed, then saved.
  await upload(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(card(page).getByRole('img', { name: 'Preview of your new profile picture' })).toHaveAttribute('src', SRC);
  await expect(card(page).getByRole('alert')).toHaveCount(0);
  await shot(page, { path: '/tmp/profile-picture-preview.png' });
  await card(page).getByRole('button', { name: 'Save picture' }).click();
  await expect(card(page).getByRole('status')).toHaveText('Your profile picture is saved.');
  expect(sends).toHaveLength(1);
  await expect(card(page).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', SRC);
  await expect(headerAvatar(page)).toHaveAttribute('src', SRC);
  await shot(page, { path: '/tmp/profile-picture-saved.png' });

  // Stored by the gateway, not just on screen.
  await page.reload();
  await expect(card(page).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', SRC);
  await expect(headerAvatar(page)).toHaveAttribute('src', SRC);
  await expect(card(page).getByText('Change picture')).toBeVisible();
});

test('the upload is keyboard-operable: Tab reaches it, and its hint names the accepted types', async ({ page }) => {
  await signIn(page, 'limited.access');
  await openMyProfile(page);
  const input = upload(page);
  await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
  // From the card's text, Tab moves to the upload.
  await card(page).getByText(/PNG, JPEG, GIF or WebP, up to 2 MB/).click();
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await expect(input).toHaveAccessibleDescription(/PNG, JPEG, GIF or WebP, up to 2 MB/);
  // The focus ring shows on the drawn button.
  const outline = await card(page).locator('label', { hasText: /^(Upload a picture|Change picture)$/ }).evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('solid');
});
