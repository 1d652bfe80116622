// Screen sharing with two pages (001 §2.8, §4; issue 15): the adviser's portal and the support person's sandbox
// viewer. Product selection, the one-time code, the viewer joining with it, the live replay with every typed
// value masked (in the replay and in what the sandbox stored and streamed), the 'privatekey' stash, a remote
// logout, a failed connection's red bar, and the adviser's own logout ending the session for the viewer.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleUrl, sandboxOrigin, shot, signIn } from './support';

const USER = 'wrap.adviser';
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const bar = (page: Page) => page.getByTestId('screenshare-bar');

async function openScreenSharing(page: Page) {
  const help = mainMenu(page).getByRole('button', { name: 'Help', exact: true });
  if ((await help.getAttribute('aria-expanded')) !== 'true') await help.click();
  await mainMenu(page).getByRole('button', { name: 'Screen sharing assistance' }).click();
}

/** From the menu to the PIN; answers the code. */
async function startSession(page: Page, product = 'Wrap'): Promise<string> {
  await openScreenSharing(page);
  const select = page.getByRole('dialog', { name: 'Select product' });
  await expect(select).toBeVisible();
  // Permitted products alphabetically (wrap.adviser holds wrap and cash).
  await expect(select.getByRole('listitem')).toHaveText(['Cash Management Account', 'Term Deposits', 'Wrap']);
  await shot(page, { path: '/tmp/screenshare-select-product.png' });
  await select.getByRole('button', { name: product }).click();
  const modal = page.getByRole('dialog', { name: 'Start a screen sharing session' });
  await expect(modal.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', 'https://www.example-adviser.test/mgl/privacy-policy');
  await expect(modal.getByRole('link', { name: /Screen sharing terms and conditions/ })).toHaveAttribute('href', 'https://www.example-adviser.test/mgl/screen-share-terms');
  await shot(page, { path: '/tmp/screenshare-start.png' });
  await modal.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(modal.getByRole('heading', { name: 'Your one time secure code' })).toBeVisible();
  await expect(modal).toContainText(/call us on 1800.808.508/);
  const pin = (await modal.getByTestId('screenshare-pin').textContent())?.trim() ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  return pin;
}

/** The support person's page: joins with the code and answers the session's viewer page. */
async function joinAsViewer(browser: Browser, pin: string): Promise<Page> {
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(consoleUrl('/console/screenshare'));
  await viewer.getByLabel('Code').fill(pin);
  await viewer.getByRole('button', { name: 'Join' }).click();
  await expect(viewer.getByRole('heading', { name: 'Screen share session' })).toBeVisible();
  return viewer;
}

/** The session's stored and streamed events as the viewer's stream sends them, read until `until` shows up. */
async function streamText(viewer: Page, until: string): Promise<string> {
  const id = (await viewer.locator('#session').textContent())?.trim() ?? '';
  return viewer.evaluate(
    async ({ url, until }) => {
      const abort = new AbortController();
      const response = await fetch(url, { signal: abort.signal });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (text.includes(until)) break;
      }
      abort.abort();
      return text;
    },
    { url: `/console/screenshare/${encodeURIComponent(id)}/stream?after=0`, until },
  );
}

