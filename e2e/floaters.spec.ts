// The floating controls never cover the page (issue 30): 'Chat with us' (bottom right) and the Feedback tab (right
// edge) stay clear of a long table's last row and of the results export bar, at the bottom of the page and
// anywhere the bar can be scrolled to.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot, signIn } from './support';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'an element on screen').not.toBeNull();
  return b!;
}

async function floaters(page: Page) {
  const chat = page.getByRole('button', { name: 'Chat with us' });
  const feedback = page.getByRole('button', { name: 'Feedback', exact: true });
  await expect(chat).toBeVisible();
  await expect(feedback).toBeVisible();
  return [await box(chat), await box(feedback)];
}

test('the last row of a long results table and the export bar stay clear of Chat with us and the Feedback tab', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/search/accounts?accountStatus=Active,Closed,Pending,Deleted');
  await expect(page.locator('[data-table-state="loaded"]')).toBeVisible();
  const rows = page.locator('table tbody tr');
  expect(await rows.count()).toBeGreaterThan(10);

  // At the very bottom of the page: the last row (every cell of it) is clear of both.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const [chat, feedback] = await floaters(page);
  const lastRow = rows.last();
  await expect(lastRow).toBeInViewport();
  for (const cell of await lastRow.locator('td').all()) {
    const b = await box(cell);
    expect(overlaps(b, chat), 'last row under Chat with us').toBe(false);
    expect(overlaps(b, feedback), 'last row under Feedback').toBe(false);
  }
  await shot(page, { path: '/tmp/floaters-table-bottom.png' });

  // The export bar's controls (Export CSV and QIF; Cancel takes their row while an export runs), scrolled to the
  // height of the Feedback tab: the tab is beside the content, not over it.
  const exportCsv = page.getByRole('button', { name: 'Export CSV' });
  const row = exportCsv.locator('xpath=..');
  await row.evaluate((el) => {
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight / 2 + el.getBoundingClientRect().height / 2);
  });
  const [chatNow, feedbackNow] = await floaters(page);
  for (const control of await row.locator('button, a').all()) {
    if (!(await control.isVisible())) continue;
    const b = await box(control);
    expect(overlaps(b, feedbackNow), 'export bar under Feedback').toBe(false);
    expect(overlaps(b, chatNow), 'export bar under Chat with us').toBe(false);
  }
  // And the content's right edge, wherever one scrolls, ends before the tab begins.
  const contentRight = await page.locator('main').evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
  expect(contentRight).toBeLessThanOrEqual(feedbackNow.x);
  await shot(page, { path: '/tmp/floaters-export-bar.png' });
});
