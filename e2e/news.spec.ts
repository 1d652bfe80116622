// News in the browser (issue 16; 001 §2.6, §5, §9): the dashboard's News and insights card and the list pages
// differ by brand exactly as the rules say (mgl product-tag matches and the investment-updates tag, strategy
// for mgl only; oasis product-filtered; perpetual all), the filters narrow a list, one list failing shows its
// own error beside the others, and a hostile article (script, onerror, onclick, javascript: link) renders inert.
import { expect, test, type Page } from '@playwright/test';
import { loadUntilAnswered } from './graphql-answers.ts';
import { DEV, sandboxOrigin, shot, signIn } from './support.ts';

const card = (page: Page) => page.locator('section[aria-labelledby="news-widget-title"]');
const featuredIds = (page: Page, list: string) => page.getByTestId(`news-widget-${list}`).locator('[data-article-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-article-id')));
const listIds = (page: Page) => page.locator('li[data-article-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-article-id')));

test.afterEach(async ({ request }) => {
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
});

test('mgl: the card features the 5 most recent product-tag matches, investment updates only, and investment strategy', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await expect(card(page).getByRole('heading', { name: 'News and insights' })).toBeVisible();
  await expect.poll(() => featuredIds(page, 'productNews')).toEqual([
    'pn-2026-cma-bpay-limits', 'pn-2026-wrap-model-menu', 'pn-2026-online-applications', 'pn-2026-vision-reporting', 'pn-2026-maintenance',
  ]);
  await expect.poll(() => featuredIds(page, 'investmentNews')).toEqual([
    'in-2026-rba-november', 'in-2026-global-equities', 'in-2026-fixed-income', 'in-2026-aus-equities', 'in-2026-property',
  ]);
  await expect.poll(() => featuredIds(page, 'investmentStrategy')).toEqual(['is-2026-diversified-growth', 'is-2026-defensive-income']);
  await shot(page, { path: '/tmp/news-dashboard-mgl.png', fullPage: true });

  // The full list, its tabs and the filters (keyboard: tab to the select and choose).
  await card(page).getByRole('link', { name: 'View all product news' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/product-news$/);
  await expect(page.getByRole('heading', { name: 'Product news', level: 1 })).toBeVisible();
  await expect.poll(() => listIds(page)).toHaveLength(8);
  await expect(page.getByRole('navigation', { name: 'Content type' }).getByRole('link', { name: 'Education' })).toBeVisible();
  const product = page.getByLabel('Product', { exact: true });
  await product.focus();
  await product.selectOption({ label: 'Cash' });
  await expect.poll(() => listIds(page)).toEqual(['pn-2026-cma-bpay-limits', 'pn-2026-td-terms']);
  await page.getByLabel('Published').selectOption({ label: 'October 2026' });
  await expect.poll(() => listIds(page)).toEqual(['pn-2026-td-terms']);
  await expect(page.getByText('1 of 8 articles')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => listIds(page)).toHaveLength(8);
  await shot(page, { path: '/tmp/news-list-mgl.png', fullPage: true });

  // Investment news has a strategy tab for mgl; cash is not in its product menu.
  await page.goto('/#/dashboard/investment-news');
  await expect(page.getByRole('heading', { name: 'Investment news', level: 1 })).toBeVisible();
  await expect.poll(() => listIds(page)).toHaveLength(5);
  await expect(page.getByLabel('Product', { exact: true }).locator('option', { hasText: 'Cash' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Content type' }).getByRole('link', { name: 'Investment strategy' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/investment-news\/strategy$/);
  await expect.poll(() => listIds(page)).toEqual(['is-2026-diversified-growth', 'is-2026-defensive-income']);
});

test('oasis: product-filtered, no investment strategy, and an mgl-only article is not available', async ({ page }) => {
  await signIn(page, 'grow.adviser', 'oasis');
  await expect.poll(() => featuredIds(page, 'productNews')).toEqual([
    'pn-2026-growwrap-funds', 'pn-2026-online-applications', 'pn-2026-maintenance', 'pn-2026-voyage-fees',
  ]);
  await expect.poll(() => featuredIds(page, 'investmentNews')).toEqual([
    'in-2026-rba-november', 'in-2026-growwrap-menu', 'in-2026-voyage-fixed-income', 'in-2026-fixed-income', 'in-2026-aus-equities',
  ]);
  await expect(page.getByTestId('news-widget-investmentStrategy')).toHaveCount(0);
  await page.goto('/#/dashboard/investment-news');
  await expect.poll(() => listIds(page)).toHaveLength(5);
  await expect(page.getByRole('navigation', { name: 'Content type' })).toHaveCount(0);
  await page.goto('/#/dashboard/investment-news/articles/in-2026-global-equities');
  await expect(page.getByRole('alert')).toHaveText(/This article isn't available to you/);
});

test('perpetual: every article but those for excluded products only, and no strategy', async ({ page }) => {
  await signIn(page, 'perpetual.adviser', 'perpetual');
  await expect.poll(() => featuredIds(page, 'productNews')).toEqual([
    'pn-2026-cma-bpay-limits', 'pn-2026-wrap-model-menu', 'pn-2026-growwrap-funds', 'pn-2026-online-applications', 'pn-2026-vision-reporting',
  ]);
  await expect(page.getByTestId('news-widget-investmentStrategy')).toHaveCount(0);
  await page.goto('/#/dashboard/product-news');
  await expect.poll(() => listIds(page)).toHaveLength(13);
  const ids = await listIds(page);
  expect(ids).not.toContain('pn-2026-dominion-notice');
  expect(ids).not.toContain('pn-2026-fsp-matrix-notice');
  await page.getByRole('navigation', { name: 'Content type' }).getByRole('link', { name: 'Education' }).click();
  await expect.poll(() => listIds(page)).toContain('ed-2026-estate-planning');
});

test('one list failing shows its own error while the others load', async ({ page, request }) => {
  const res = await request.post(`${sandboxOrigin}/sandbox/faults`, { headers: DEV, data: { path: '/api/wealth/content/v1/news/education/articles', method: 'GET', status: 503, times: 50 } });
  expect(res.ok()).toBe(true);
  await signIn(page, 'wrap.only');
  // The gateway may answer from its 2 s cache first: reload until the page's news answer carries the fault.
  const educationFailed = (body: string) => (JSON.parse(body) as { data?: { news?: { education?: { isErrorOccurred?: boolean } } } }).data?.news?.education?.isErrorOccurred === true;
  await loadUntilAnswered(page, 'GetNews', educationFailed);
  await expect(page.getByTestId('news-widget-education').getByRole('alert')).toHaveText('Sorry, education articles are currently unavailable. Please try again later.');
  await expect.poll(() => featuredIds(page, 'productNews')).toContain('pn-2026-wrap-model-menu');
  await expect(page.getByTestId('news-widget-productNews').getByRole('alert')).toHaveCount(0);
  await shot(page, { path: '/tmp/news-list-error.png', fullPage: true });
});

test('a hostile article renders inert: no script, handler or javascript: link survives', async ({ page }) => {
  await signIn(page, 'grow.adviser', 'oasis');
  const dialogs: string[] = [];
  page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  await page.getByTestId('news-widget-productNews').getByRole('link', { name: 'Wrap platforms: weekend maintenance' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/product-news\/articles\/pn-2026-maintenance$/);
  const title = page.getByRole('heading', { name: 'Wrap platforms: weekend maintenance', level: 1 });
  await expect(title).toBeFocused();
  const body = page.getByTestId('news-article-body');
  await expect(body).toContainText('Wrap online services will be unavailable from 10 pm Saturday 28 November');
  await expect(body.locator('script, [onerror], [onclick], [href^="javascript:" i]')).toHaveCount(0);
  await expect(body.locator('img')).toHaveCount(0); // its only image had no https source
  const hostile = body.getByText('Read the maintenance notice');
  await expect(hostile).toBeVisible();
  await expect(hostile).not.toHaveAttribute('href', /.*/);
  await hostile.click();
  await body.getByText('Transactions submitted during the outage').click();
  const safe = body.getByRole('link', { name: 'the service status page' });
  await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(safe).toHaveAttribute('target', '_blank');
  expect(await page.evaluate(() => (window as unknown as { __newsHostile?: string }).__newsHostile ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
  await shot(page, { path: '/tmp/news-article.png', fullPage: true });
  await page.getByRole('link', { name: 'Back to Product news' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/product-news$/);
});
