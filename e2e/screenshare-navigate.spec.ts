// The support person's replay follows the adviser from page to page (issue 28 §4). The adviser navigates at once
// after the viewer joins, so the page changes while the recording's first events are still on their way: the
// viewer's replay starts with some of them already in the past (its catch-up). A reload of the viewer page is all
// catch-up. Both must reach the frame, and the replay must go on following after them.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleUrl, signIn } from './support';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens a menu group of the side navigation unless it is open. */
async function expand(page: Page, group: string) {
  const toggle = mainMenu(page).getByRole('button', { name: group, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** From the menu to the one-time code. */
async function startSession(page: Page): Promise<string> {
  await expand(page, 'Help');
  await mainMenu(page).getByRole('button', { name: 'Screen sharing assistance' }).click();
  await page.getByRole('dialog', { name: 'Select product' }).getByRole('button', { name: 'Wrap' }).click();
  const modal = page.getByRole('dialog', { name: 'Start a screen sharing session' });
  await modal.getByRole('button', { name: 'Start', exact: true }).click();
  const pin = (await modal.getByTestId('screenshare-pin').textContent())?.trim() ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  return pin;
}

async function joinAsViewer(browser: Browser, pin: string): Promise<Page> {
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(consoleUrl('/console/screenshare'));
  await viewer.getByLabel('Code').fill(pin);
  await viewer.getByRole('button', { name: 'Join' }).click();
  await expect(viewer.getByRole('heading', { name: 'Screen share session' })).toBeVisible();
  return viewer;
}

test('the viewer follows a navigation made at once after the join, and again after reloading', async ({ page, browser }) => {
  // Two sessions' pages, three waits for the replay: on a machine busy with other work each step takes seconds.
  test.setTimeout(180_000);
  await signIn(page, 'wrap.adviser');
  const pin = await startSession(page);
  const viewer = await joinAsViewer(browser, pin);
  // At once: the click waits only for the code's modal to close (the viewer joining closes it).
  await expand(page, 'Clients');
  await mainMenu(page).getByRole('link', { name: 'Accounts', exact: true }).click();
  const results = { level: 1, name: 'Account search results' } as const;
  await expect(page.getByRole('heading', results)).toBeVisible({ timeout: 30_000 });

  const replay = viewer.frameLocator('#replay iframe');
  // The recording's upload (a full snapshot of a few hundred chunks) takes seconds on a loaded machine.
  await expect(replay.getByRole('heading', results)).toBeVisible({ timeout: 30_000 });
  await expect(viewer.locator('#status')).toHaveText('CONNECTED');

  // A reload replays everything stored so far as catch-up, then goes on live: back to the dashboard.
  await viewer.reload();
  await expect(replay.getByRole('heading', results)).toBeVisible({ timeout: 30_000 });
  await mainMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Olivia/ })).toBeVisible();
  await expect(replay.getByRole('heading', { level: 1, name: /Olivia/ })).toBeVisible({ timeout: 30_000 });
  await expect(replay.getByRole('heading', results)).toHaveCount(0);
  await viewer.context().close();
});
