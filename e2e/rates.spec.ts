// Rates in the browser (issue 16; 002 §2, §3, §6): the tabs follow each user's rate badges, the ARIA tabs
// keyboard, the wrap badge switch with its TD rates link, the term deposit rebate note, and the error retry.
// Read-only: wrap.adviser and grow.adviser change nothing; perpetual.adviser is used for the error case.
import { expect, test, type Page } from '@playwright/test';
import { DEV, sandboxOrigin, shot, signIn } from './support.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openRatesFromMenu(page: Page) {
  const toggle = mainMenu(page).getByRole('button', { name: 'Tools & resources', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await mainMenu(page).getByRole('link', { name: 'Rates', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard\/rates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
}

const tabNames = (page: Page) => page.getByRole('tablist', { name: 'Rate types' }).getByRole('tab').allTextContents();

test('wrap.adviser sees cash, term deposit and wrap tabs, moves with the keyboard and switches the wrap badge', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await openRatesFromMenu(page);
  await expect.poll(() => tabNames(page)).toEqual(['Cash', 'Term deposits', 'Wrap']);

  // Cash: one table per cash rate badge, each with its effective date.
  const panel = page.getByRole('tabpanel', { name: 'Cash' });
  await expect(panel.getByRole('table', { name: 'Macquarie Bank cash rates' })).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Yellow Brick Road cash rates' })).toBeVisible();
  await expect(panel.getByRole('row', { name: 'Cash Management Accelerator 4.10%' })).toBeVisible();
  await expect(panel.getByText('Effective from 05 Nov 2026')).toHaveCount(2);
  await shot(page, { path: '/tmp/rates-cash.png', fullPage: true });

  // Keyboard: arrows move the selection and focus (automatic activation).
  await page.getByRole('tab', { name: 'Cash' }).focus();
  await page.keyboard.press('ArrowRight');
  const td = page.getByRole('tab', { name: 'Term deposits' });
  await expect(td).toHaveAttribute('aria-selected', 'true');
  await expect(td).toBeFocused();
  const tdPanel = page.getByRole('tabpanel', { name: 'Term deposits' });
  await expect(tdPanel.getByText('A rebate of 25 bps (0.25% p.a.) applies to term deposits and is included in the rates shown.')).toBeVisible();
  await expect(tdPanel.getByText('Effective from 19 Nov 2026')).toBeVisible();
  await expect(tdPanel.getByRole('columnheader', { name: '$1,000,000.00 and over' })).toBeVisible();
  await expect(tdPanel.getByRole('row', { name: '6 months 4.10% 4.15% 4.20%' })).toBeVisible();
  await shot(page, { path: '/tmp/rates-term-deposits.png', fullPage: true });

  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Wrap' })).toHaveAttribute('aria-selected', 'true');
  const wrapPanel = page.getByRole('tabpanel', { name: 'Wrap' });
  await expect(wrapPanel.getByRole('heading', { name: 'Macquarie Wrap' })).toBeVisible();
  await expect(wrapPanel.getByRole('rowheader', { name: 'Wrap Pension' })).toBeVisible();
  await expect(wrapPanel.getByRole('link', { name: /Macquarie Wrap term deposit rates/ })).toHaveAttribute(
    'href',
    'https://wrap.example-adviser.test/online/rates/term-deposits',
  );

  // The wrap badge switch.
  await wrapPanel.getByLabel('Wrap product').selectOption({ label: 'Vision' });
  await expect(wrapPanel.getByRole('heading', { name: 'Vision' })).toBeVisible();
  await expect(wrapPanel.getByRole('rowheader', { name: 'Vision Super' })).toBeVisible();
  await expect(wrapPanel.getByRole('rowheader', { name: 'Wrap Pension' })).toHaveCount(0);
  await expect(wrapPanel.getByRole('link', { name: /Vision term deposit rates/ })).toHaveAttribute('href', 'https://vision.example-adviser.test/online/rates/term-deposits');
  await shot(page, { path: '/tmp/rates-wrap-vision.png', fullPage: true });
});

test('grow.adviser has no cash rate badge: only the Wrap tab, with Grow Wrap and Voyage', async ({ page }) => {
  await signIn(page, 'grow.adviser', 'oasis');
  await openRatesFromMenu(page);
  await expect.poll(() => tabNames(page)).toEqual(['Wrap']);
  await expect(page.getByRole('tab', { name: 'Cash' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Term deposits' })).toHaveCount(0);
  const wrapPanel = page.getByRole('tabpanel', { name: 'Wrap' });
  await expect(wrapPanel.getByRole('rowheader', { name: 'Grow Wrap Pension' })).toBeVisible();
  await expect(wrapPanel.getByText('Effective from 24 Oct 2026')).toBeVisible();
  const select = wrapPanel.getByLabel('Wrap product');
  await expect(select.getByRole('option')).toHaveText(['Grow Wrap', 'Voyage']);
  await select.selectOption({ label: 'Voyage' });
  await expect(wrapPanel.getByRole('rowheader', { name: 'Voyage Investment' })).toBeVisible();
  await shot(page, { path: '/tmp/rates-grow-wrap-only.png', fullPage: true });

  // On a phone the rate table scrolls inside its own focusable region and the panel stays within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const region = wrapPanel.getByRole('region', { name: 'Voyage cash account rates (% p.a.) by product and balance' });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect.poll(() => region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect.poll(async () => {
    const box = await wrapPanel.boundingBox();
    return box ? box.x + box.width <= 390 : false;
  }).toBe(true);
  await shot(page, { path: '/tmp/rates-phone.png', fullPage: true });
});

test('a failed rates call shows the error, and Try again loads the rates', async ({ page, request }) => {
  const fault = await request.post(`${sandboxOrigin}/sandbox/faults`, {
    headers: DEV,
    data: { method: 'GET', path: '/api/wealth/channel/rates/v1/wrap-rates/Perpetual', status: 500, times: 1 },
  });
  expect(fault.status()).toBe(201);
  await signIn(page, 'perpetual.adviser', 'perpetual');
  await page.goto('/#/dashboard/rates');
  const wrapPanel = page.getByRole('tabpanel', { name: 'Wrap' });
  await expect(wrapPanel.getByRole('alert')).toContainText('Sorry, rates are currently unavailable. Please try again later.');
  await wrapPanel.getByRole('button', { name: 'Try again' }).click();
  await expect(wrapPanel.getByRole('rowheader', { name: 'Perpetual WealthFocus Pension' })).toBeVisible();
  await expect(wrapPanel.getByLabel('Wrap product')).toHaveCount(0);
});
