// The Request Centre in the browser (issue 13): the list with the gateway's labels and pills and its filters,
// a case's details, cancel behind its confirmation, resend and its catalogue message once the client has
// acted, a follow-up answered with an attachment, a signed form uploaded, a request created, the dashboard
// card, and the catalogue's messages under faults. wrap.adviser's pinned cases are INT1001001 to INT1001009.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consoleUrl, DEV, sandboxOrigin, signIn } from './support.ts';

const LIST = '/#/dashboard/request-centre/requests';
const caseUrl = (intentId: string) => `/#/dashboard/request-centre/requests/${intentId}`;

async function fault(request: APIRequestContext, path: string, method: string, times = 20) {
  const res = await request.post(`${sandboxOrigin}/sandbox/faults`, { headers: DEV, data: { path, method, status: 503, times } });
  expect(res.ok()).toBe(true);
}

const table = (page: Page) => page.getByRole('table', { name: 'Requests' });
const rows = (page: Page) => table(page).locator('tbody tr');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.afterEach(async ({ request }) => {
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
});

test('the list shows the gateway labels and pills, counts results and filters by status, keyword, period and created by', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await page.getByRole('navigation').getByRole('link', { name: 'Requests' }).first().click();
  await expect(page).toHaveURL(/#\/dashboard\/request-centre$/);
  await expect(page.getByRole('heading', { name: 'Request Centre', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText(/^\d+ result\(s\)$/)).toBeVisible();
  // Default: last 30 days, newest update first.
  await expect(page.getByLabel('Period')).toHaveValue('LAST_30_DAYS');
  await expect(table(page).getByRole('columnheader', { name: /Last updated/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table(page).getByText(/Sydney time/).first()).toBeVisible();

  // The pinned expired withdrawal: Cancelled, with its reason as the secondary label.
  await page.getByRole('checkbox', { name: 'Cancelled' }).check();
  await expect(rows(page).first()).toBeVisible();
  const pills = table(page).locator('[data-pill]');
  await expect.poll(async () => [...new Set(await pills.allTextContents())]).toEqual(['Cancelled']);
  await expect(pills.first()).toHaveAttribute('data-pill', 'NEGATIVE');
  await expect(table(page).getByText('Cancelled: Request expired').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Cancelled' }).uncheck();

  // One character searches nothing; two do.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('C');
  await expect(page.getByText('Enter at least 2 characters')).toBeVisible();
  await search.fill('C-1001002');
  await expect(page.getByText('1 result(s)')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('General request');
  await expect(rows(page).first()).toContainText('For action: Adviser');

  await search.fill('no such request zz');
  await expect(page.getByText('No requests match your filters. Try changing or clearing them.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');

  const createdBy = page.getByLabel('Created by');
  await expect(createdBy.locator('option').first()).toHaveText(/^Me \(.+\)$/);
  await expect(createdBy).toHaveValue('ALL');
  await createdBy.selectOption('ME');
  await expect(rows(page).first()).toBeVisible();
  await page.getByLabel('Period').selectOption('ALL');
  await expect(page.getByText(/^\d+ result\(s\)$/)).toBeVisible();

  // Keyboard: the request name is a link to the details.
  await table(page).getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/dashboard\/request-centre\/requests\/INT/);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
});

test('a case is cancelled only after its confirmation', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto(caseUrl('INT1001001'));
  await expect(page.getByRole('heading', { name: 'Rollover', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
  await expect(dialog).toBeVisible();
  // 002 §9: modals do not close on Escape.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('header [data-pill]')).not.toHaveText('Cancelled');

  await page.getByRole('button', { name: 'Cancel request' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel request' }).click();
  await expect(toast(page, 'Your request has been cancelled.')).toBeVisible();
  await expect(page.locator('header [data-pill]')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel request' })).toBeHidden();
  // A finished case takes no more documents.
  await expect(page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: 'Attach', exact: true })).toBeHidden();
});

test('resend: the catalogue message when it fails, sent while the authoriser is pending, and the catalogue message once the client has approved', async ({ page, browser, request }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto(caseUrl('INT1001008'));
  const resend = page.getByRole('button', { name: /^Resend authorisation to / });
  await expect(resend).toHaveCount(1);
  const name = ((await resend.getAttribute('aria-label')) ?? '').replace('Resend authorisation to ', '');
  await fault(request, '/api/wealth/traverse/v1/intent/authorisation/notification/resend/*', 'POST', 1);
  await resend.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, resend notification currently unavailable. Please try again later.' })).toBeVisible();
  await resend.click();
  await expect(toast(page, `Authorisation request resent to ${name}.`)).toBeVisible();

  // The client approves in the back office while the page still offers Resend.
  const consolePage = await browser.newPage();
  await consolePage.goto(consoleUrl('/console/requests/INT1001008'));
  const row = consolePage.getByRole('table', { name: 'Authorisers' }).getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('APPROVED');
  await consolePage.close();

  await resend.click();
  await expect(page.getByRole('alert').filter({ hasText: "We can't resend notification as it has already been approved by your client." })).toBeVisible();
});

test('a follow-up is answered with an attachment, which the back office then sees', async ({ page, request }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto(caseUrl('INT1001002'));
  const form = page.getByRole('form', { name: 'Respond to follow-ups' });
  await expect(form).toBeVisible();
  // Nothing is sent without a response.
  await form.getByRole('button', { name: 'Send response' }).click();
  await expect(form.getByText('Enter a response to at least one follow-up.')).toBeVisible();

  await form.getByRole('textbox', { name: /Your response/ }).fill('Certified copy of the licence attached.');
  await form.getByLabel('Supporting documents (optional)').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 licence') });
  await expect(form.getByText('licence.pdf')).toBeVisible();
  await request.delete(`${sandboxOrigin}/sandbox/requests`, { headers: DEV });
  await form.getByRole('button', { name: 'Send response' }).click();
  await expect(toast(page, 'Your response has been sent.')).toBeVisible();
  await expect(form).toBeHidden();

  // The file went first, then the response with its document id.
  const log = (await (await request.get(`${sandboxOrigin}/sandbox/requests?limit=50`, { headers: DEV })).json()).requests as { method: string; path: string }[];
  const writes = log.filter((r) => r.method !== 'GET').reverse().map((r) => `${r.method} ${r.path}`);
  const attached = writes.indexOf('POST /api/wealth/task-centre/v1/tasks/INT1001002/documents');
  const answered = writes.indexOf('PATCH /api/wealth/task-centre/v1/tasks/INT1001002/follow-ups');
  expect(attached).toBeGreaterThanOrEqual(0);
  expect(answered).toBeGreaterThan(attached);

  await expect(page.getByRole('region', { name: 'Documents' }).getByText('licence.pdf')).toBeVisible();
  await expect(page.getByText('Certified copy of the licence attached.').first()).toBeVisible();
  const consolePage = await page.context().browser()!.newPage();
  await consolePage.goto(consoleUrl('/console/requests/INT1001002'));
  await expect(consolePage.getByRole('table', { name: 'Follow-ups' })).toContainText('Certified copy of the licence attached.');
  await consolePage.close();
});

test('documents: attach and download, and the download failure toast', async ({ page, request }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto(caseUrl('INT1001003'));
  const docs = page.getByRole('region', { name: 'Documents' });
  await expect(docs.getByText('Malware detected')).toBeVisible();
  // Only PDF, JPEG and PNG are taken (issue 28): another type is refused under the picker, before any call.
  await docs.getByLabel('Attach more documents').setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<script>alert(1)</script>') });
  await docs.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(docs.getByText('Only PDF, JPEG and PNG files can be attached.')).toBeVisible();
  await docs.getByRole('button', { name: 'Remove page.html' }).click();
  await docs.getByLabel('Attach more documents').setInputFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 file note') });
  await docs.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(toast(page, 'Your attachments have been submitted.')).toBeVisible();
  await expect(docs.getByText('note.pdf')).toBeVisible();

  const download = page.waitForEvent('download');
  await docs.getByRole('button', { name: 'Download note.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('note.pdf');

  // Files far above the regular 96 KB request limit go through the files endpoint, 10 MB of file a request.
  const scan = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 37)]) });
  await docs.getByLabel('Attach more documents').setInputFiles([scan('scan-1.pdf'), scan('scan-2.pdf')]);
  await docs.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(toast(page, 'Your attachments have been submitted.').last()).toBeVisible();
  await expect(docs.getByText('scan-1.pdf')).toBeVisible();
  await expect(docs.getByText('scan-2.pdf')).toBeVisible();

  await fault(request, '/api/wealth/pega/docmgmt/v1/retrievedoc', 'POST');
  await docs.getByRole('button', { name: 'Download note.pdf' }).click();
  await expect(toast(page, 'Downloading documents is currently unavailable. Please try again later.')).toBeVisible();

  await fault(request, '/api/wealth/task-centre/v1/tasks/*/documents', 'POST');
  await docs.getByLabel('Attach more documents').setInputFiles({ name: 'other.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 x') });
  await docs.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(toast(page, 'Error while submitting attachments')).toBeVisible();
});

test('a case awaiting a signed form: the form downloads and the signed copy is submitted', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto(caseUrl('INT1001007'));
  const sign = page.getByRole('region', { name: 'Signed document needed' });
  await expect(sign).toBeVisible();
  const download = page.waitForEvent('download');
  await sign.getByRole('button', { name: 'Download form to sign' }).click();
  expect((await download).suggestedFilename()).toMatch(/authority-form\.pdf$/);
  await sign.getByLabel('Signed form').setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 signed') });
  await sign.getByRole('button', { name: 'Submit signed form' }).click();
  await expect(toast(page, 'Your signed form has been submitted.')).toBeVisible();
  await expect(sign).toBeHidden();
});

test('a request is created from an account search and opens from its confirmation', async ({ page }) => {
  await signIn(page, 'grow.adviser', 'oasis');
  await page.getByRole('navigation').getByRole('link', { name: 'Requests' }).first().click();
  await page.getByRole('link', { name: 'Create request' }).click();
  await expect(page.getByRole('heading', { name: 'Create request', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Account' }).check();
  const accounts = page.getByRole('list', { name: 'Accounts found' }).getByRole('button');
  const search = page.getByLabel('Account name or number');
  // Accounts until one takes a request without a validation stopping it.
  for (let i = 0; ; i++) {
    await search.fill('wr');
    await accounts.nth(i).click();
    const category = page.getByLabel('Category', { exact: true });
    await expect(category).toBeVisible();
    await category.selectOption({ index: 1 });
    await page.getByLabel('Sub-category').selectOption({ index: 1 });
    await expect(page.getByText('Checking the request…')).toBeHidden();
    if ((await page.getByRole('alert').count()) === 0) break;
    expect(i).toBeLessThan(6);
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('radio', { name: 'Account' }).check();
  }
  await page.getByLabel('Additional information').fill('Please send the client a copy of the last statement.');
  await page.getByLabel('Attachments (optional)').setInputFiles({ name: 'request.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 details') });
  await page.getByRole('button', { name: 'Submit request' }).click();
  const created = page.getByRole('region', { name: 'Your request has been submitted' });
  await expect(created).toBeVisible();
  await expect(created).toContainText(/\d+ business days/);
  await expect(created).toContainText(/C-\d{7}/);
  await created.getByRole('link', { name: 'View request' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/request-centre\/requests\/INT\d+/);
  await expect(page.getByRole('region', { name: 'Documents' }).getByText('request.pdf')).toBeVisible();
});

test('the dashboard card lists requests in progress, and the catalogue messages under faults', async ({ page, request }) => {
  await signIn(page, 'wrap.adviser');
  const card = page.getByRole('region', { name: 'Requests in progress' });
  await expect(card.getByRole('heading', { name: /Awaiting action/ })).toBeVisible();
  await expect(card.getByRole('heading', { name: /In progress/ })).toBeVisible();
  await card.getByRole('link', { name: 'View all requests' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/request-centre\/requests$/);

  await fault(request, '/api/wealth/task-centre/v1/tasks/search', 'POST');
  await page.goto(LIST);
  await page.reload();
  await expect(page.getByText('Sorry, Request Centre is currently unavailable. Please try again later.')).toBeVisible();

  await fault(request, '/api/wealth/task-centre/v1/tasks/summary', 'POST');
  await page.goto('/#/dashboard');
  await page.reload();
  await expect(page.getByText('An error occurred while retrieving requests in progress. Please try again later.')).toBeVisible();
});

/** The details page's own status (the header's pill, not the history's). */
const headerPill = (page: Page) => page.locator('header [data-pill]').first();

/** Reloads until the page shows the status: the gateway may answer from its 2-second response cache (002 §7). */
async function expectStatus(page: Page, label: string, pill: string) {
  await expect
    .poll(async () => {
      await page.reload();
      await expect(headerPill(page)).toBeVisible();
      return [await headerPill(page).textContent(), await headerPill(page).getAttribute('data-pill')];
    }, { intervals: [500, 1000, 1000, 1000] })
    .toEqual([label, pill]);
}

test('a case from creation through the back office to completed, with the right label and pill at each step', async ({ page, browser }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/request-centre/create');
  await page.getByRole('radio', { name: 'Account' }).check();
  const accounts = page.getByRole('list', { name: 'Accounts found' }).getByRole('button');
  for (let i = 0; ; i++) {
    await page.getByLabel('Account name or number').fill('wr');
    await accounts.nth(i).click();
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Sub-category').selectOption({ index: 1 });
    await expect(page.getByText('Checking the request…')).toBeHidden();
    if ((await page.getByRole('alert').count()) === 0) break;
    expect(i).toBeLessThan(8);
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('radio', { name: 'Account' }).check();
  }
  await page.getByLabel('Additional information').fill('Walk: please update the client address.');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await page.getByRole('region', { name: 'Your request has been submitted' }).getByRole('link', { name: 'View request' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/request-centre\/requests\/INT\d+/);
  const intentId = /requests\/(INT\d+)/.exec(page.url())![1];
  await expectStatus(page, 'Received', 'DEFAULT');

  // The back office raises a follow-up: the adviser must act.
  const office = await browser.newPage();
  await office.goto(consoleUrl(`/console/requests/${intentId}`));
  await office.getByLabel('Why').fill('The address proof is missing.');
  await office.getByLabel('What').fill('A utility bill from the last 3 months.');
  await office.getByRole('button', { name: 'Raise follow-up' }).click();
  await expect(office.getByRole('table', { name: 'Follow-ups' })).toContainText('The address proof is missing.');
  await expectStatus(page, 'For action: Adviser', 'WARNING');

  // The adviser answers in the portal with an attachment: back in progress.
  const form = page.getByRole('form', { name: 'Respond to follow-ups' });
  await expect(form).toContainText('A utility bill from the last 3 months.');
  await form.getByRole('textbox', { name: /Your response/ }).fill('Utility bill attached.');
  await form.getByLabel('Supporting documents (optional)').setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 bill') });
  await form.getByRole('button', { name: 'Send response' }).click();
  await expect(toast(page, 'Your response has been sent.')).toBeVisible();
  await expectStatus(page, 'In progress', 'INFO');
  await expect(page.getByRole('region', { name: 'Documents' }).getByText('utility-bill.pdf')).toBeVisible();

  // The back office sees the answer, approves, then completes.
  await office.reload();
  await expect(office.getByRole('table', { name: 'Follow-ups' })).toContainText('Utility bill attached.');
  await expect(office.getByRole('table', { name: 'Documents' })).toContainText('utility-bill.pdf');
  await office.getByRole('combobox', { name: 'Status', exact: true }).selectOption('APPROVED');
  await office.getByRole('button', { name: 'Set status' }).click();
  await expect(office.locator('#case-status')).toHaveText('APPROVED');
  await expectStatus(page, 'In progress', 'INFO');
  await office.getByRole('button', { name: 'Complete' }).click();
  await expect(office.locator('#case-status')).toHaveText('COMPLETED');
  await office.close();
  await expectStatus(page, 'Completed', 'POSITIVE');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();

  // Its alerts reached the bell: the follow-up asked for action, the completion says so.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog').getByText(/needs your action on a pending task/).first()).toBeVisible();
});

test('case details and the create page under faults show the catalogue messages', async ({ page, request }) => {
  await signIn(page, 'wrap.adviser');
  await fault(request, '/api/wealth/task-centre/v1/tasks/INT1001001', 'GET');
  await page.goto(caseUrl('INT1001001'));
  await expect(page.getByText('Sorry, Request Centre is currently unavailable. Please try again later.')).toBeVisible();
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });

  await page.goto('/#/dashboard/request-centre/create');
  await fault(request, '/api/intermediary-accounts/*', 'GET');
  await page.getByRole('radio', { name: 'Account' }).check();
  await page.getByLabel('Account name or number').fill('wr');
  await expect(page.getByText('An error occurred while retrieving accounts')).toBeVisible();
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });

  await fault(request, '/api/wealth/task-centre/v1/indexation', 'GET');
  await page.getByLabel('Account name or number').fill('wra');
  await page.getByRole('list', { name: 'Accounts found' }).getByRole('button').first().click();
  await expect(page.getByText('Sorry, Request Centre is currently unavailable', { exact: true })).toBeVisible();
});
