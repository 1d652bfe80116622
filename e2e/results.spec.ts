// Results pages: popular searches, filters, sorting, paging, table states, export and opening accounts.
import { expect, test, type Page } from '@playwright/test';
import { DEV, sandboxOrigin, shot, signIn } from './support';

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const column = async (page: Page, index: number) => (await bodyRows(page).locator(`td:nth-child(${index})`).allInnerTexts()).map((s) => s.trim());
const money = (text: string) => Number(text.replace(/[$,]/g, ''));

async function openResults(page: Page, search: string) {
  await page.goto(`/#/dashboard/search/accounts?${search}`);
  await expect(page.locator('[data-table-state]')).not.toHaveAttribute('data-table-state', /initialLoading|loading|filtering/);
}

test.describe('account results', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'wrap.adviser');
  });
  test.afterEach(async ({ request }) => {
    await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
  });

  test('at 1440 px with the menu pinned every column shows without scrolling sideways', async ({ page }) => {
    await openResults(page, 'query=ann&accountStatus=Active,Closed');
    await expect(page.getByRole('columnheader', { name: /Closed/ })).toBeVisible();
    const fits = await table(page).evaluate((el) => el.scrollWidth <= (el.parentElement as HTMLElement).clientWidth);
    expect(fits).toBe(true);
    await expect(page.getByRole('columnheader', { name: /Closed/ })).toBeInViewport();
  });

  test('each popular search opens its results page with its filters and sort', async ({ page }) => {
    await openResults(page, 'popularSearch=wrapByBalance');
    await expect(page.getByRole('heading', { level: 1, name: 'View Wrap accounts by portfolio balance' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'descending');
    // A page is 25 upstream rows; an account listed under two advisers shows once, so a page can be shorter.
    expect(await bodyRows(page).count()).toBeGreaterThan(15);
    const balances = (await column(page, 6)).map(money);
    expect([...balances].sort((a, b) => b - a)).toEqual(balances);
    // Column 5 is the product: Wrap products only (no cash or term deposit).
    for (const product of await column(page, 5)) expect(product).not.toMatch(/Cash|Term Deposit/);

    await openResults(page, 'popularSearch=cashByBalance');
    await expect(page.getByRole('heading', { level: 1, name: 'View cash accounts by balance' })).toBeVisible();
    const cash = (await column(page, 6)).map(money);
    expect([...cash].sort((a, b) => b - a)).toEqual(cash);

    await openResults(page, 'popularSearch=favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'My favourite accounts' })).toBeVisible();
    await expect(page.getByLabel('My favourite accounts only')).toBeChecked();
    expect(await bodyRows(page).count()).toBeGreaterThan(0);
    // Every favourite's star is pressed.
    for (const star of await table(page).getByRole('button', { name: /^Remove favourite|^Add to favourites/ }).all()) {
      await expect(star).toHaveAttribute('aria-pressed', 'true');
    }

    await openResults(page, 'popularSearch=closed30');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts closed in the last 30 days' })).toBeVisible();
    await expect(page.getByLabel('Closed from')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByRole('checkbox', { name: 'Closed', exact: true })).toBeChecked();

    await openResults(page, 'popularSearch=opened30');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts opened in the last 30 days' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Opened/ })).toHaveAttribute('aria-sort', 'descending');
    const cutoff = Date.now() - 31 * 86_400_000;
    for (const day of await column(page, 9)) expect(Date.parse(day)).toBeGreaterThan(cutoff);

    await openResults(page, 'popularSearch=openedAndFunded30');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts recently opened and funded in last 30 days' })).toBeVisible();
    await expect(page.getByLabel('Balance from')).toHaveValue('0.01');
  });

  test('paging and sorting', async ({ page }) => {
    await openResults(page, 'query=a&accountStatus=Active,Closed');
    await expect(page.getByText(/^\d+ result\(s\)$/)).toBeVisible();
    const first = await bodyRows(page).count();
    expect(first).toBeGreaterThan(15);
    expect(first).toBeLessThanOrEqual(25);
    const firstNames = await column(page, 3);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(first + 15);
    // The next page continues the name order without repeating the first.
    const all = await column(page, 3);
    expect(all.slice(0, first)).toEqual(firstNames);
    expect(new Set(await column(page, 4)).size).toBe(all.length);

    await page.getByRole('button', { name: 'Sort by Account number' }).click();
    await expect(page.getByRole('columnheader', { name: /Account number/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.locator('[data-table-state="loaded"]')).toBeVisible();
    const numbers = await column(page, 4);
    expect([...numbers].sort()).toEqual(numbers);
    await page.getByRole('button', { name: 'Sort by Account number' }).click();
    await expect(page.getByRole('columnheader', { name: /Account number/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await column(page, 4))[0]).not.toBe(numbers[0]);
    const desc = await column(page, 4);
    expect([...desc].sort().reverse()).toEqual(desc);
  });

  test('filters: product, balance range and a bad date', async ({ page }) => {
    await openResults(page, 'accountStatus=Active');
    await page.getByLabel('Product', { exact: true }).selectOption('CMHW');
    await page.getByLabel('Balance from').fill('1000');
    await page.getByLabel('Balance to').fill('50000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.locator('[data-table-state="loaded"]')).toBeVisible();
    for (const product of await column(page, 5)) expect(product).toBe('Wrap Cash Account');
    for (const balance of (await column(page, 6)).map(money)) {
      expect(balance).toBeGreaterThanOrEqual(1000);
      expect(balance).toBeLessThanOrEqual(50000);
    }
    await page.getByLabel('Opened from').fill('31/02/2024');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('Enter a date as dd/mm/yyyy.')).toBeVisible();
  });

  test('table states: no data, no filtered data and a load error', async ({ page, request }) => {
    await openResults(page, 'query=zzqqxxnomatch');
    await expect(page.locator('[data-table-state="noFilteredData"]')).toBeVisible();
    await expect(page.getByText("We can't locate any accounts matching that criteria. Please adjust your search.")).toBeVisible();

    await request.post(`${sandboxOrigin}/sandbox/faults`, { data: { path: '/api/intermediary-accounts/v2/*', status: 503 }, headers: DEV });
    await page.goto('/#/dashboard/search/accounts?query=hartfault');
    await expect(page.getByRole('alert').filter({ hasText: 'Error while retrieving accounts' })).toBeVisible();
    await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-table-state]')).toHaveAttribute('data-table-state', /loaded|noFilteredData|noData/);
  });

  test('a CSV export starts with the byte-order mark and holds the visible rows', async ({ page }) => {
    await openResults(page, 'popularSearch=cashByBalance');
    const visible = await column(page, 4);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^accounts-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await streamBytes(await download.createReadStream());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Account name,Account number,Product,Status,Adviser,Opened,Closed,Balance');
    const exported = lines.slice(1).map((line) => line.split(',')[1]);
    // The whole result set, in the table's order: the visible rows first.
    expect(exported.slice(0, visible.length)).toEqual(visible);
    expect(exported.length).toBeGreaterThan(visible.length);
    await expect(page.getByText(/^Export ready: accounts-/)).toBeVisible();
  });

  test('a large export shows its progress page by page and holds every account', async ({ page }) => {
    await openResults(page, 'accountStatus=Active,Closed,Pending,Deleted');
    const total = Number((await page.getByText(/^\d+ result\(s\)$/).innerText()).split(' ')[0]);
    expect(total).toBeGreaterThan(500);
    // Every percentage the page draws while the export runs (a page of 100 rows at a time). Whether the export
    // keeps the main thread free (its longest task) is a figure for `npm run bench:bundle` (bench/README.md),
    // not a pass mark here: a busy machine stretches every task.
    await page.evaluate(() => {
      const w = window as unknown as { drawn: string[] };
      w.drawn = [];
      new MutationObserver(() => {
        const percent = /(\d+)%/.exec(document.querySelector('progress')?.getAttribute('aria-label') ?? '')?.[1];
        if (percent && !w.drawn.includes(percent)) w.drawn.push(percent);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export QIF' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    const download = await downloading;
    const text = (await streamBytes(await download.createReadStream())).toString('utf8');
    expect(text.startsWith('!Type:Bank\r\n')).toBe(true);
    const records = text.split('^\r\n').length - 1;
    // One record per account (the count is of adviser links, so it can be a little higher).
    expect(records).toBeGreaterThan(total * 0.8);
    expect(records).toBeLessThanOrEqual(total);
    // At least six pages: the first shows 0 %, and most of the rest a percentage of their own before the end.
    const drawn = await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn);
    expect(drawn.filter((p) => Number(p) > 0 && Number(p) < 100).length, drawn.join(', ')).toBeGreaterThanOrEqual(3);
  });

  test('a long list: a window of rows in the DOM, the last reachable, the headers stuck in view', async ({ page }) => {
    await openResults(page, 'accountStatus=Active,Closed,Pending,Deleted');
    // Past 100 rows (four or five pages) the table renders a window and says how many rows it has.
    const showMore = page.getByRole('button', { name: 'Show more' });
    for (let pages = 1; !(await table(page).getAttribute('aria-rowcount')); pages += 1) {
      expect(pages, 'pages shown before the table windows its rows').toBeLessThan(10);
      await showMore.click();
      await expect(showMore).toBeEnabled();
    }
    const count = Number(await table(page).getAttribute('aria-rowcount')) - 1;
    expect(count).toBeGreaterThan(100);
    // At the top of the page: the first rows are in the DOM, the last is not.
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    const last = table(page).locator(`tbody tr[aria-rowindex="${count + 1}"]`);
    await expect(last).toHaveCount(0);
    await expect(table(page).locator('tbody tr[aria-rowindex="2"]')).toHaveCount(1);
    const rendered = table(page).locator('tbody tr[aria-rowindex]');
    expect(await rendered.count()).toBeLessThan(count / 2);

    // Scrolled to the end of the page the last row is there (rows are measured as they render, so the page
    // can grow as it scrolls), the first rows are gone, and the window is still a window.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
        return last.count();
      })
      .toBe(1);
    await expect(last).toBeInViewport();
    await expect(table(page).locator('tbody tr[aria-rowindex="2"]')).toHaveCount(0);
    expect(await rendered.count()).toBeLessThan(count / 2);
    // The headers stay in view, stuck under the portal's header and bars with nothing over them.
    const header = page.getByRole('columnheader', { name: /Account name/ });
    await expect(header).toBeInViewport();
    const stuck = await header.evaluate((th) => {
      const box = th.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { top: Math.round(box.top), sticky: Math.round(parseFloat(getComputedStyle(th).top)), covered: !th.contains(hit) };
    });
    expect(stuck.sticky).toBeGreaterThanOrEqual(64);
    expect(stuck.top).toBe(stuck.sticky);
    expect(stuck.covered).toBe(false);
    await shot(page, { path: '/tmp/results-long-list-sticky.png' });
    // The last row is a whole row a keyboard can use: its account link takes focus.
    await last.getByRole('link').first().focus();
    await expect(last.getByRole('link').first()).toBeFocused();
  });

  test('at 768 px the columns scroll sideways, with a shadow on the edge that has more until its end', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await openResults(page, 'query=a&accountStatus=Active,Closed');
    const box = table(page).locator('xpath=..');
    await expect(box).toHaveAttribute('role', 'region');
    const frame = box.locator('..');
    const shadow = (edge: '::before' | '::after') => frame.evaluate((el, pseudo) => getComputedStyle(el, pseudo).opacity, edge);
    await expect(frame).toHaveAttribute('data-more-end', 'true');
    await expect(frame).not.toHaveAttribute('data-more-start', /.*/);
    await expect.poll(() => shadow('::after')).toBe('1');
    await expect(box).toHaveAccessibleDescription('Scroll sideways to see more columns.');
    await shot(page, { path: '/tmp/results-768-more-columns.png' });

    // Scrolled to the end, the shadow moves to the start edge. Rows the box loads as it fills can widen a column
    // and put the end back out of reach (on a loaded machine they came after the first scroll), so each look
    // scrolls to the end again first.
    const atEnd = async () => {
      await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      return { end: await frame.getAttribute('data-more-end'), start: await frame.getAttribute('data-more-start'), after: await shadow('::after'), before: await shadow('::before') };
    };
    await expect.poll(atEnd).toEqual({ end: null, start: 'true', after: '0', before: '1' });
    // The last column is in view now.
    const lastHeader = page.getByRole('columnheader').last();
    await expect(lastHeader).toBeInViewport();
    // Down the box, the headers stay at its top.
    expect(await box.evaluate((el) => (el.scrollTo({ top: el.scrollHeight }), el.scrollTop))).toBeGreaterThan(0);
    const [boxAt, headerAt] = await Promise.all([box.boundingBox(), lastHeader.boundingBox()]);
    expect(Math.abs((headerAt?.y ?? -99) - (boxAt?.y ?? 0))).toBeLessThan(2);
  });

  test('opening an account goes to the page of its product code', async ({ page }) => {
    await openResults(page, 'popularSearch=wrapByBalance');
    const wrapNumber = (await column(page, 4))[0];
    await bodyRows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/dashboard/wrap-account/${wrapNumber}$`));

    await openResults(page, 'popularSearch=cashByBalance');
    const cashNumber = (await column(page, 4))[0];
    await bodyRows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/dashboard/cash-account/${cashNumber}$`));

    await openResults(page, 'accountStatus=Active');
    await page.getByLabel('Product', { exact: true }).selectOption('TD_IFA_C');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.locator('[data-table-state="loaded"]')).toBeVisible();
    const tdNumber = (await column(page, 4))[0];
    await bodyRows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/dashboard/term-deposit/${tdNumber}$`));

    // Online trading has no account page: its name is not a link.
    await openResults(page, 'accountStatus=Active');
    await page.getByLabel('Product', { exact: true }).selectOption('ONL');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.locator('[data-table-state="loaded"]')).toBeVisible();
    await expect(bodyRows(page).first().getByRole('link')).toHaveCount(0);
  });
});

test('the dealer code filter: a dealer-restricted user searches every adviser under the dealer, or the chosen one', async ({ page, request }) => {
  await signIn(page, 'dealer.staff');
  await request.delete(`${sandboxOrigin}/sandbox/requests`, { headers: DEV });
  await openResults(page, 'query=smith&accountStatus=Active');
  const advisersSent = async () => {
    const log = await (await request.get(`${sandboxOrigin}/sandbox/requests?limit=50`, { headers: DEV })).json();
    const search = log.requests.find((r: { path: string }) => /\/intermediary-accounts\/v2\/intermediaries\/[^/]+\/accounts$/.test(r.path));
    return search?.headers.advisers as string | undefined;
  };
  const all = (await advisersSent())?.split(',') ?? [];
  expect(all.length).toBeGreaterThan(3);
  for (const key of all) expect(key.startsWith('HBWP')).toBe(true);

  await page.getByLabel('Adviser code').selectOption('HBWP1002');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.locator('[data-table-state]')).toHaveAttribute('data-table-state', /loaded|noFilteredData/);
  await expect.poll(advisersSent).toBe('HBWP1002');
});

test('wrap group results list groups by query', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/search/account-groups?groupType=FEE');
  await expect(page.getByRole('heading', { level: 1, name: 'Fee groups' })).toBeVisible();
  await expect(page.locator('[data-table-state="loaded"]')).toBeVisible();
  for (const types of await column(page, 3)) expect(types).toContain('Fee');
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
