// Open an account end to end (issue 32 §1): the adviser starts a term deposit from its tile, the wizard states and
// shows each field's rule, saves at every step and resumes after leaving; one submission; the client signs on the
// sandbox's phone page; the back office asks for documents, which the adviser uploads, then verifies; the opened
// account is searchable and opens its page, and the bell says so. Then the pending list: resume, resend, cancel,
// and dealer staff who see applications but cannot act.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleUrl, signIn } from './support.ts';

const TILES = '/#/dashboard/open-account/tiles';
const PENDING = '/#/dashboard/open-account/pending-applications';
const bell = (page: Page) => page.locator('[data-slot="header-bell"] button[aria-haspopup="dialog"]');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** A console page of the sandbox in its own window: one of its forms, then back to the adviser. */
async function onConsole(browser: Browser, path: string, act: (page: Page) => Promise<void>) {
  const page = await browser.newPage();
  await page.goto(consoleUrl(path));
  await act(page);
  await page.close();
}

test('a term deposit from its tile to an open account: rules at each field, drafts resumed, signed, verified with documents', async ({ page, browser }) => {
  await signIn(page, 'wrap.adviser');
  for (const group of ['Transacting', 'Applications']) {
    const toggle = mainMenu(page).getByRole('button', { name: group, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(mainMenu(page).getByRole('link', { name: 'Pending applications', exact: true })).toHaveAttribute('href', /#\/dashboard\/open-account\/pending-applications$/);
  await mainMenu(page).getByRole('link', { name: 'Open an account', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard\/open-account\/tiles$/);
  await expect(page.getByRole('heading', { name: 'Open an account', level: 1 })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Products' });
  await expect(tiles.getByRole('heading')).toHaveText(['Cash management account', 'Term deposit', 'Wrap investment', 'Wrap super', 'Wrap pension']);
  await page.getByRole('button', { name: 'Start application: Term deposit' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/open-account\/application\/APP\d+$/);
  const applicationUrl = page.url();
  const id = /APP\d+/.exec(applicationUrl)![0];

  // Client: a new client; every rule shows at its field.
  await page.getByRole('radio', { name: 'A new client' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText("Enter the client's first name.")).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByText('Enter a mobile number of 10 digits starting 04.')).toBeVisible();
  await page.getByLabel('First name').fill('Harriet');
  await page.getByLabel('Last name').fill("O'Connor-Bay");
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('14/07/2015');
  await page.getByLabel('Street address').fill('1 Collins St');
  await page.getByLabel('Suburb').fill('Melbourne');
  await page.getByLabel('State or territory').selectOption('VIC');
  await page.getByLabel('Postcode').fill('3000');
  await page.getByLabel('Email').fill('harriet@example.com');
  await page.getByLabel('Mobile').fill('0412 345 678');
  await page.getByLabel('Tax file number', { exact: true }).selectOption('PROVIDED');
  await page.getByLabel('Tax file number (TFN)').fill('123456789');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('The client must be at least 18 to open this account.')).toBeVisible();
  await expect(page.getByText('Enter a valid tax file number of 8 or 9 digits.')).toBeVisible();
  await expect(page.getByText('Enter a mobile number of 10 digits starting 04.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('14/07/1961');
  await page.getByLabel('Tax file number (TFN)').fill('123 456 782');
  await page.getByLabel('Mobile').fill('0412345678');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Options: the amount's limits are stated and checked, to the cent.
  await expect(page.getByRole('form', { name: 'Account options' })).toBeVisible();
  await expect(page.getByText('From $5,000.00 to $5,000,000.00, in dollars and cents.')).toBeVisible();
  await page.getByLabel('Deposit amount').fill('4999.99');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter an amount within the limits shown.')).toBeVisible();
  await page.getByLabel('Deposit amount').fill('25000.105');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter an amount in dollars and cents, for example 25000.50.')).toBeVisible();
  await page.getByLabel('Deposit amount').fill('$25,000.10');
  await page.getByLabel('Term').selectOption('12');
  await page.getByLabel('Interest paid').selectOption('AT_MATURITY');
  await page.getByLabel('At maturity').selectOption('PAY_TO_LINKED');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('form', { name: 'Linked account' })).toBeVisible();

  // Leaving and coming back resumes the draft at the step reached, with what was saved.
  await page.goto(PENDING);
  const row = page.locator('tbody tr', { hasText: id });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText("Harriet O'Connor-Bay");
  await row.getByRole('link', { name: `Resume ${id}` }).click();
  await expect(page.getByRole('form', { name: 'Linked account' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Deposit amount')).toHaveValue('25000.1');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByLabel('BSB').fill('18251');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter a BSB of 6 digits.')).toBeVisible();
  await page.getByLabel('BSB').fill('182-512');
  await page.getByLabel('Account number').fill('123456789');
  await page.getByLabel('Account name').fill('H OConnor-Bay');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Review: no adviser fee step for a term deposit; submitted once however often pressed.
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Application steps' })).not.toContainText('Adviser fees');
  await expect(page.getByText('$25,000.10')).toBeVisible();
  await expect(page.getByText('Provided (ending 782)')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).dblclick();
  await expect(page.getByText('Awaiting client signature')).toBeVisible();
  await expect(page.getByText(/\(1 times in all\)/)).toBeVisible();

  // The client signs on their phone.
  await onConsole(browser, `/console/phone/applications/${id}`, async (phone) => {
    await expect(phone.getByRole('heading', { name: "Phone of Harriet O'Connor-Bay" })).toBeVisible();
    await phone.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(phone.getByRole('status')).toContainText('Signed');
  });
  await page.reload();
  await expect(page.getByText('Your client signed. The bank is verifying their identity.')).toBeVisible();

  // The back office asks for documents; the adviser uploads them under the Request Centre's rules.
  await onConsole(browser, `/console/applications/${id}`, async (office) => {
    await office.getByLabel('Documents needed').fill('Certified copy of a driver licence');
    await office.getByRole('button', { name: 'Ask for documents' }).click();
    await expect(office.getByRole('status')).toContainText('Documents asked for');
  });
  await page.reload();
  await expect(page.getByText('Awaiting verification documents')).toBeVisible();
  await expect(page.getByText('Certified copy of a driver licence')).toBeVisible();
  const files = page.getByLabel('Choose files');
  await files.setInputFiles({ name: 'licence.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await expect(page.getByText('Only PDF, JPEG and PNG files can be attached.')).toBeVisible();
  await files.setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await expect(page.getByText('Your documents have been uploaded.')).toBeVisible();
  await expect(page.getByText(/licence\.pdf, uploaded by Olivia Bennett/)).toBeVisible();

  // Verified: one account opens, the bell says so and its page opens (search finds it: the sandbox's test).
  await onConsole(browser, `/console/applications/${id}`, async (office) => {
    await expect(office.getByRole('table', { name: 'Documents' }).or(office.locator('table', { hasText: 'licence.pdf' }))).toContainText('licence.pdf');
    await office.getByRole('button', { name: 'Verify and open' }).click();
    await expect(office.getByRole('status')).toContainText('is open');
  });
  await page.reload();
  await expect(page.getByText('Opened', { exact: true })).toBeVisible();
  const accountLink = page.getByRole('definition').getByRole('link', { name: /^\d{9}$/ });
  const accountNumber = (await accountLink.textContent())!.trim();
  await bell(page).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).locator('[data-alert-id]', { hasText: `account ${accountNumber} is open` })).toBeVisible();
  await page.keyboard.press('Escape');

  await accountLink.click();
  await expect(page).toHaveURL(new RegExp(`#/dashboard/term-deposit/${accountNumber}`));
  await expect(page.getByText(accountNumber).first()).toBeVisible();
});

test('pending applications: resend and cancel by state; dealer staff see them without acting; another adviser cannot open one', async ({ page, browser }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto(TILES);
  await page.getByRole('button', { name: 'Start application: Cash management account' }).click();
  await expect(page).toHaveURL(/APP\d+$/);
  const id = /APP\d+/.exec(page.url())![0];
  await page.getByRole('radio', { name: 'An existing client' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Search for and choose a client.')).toBeVisible();
  await page.getByLabel('Find an existing client').fill('a');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('list', { name: 'Matching clients' }).getByRole('button').first().click();
  await expect(page.getByText(/^Chosen client: /)).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Statements').selectOption('MONTHLY');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('BSB').fill('062000');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel('Account name').fill('Client savings');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Awaiting client signature')).toBeVisible();

  await page.goto(PENDING);
  // The status filter's select: until the list has rendered, the application page's "Status" card is also named so.
  const statusFilter = page.getByRole('combobox', { name: 'Status', exact: true });
  await statusFilter.selectOption('AWAITING_CLIENT_SIGNATURE');
  const row = page.locator('tbody tr', { hasText: id });
  await row.getByRole('button', { name: `Resend ${id} to client` }).click();
  await expect(row.getByRole('status')).toContainText('Sent to');
  await row.getByRole('button', { name: `Cancel ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel application' });
  await expect(dialog).toContainText(`Cancel application ${id}`);
  await dialog.getByRole('button', { name: 'Cancel application' }).click();
  await expect(page.locator('tbody tr', { hasText: id })).toHaveCount(0);
  await statusFilter.selectOption('CANCELLED');
  await expect(page.locator('tbody tr', { hasText: id })).toContainText('Cancelled');

  // The client's phone has nothing left to sign.
  await onConsole(browser, `/console/phone/applications/${id}`, async (phone) => {
    await expect(phone.getByText('Nothing to sign.')).toBeVisible();
  });

  // Dealer staff of the same dealer see the application and its state, with no action offered.
  const staff = await browser.newPage();
  await signIn(staff, 'dealer.staff');
  await staff.goto(PENDING);
  await expect(staff.locator('tbody tr', { hasText: id })).toContainText('Cancelled');
  await expect(staff.locator('tbody tr').getByRole('button')).toHaveCount(0);
  await staff.goto(TILES);
  await expect(staff.getByText('Only an adviser can open accounts for clients.')).toBeVisible();
  await expect(staff.getByRole('button', { name: /^Start application/ })).toHaveCount(0);
  await staff.close();

  // Another dealer's adviser who swaps in the id sees no application.
  const other = await browser.newPage();
  await signIn(other, 'grow.adviser', 'oasis');
  await other.goto(`/#/dashboard/open-account/application/${id}`);
  await expect(other.getByRole('heading', { name: 'Application not found' })).toBeVisible();
  await other.close();
});
