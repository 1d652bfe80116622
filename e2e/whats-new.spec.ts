// Whats-new carousel and feedback tab in the browser (issue 16; 000 §2, §3, §4). The carousel is on in the mgl and
// oasis brands (config/feature-flags); every other spec signs in through e2e/support.ts, which saves the groups as
// seen first, so only this spec meets it. Users: wrap.only (its whats-new and first-login note preferences are
// reset here to a clean state), first.login (no last login; nobody else uses it) and grow.adviser (sends its
// feedback once: afterwards its tab is gone).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEV, gatewayGql, passwordGrant, sandboxOrigin, setWhatsNewSeen, shot, signIn } from './support.ts';
import { isOperation } from './graphql-answers.ts';

const carousel = (page: Page) => page.getByRole('dialog', { name: "What's new" });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const toolsNote = (page: Page) => mainMenu(page).getByRole('note').filter({ hasText: 'Target market determinations has been renamed' });

async function openTools(page: Page) {
  const toggle = mainMenu(page).getByRole('button', { name: 'Tools & resources', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(mainMenu(page).getByRole('link', { name: 'Rates', exact: true })).toBeVisible();
}

async function newSignedIn(browser: Browser, user: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, 'mgl', { whatsNew: 'as-is' });
  return { context, page };
}

/** A returning user who has seen nothing yet: no whats-new group and no first-login note dismissed. */
async function seenNothing(user: string) {
  const { access_token } = await passwordGrant(user);
  await setWhatsNewSeen(access_token, user, []);
  await gatewayGql(access_token, `mutation { setPreference(key: "dismissed-popovers", value: []) { key } }`);
}

test('a returning user pages through what is new; Show me later hides it until a reload, Finish dismisses it for good', async ({ browser }) => {
  await seenNothing('wrap.only');
  const first = await newSignedIn(browser, 'wrap.only');
  const page = first.page;
  const dialog = carousel(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Rollover authorities online' })).toBeVisible();
  await expect(dialog.getByText('1 of 2', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await shot(page, { path: '/tmp/whatsnew-carousel.png' });

  // Show me later: gone now, back after a reload.
  await dialog.getByRole('button', { name: 'Show me later' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  await page.reload();
  await expect(dialog).toBeVisible();

  // Next, Previous, Next, then Finish on the last slide.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Direct debit account numbers at a glance' })).toBeVisible();
  await expect(dialog.getByText('Wrap and Vision', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByText('1 of 2', { exact: true })).toBeVisible();
  // Previous, now disabled, hands its focus to Next (the keyboard is not dropped behind the dialog); Next's
  // focus stays where it becomes Finish.
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Finish' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog).toBeHidden();
  await first.context.close();

  // Signed in again (a new browser session): the dismissed groups stay dismissed.
  const again = await newSignedIn(browser, 'wrap.only');
  await expect(again.page.getByRole('button', { name: 'Feedback', exact: true })).toBeVisible();
  await expect(carousel(again.page)).toHaveCount(0);
  await again.page.reload();
  await expect(again.page.getByRole('button', { name: 'Feedback', exact: true })).toBeVisible();
  await expect(carousel(again.page)).toHaveCount(0);

  // First-login help for a returning user: the Tools note, until dismissed (saved in dismissed-popovers).
  await openTools(again.page);
  await expect(toolsNote(again.page)).toBeVisible();
  await toolsNote(again.page).getByRole('button', { name: 'Dismiss note' }).click();
  await expect(toolsNote(again.page)).toHaveCount(0);
  await expect(async () => {
    await again.page.reload();
    await openTools(again.page);
    await expect(toolsNote(again.page)).toHaveCount(0);
  }).toPass();
  await again.context.close();

  // And in the next sign-in: neither the carousel nor the note comes back.
  const third = await newSignedIn(browser, 'wrap.only');
  await openTools(third.page);
  await expect(toolsNote(third.page)).toHaveCount(0);
  await expect(carousel(third.page)).toHaveCount(0);
  await third.context.close();
});

test('one notice at a time: below 1024 px the browser-support notice first, then what is new', async ({ browser }) => {
  await seenNothing('wrap.only');
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  const viewerRead = page.waitForResponse((r) => isOperation(r.request(), 'GetWhatsNewViewer'));
  await signIn(page, 'wrap.only', 'mgl', { whatsNew: 'as-is' });
  const support = page.getByRole('dialog', { name: 'Enhance your Adviser Online experience' });
  await expect(support).toBeVisible();
  // From now until 'Got it', the most dialogs open at once: the carousel beside the notice would make two.
  await page.evaluate(() => {
    const w = window as unknown as { mostOpen: number };
    const look = () => (w.mostOpen = Math.max(w.mostOpen ?? 0, document.querySelectorAll('dialog[open]').length));
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
  // The carousel has what it needs (groups not seen) and still waits behind the open notice.
  await viewerRead;
  await expect(carousel(page)).toHaveCount(0);
  await support.getByRole('button', { name: 'Got it' }).click();
  await expect(carousel(page)).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { mostOpen: number }).mostOpen)).toBe(1);
  await carousel(page).getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(carousel(page)).toBeHidden();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await context.close();
});

test('what is new never opens over an adviser who has started working: the Select product modal stays alone', async ({ browser }) => {
  await seenNothing('wrap.only');
  const context = await browser.newContext();
  const page = await context.newPage();
  // The carousel's read of what is unseen waits until the adviser has started working, as on a slow line.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (isOperation(route.request(), 'GetWhatsNewViewer')) await held;
    return route.fallback();
  });
  await signIn(page, 'wrap.only', 'mgl', { whatsNew: 'as-is' });
  const help = mainMenu(page).getByRole('button', { name: 'Help', exact: true });
  if ((await help.getAttribute('aria-expanded')) !== 'true') await help.click();
  await mainMenu(page).getByRole('button', { name: 'Screen sharing assistance' }).click();
  const select = page.getByRole('dialog', { name: 'Select product' });
  await expect(select).toBeVisible();
  const viewerRead = page.waitForResponse((r) => isOperation(r.request(), 'GetWhatsNewViewer'));
  release();
  await viewerRead;
  // A frame for the carousel to render had it wanted to.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(carousel(page)).toHaveCount(0);
  await shot(page, { path: '/tmp/whatsnew-not-over-select-product.png' });
  // Closing the modal does not bring it back either: the adviser is working (until the next sign-in or reload).
  await select.getByRole('button', { name: 'Cancel' }).click();
  await expect(select).toBeHidden();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(carousel(page)).toHaveCount(0);
  // The next load that lands on the dashboard with nothing done yet shows it.
  await page.reload();
  await expect(carousel(page)).toBeVisible();
  await context.close();
});

test('a first-time user (no last login) sees no whats-new and no first-login help', async ({ browser }) => {
  const { context, page } = await newSignedIn(browser, 'first.login');
  await expect(page.getByRole('button', { name: 'Feedback', exact: true })).toBeVisible();
  await expect(carousel(page)).toHaveCount(0);
  await openTools(page);
  await expect(toolsNote(page)).toHaveCount(0);
  await context.close();
});

test('the feedback tab sends a rating with comments, which reaches the sandbox, and then goes away', async ({ page, request }) => {
  await signIn(page, 'grow.adviser', 'oasis');
  const tab = page.getByRole('button', { name: 'Feedback', exact: true });
  await tab.click();
  const survey = page.getByRole('dialog', { name: 'Tell us what you think' });
  await expect(survey).toBeVisible();
  // Escape closes it and focus goes back to the tab.
  await page.keyboard.press('Escape');
  await expect(survey).toBeHidden();
  await expect(tab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(survey).toBeVisible();
  await survey.getByRole('button', { name: 'Send feedback' }).click();
  await expect(survey.getByRole('alert')).toHaveText('Choose a rating.');

  await survey.getByRole('radio', { name: '4 – Good' }).check();
  await survey.getByLabel('What works well for you?').fill('Search finds accounts <b>fast</b>');
  await survey.getByLabel('What could we do better?').fill('More filters on the rates page');
  await shot(page, { path: '/tmp/whatsnew-feedback.png' });
  await survey.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(survey).toBeHidden();
  await expect(tab).toHaveCount(0);
  // With the tab gone the page no longer keeps its 48 px on the right: the width's own padding (32 px at 1440).
  await expect(page.locator('main')).toHaveCSS('padding-right', '32px');

  await expect
    .poll(async () => {
      const res = await request.get(`${sandboxOrigin}/sandbox/feedback?mac=M0000002`, { headers: DEV });
      return ((await res.json()) as { feedback: Record<string, unknown>[] }).feedback.at(-1);
    })
    .toMatchObject({
      mac: 'M0000002',
      websiteName: 'Adviser Online',
      rating: 4,
      positiveComments: 'Search finds accounts <b>fast</b>',
      negativeComments: 'More filters on the rates page',
    });

  // Answered: the tab stays away after a reload (behavioural-intercept-feedback).
  const viewerRead = page.waitForResponse((r) => isOperation(r.request(), 'GetWhatsNewViewer'));
  await page.reload();
  await viewerRead;
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(tab).toHaveCount(0);
});