test('a session from product selection to the viewer watching a masked field, then a remote logout', async ({ page, browser }) => {
  await signIn(page, USER);
  // A private key in local storage must never reach the viewer, and comes back after (001 §4).
  await page.evaluate(() => localStorage.setItem('x-privatekey', 'PK-SECRET-8841'));

  const pin = await startSession(page);
  expect(await page.evaluate(() => localStorage.getItem('x-privatekey'))).toBeNull();
  // While a session is under way the menu item is disabled.
  await expect(mainMenu(page).getByRole('button', { name: 'Screen sharing assistance' })).toBeDisabled();
  await shot(page, { path: '/tmp/screenshare-pin.png' });
  // The PIN tells the adviser to start a live chat and share the code: the chat stays usable above the modal,
  // while the page behind is inert.
  expect(await page.locator('#main-content').evaluate((main) => !!main.closest('[inert]'))).toBe(true);
  await page.getByRole('button', { name: 'Chat with us', exact: true }).click();
  // The chat window itself (its Minimise button), not the transcript prompt an earlier chat of this user may have left.
  const chat = page.getByRole('dialog', { name: 'Chat with us' }).filter({ has: page.getByRole('button', { name: 'Minimise chat' }) });
  await expect(chat).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Start a screen sharing session' })).toBeVisible();

  const viewer = await joinAsViewer(browser, pin);
  // The viewer joined: the adviser's modal closes and the bar shows.
  await expect(page.getByRole('dialog', { name: 'Start a screen sharing session' })).toBeHidden();
  await expect(bar(page)).toContainText('Screen share session active. Please note this session will end if you log out of Adviser Online.');
  await expect(bar(page)).toHaveCSS('height', '48px');
  expect(await page.evaluate(() => localStorage.getItem('x-privatekey'))).toBe('PK-SECRET-8841');

  // The adviser types into a field while the viewer watches (the replay already shows the page, so the typing
  // reaches it as it happens, not in a later snapshot); the viewer's replay shows it masked.
  const secret = 'Zqx7Secret';
  const search = page.getByRole('combobox', { name: 'Search', exact: true });
  const replay = viewer.frameLocator('#replay iframe');
  await expect(replay.locator('input[type="search"], input[role="combobox"]').first()).toHaveValue('');
  await search.fill(secret);
  await expect(replay.locator('input[type="search"], input[role="combobox"]').first()).toHaveValue('*'.repeat(secret.length));
  await shot(viewer, { path: '/tmp/screenshare-viewer.png', fullPage: true });
  const replayHtml = await replay.locator('html').evaluate((el) => el.outerHTML + [...el.querySelectorAll('input')].map((i) => i.value).join('|'));
  expect(replayHtml).not.toContain(secret);

  // What the sandbox stored and streams: the masked value, never the typed one nor the private key.
  const streamed = await streamText(viewer, '*'.repeat(secret.length));
  expect(streamed).toContain('*'.repeat(secret.length));
  expect(streamed).not.toContain(secret);
  expect(streamed).not.toContain('PK-SECRET-8841');
  await shot(page, { path: '/tmp/screenshare-bar.png' });

  // The viewer sends logout: the session ends and the adviser is signed out.
  await viewer.getByRole('button', { name: 'Send logout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/mgl/logout`));
  await expect(viewer.locator('#status')).toHaveText('ENDED');
  await viewer.context().close();
});

test('a failed connection shows the red bar, which the close icon dismisses', async ({ page, browser }) => {
  await signIn(page, USER);
  const pin = await startSession(page, 'Cash Management Account');
  const viewer = await joinAsViewer(browser, pin);
  await expect(bar(page)).toContainText('Screen share session active.');
  await viewer.getByRole('button', { name: 'Simulate connection failure' }).click();
  await expect(bar(page)).toContainText('Sorry, your screen share session has ended unexpectedly. Please try again later.');
  await expect(bar(page)).toHaveCSS('height', '48px');
  await shot(page, { path: '/tmp/screenshare-failed.png' });
  await expect(mainMenu(page).getByRole('button', { name: 'Screen sharing assistance' })).toBeEnabled();
  await bar(page).getByRole('button', { name: 'Close this message' }).click();
  await expect(bar(page)).toBeHidden();
  await viewer.context().close();
});

test("the adviser's own logout during a session ends it for the viewer as a logout", async ({ page, browser }) => {
  await signIn(page, USER);
  const pin = await startSession(page);
  const viewer = await joinAsViewer(browser, pin);
  await expect(bar(page)).toBeVisible();
  // Scrolled down a page taller than the window, the bar and its End session stay in view right under the sticky
  // header (issue 30), and the side navigation starts below the bar rather than under it.
  await page.setViewportSize({ width: 1440, height: 500 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const headerBottom = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(() => bar(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(headerBottom);
  await expect(bar(page).getByRole('button', { name: 'End session' })).toBeInViewport();
  // Whole pixels: the sticky offsets are fractional at some zooms, and a quarter-pixel overlap is no overlap.
  const barBottom = await bar(page).evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
  expect(await mainMenu(page).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(barBottom);
  await shot(page, { path: '/tmp/screenshare-bar-scrolled.png' });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/mgl/logout`));
  await expect(viewer.getByRole('alert')).toHaveText('The session ended: the adviser logged out.');
  await expect(viewer.locator('#control')).toHaveText('logout');
  await viewer.context().close();
});

test('Select product is large above 1024 px and small below; Cancel at the code ends the waiting session; Escape closes nothing', async ({ page }) => {
  await signIn(page, USER);
  await openScreenSharing(page);
  const select = page.getByRole('dialog', { name: 'Select product' });
  expect((await select.boundingBox())?.width).toBe(720);
  await page.keyboard.press('Escape');
  await expect(select).toBeVisible();
  await select.getByRole('button', { name: 'Cancel' }).click();
  await expect(select).toBeHidden();
  await page.setViewportSize({ width: 1000, height: 800 });
  // Below 1024 px the side navigation opens from the header's Menu.
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await openScreenSharing(page);
  expect((await select.boundingBox())?.width).toBe(480);
  await select.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.evaluate(() => localStorage.setItem('x-privatekey', 'PK-2'));
  await startSession(page);
  const modal = page.getByRole('dialog', { name: 'Start a screen sharing session' });
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('x-privatekey'))).toBe('PK-2');
  await expect(mainMenu(page).getByRole('button', { name: 'Screen sharing assistance' })).toBeEnabled();
});

test('a reload in the middle of a session ends it for the viewer (its recording is gone) and shows no bar', async ({ page, browser }) => {
  await signIn(page, USER);
  const pin = await startSession(page);
  const viewer = await joinAsViewer(browser, pin);
  await expect(bar(page)).toBeVisible();
  await page.reload();
  await expect(viewer.locator('#status')).toHaveText('ENDED');
  await expect(viewer.getByRole('alert')).toHaveText('The session ended by the adviser.');
  await expect(mainMenu(page).getByRole('button', { name: 'Help', exact: true })).toBeVisible();
  await expect(bar(page)).toBeHidden();
  await viewer.context().close();
});
