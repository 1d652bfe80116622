// My security's sub-pages in the browser (issue 16; 001 §2.1, §2.3; 000 §2): each reached from My security with
// its 'Back to …' label, and both sides of each flow: the adviser's phone (the sandbox's /console/adviser-phone)
// for step-up codes, a second browser for connected devices, and the authenticator app (/console/authenticator)
// for the QR code. limited.access changes its password and gets 'demo' back; wrap.only and dealer.staff are put
// back the same way (the sandbox's reset) whatever happens.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { graphqlAnswer } from './graphql-answers.ts';
import { consoleUrl, DEV, markWhatsNewSeen, passwordGrant, portalOrigin, sandboxOrigin, shot, signIn, submitLogin } from './support.ts';

const reset = (username: string) =>
  fetch(`${sandboxOrigin}/sandbox/security/reset`, { method: 'POST', headers: { 'content-type': 'application/json', ...DEV }, body: JSON.stringify({ username }) });

const back = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name: `Back to ${name}` });

async function openMySecurity(page: Page) {
  const button = page.locator('header button[aria-haspopup="true"]');
  await button.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My security', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My security' })).toBeVisible();
}

/** The newest code on the user's phone, as the adviser reads it off the sandbox's phone page. */
async function codeOnPhone(browser: Browser, username: string): Promise<string> {
  const phone = await browser.newPage();
  try {
    await phone.goto(consoleUrl(`/console/adviser-phone?user=${username}`));
    const cell = phone.getByRole('table', { name: 'SMS codes' }).getByRole('row').nth(1).getByRole('cell').nth(2);
    const code = (await cell.textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);
    return code;
  } finally {
    await phone.close();
  }
}

/** Step-up from the step-up page: send, one wrong code (its error), then the right one. */
async function stepUp(page: Page, browser: Browser, username: string) {
  await expect(page.getByRole('heading', { level: 1, name: "Verify it's you" })).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: "We've sent a code to your registered mobile." })).toBeVisible();
  const field = page.getByRole('textbox', { name: '6-digit code' });
  await expect(field).toBeFocused();
  const code = await codeOnPhone(browser, username);
  await page.bringToFront();
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(page.getByText("That code isn't right. You have 2 attempts left.")).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

test('limited.access changes the password after a step-up; only the new password signs in', async ({ page, browser }) => {
  try {
    await signIn(page, 'limited.access');
    await openMySecurity(page);
    await page.getByRole('link', { name: 'Update password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update password' })).toBeVisible();
    await expect(back(page, 'my security')).toBeVisible();
    await page.getByRole('link', { name: "Verify it's you" }).click();
    await expect(back(page, 'update password')).toBeVisible();
    await stepUp(page, browser, 'limited.access');

    await expect(page).toHaveURL(/#\/dashboard\/user-profile\/my-security\/update-password$/);
    await expect(back(page, 'security step-up')).toBeVisible();
    await page.getByLabel('Current password').fill('demo');
    const next = page.getByLabel('New password', { exact: true });
    await next.fill('harbour');
    const rules = page.getByRole('list').filter({ hasText: 'An upper-case letter' });
    await expect(rules.getByRole('listitem').filter({ hasText: 'A lower-case letter' })).toContainText('met');
    await expect(rules.getByRole('listitem').filter({ hasText: 'An upper-case letter' })).toContainText('not met');
    await next.fill('Harbour7Bridge');
    await expect(rules.getByRole('listitem').filter({ hasText: 'not met' })).toHaveCount(0);
    await page.getByLabel('Confirm new password').fill('Harbour7Bridgf');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText("The passwords don't match.")).toBeVisible();
    await expect(page.getByLabel('Confirm new password')).toBeFocused();
    await page.getByLabel('Confirm new password').fill('Harbour7Bridge');
    await shot(page, { path: '/tmp/my-security-password.png', fullPage: true });
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated.' })).toBeVisible();

    await expect(passwordGrant('limited.access', 'demo')).rejects.toThrow(/400/);
    expect((await passwordGrant('limited.access', 'Harbour7Bridge')).access_token).toBeTruthy();
  } finally {
    expect((await reset('limited.access')).status).toBe(200);
  }
});

test('wrap.only sees both browsers it is signed in on and signs the other out at once', async ({ browser }) => {
  const laptop = await browser.newContext();
  const other = await browser.newContext();
  try {
    await markWhatsNewSeen('wrap.only');
    const signInOnPage = async (page: Page) => {
      await page.goto(`${portalOrigin}/`);
      await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/mgl/login`));
      await submitLogin(page, 'wrap.only');
      await expect(page).toHaveURL(/#\/dashboard/);
    };
    const page = await laptop.newPage();
    const second = await other.newPage();
    await signInOnPage(second);
    await signInOnPage(page);
    await page.bringToFront();

    await openMySecurity(page);
    await page.getByRole('link', { name: 'Connected devices' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: 'This device' })).toContainText('Chrome');
    const others = table.getByRole('button', { name: /^Sign out / });
    await expect(others.first()).toBeVisible();
    const before = await others.count();
    await shot(page, { path: '/tmp/my-security-devices.png', fullPage: true });

    // Without a step-up, Sign out asks for one first, then comes back here.
    await others.first().click();
    await expect(page.getByText("You need to verify it's you before you sign out a device.")).toBeVisible();
    await stepUp(page, browser, 'wrap.only');
    await expect(page.getByRole('heading', { level: 1, name: 'Connected devices' })).toBeVisible();

    // The other browser is the newest sign-in but this one: sign each other row out until the second browser is gone.
    await page.getByRole('button', { name: /^Sign out / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this device?' });
    await expect(dialog).toContainText('will be signed out straight away.');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'has been signed out.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sign out / })).toHaveCount(before - 1);

    // Repeat for any remaining sessions of this user (earlier tests' sign-ins), so the second browser is surely gone.
    while ((await page.getByRole('button', { name: /^Sign out / }).count()) > 0) {
      const n = await page.getByRole('button', { name: /^Sign out / }).count();
      await page.getByRole('button', { name: /^Sign out / }).first().click();
      await page.getByRole('dialog', { name: 'Sign out this device?' }).getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('button', { name: /^Sign out / })).toHaveCount(n - 1);
    }
    await expect(page.getByText("You're signed in on this device only.")).toBeVisible();

    // The second browser is signed out: its next page load ends on the login page.
    await second.reload();
    await expect(second).toHaveURL(new RegExp(`^${sandboxOrigin}/mgl/(login|logout|error)`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Connected devices' })).toBeVisible();
  } finally {
    await laptop.close();
    await other.close();
    await reset('wrap.only');
  }
});

test('dealer.staff activates Macquarie Authenticator from the banner with the QR code, and the banner goes', async ({ page, browser }) => {
  try {
    await signIn(page, 'dealer.staff');
    // The dashboard carries the banner too, its button leading to the same QR code page.
    const onDashboard = page.getByRole('region', { name: 'Get or activate Macquarie Authenticator' });
    await expect(onDashboard.getByRole('link', { name: 'Activate with QR code' })).toHaveAttribute('href', /#\/dashboard\/user-profile\/my-security\/qr-code$/);
    await openMySecurity(page);
    const banner = page.getByRole('region', { name: 'Get or activate Macquarie Authenticator' });
    await expect(banner).toBeVisible();
    await expect(page.getByText('Status: Not Installed.')).toBeVisible();
    await banner.getByRole('link', { name: 'Activate with QR code' }).click();

    await expect(page).toHaveURL(/#\/dashboard\/user-profile\/my-security\/qr-code$/);
    await expect(back(page, 'my security')).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code to activate Macquarie Authenticator' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const code = ((await page.getByTestId('enrolment-code').textContent()) ?? '').replace(/\s/g, '');
    expect(code).toMatch(/^\d{8}$/);
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for the app to activate' })).toBeVisible();
    await shot(page, { path: '/tmp/my-security-qr.png', fullPage: true });

    // The QR page asks again and again; the answer naming the phone is the one that shows it active.
    const activated = graphqlAnswer(page, 'GetAuthenticator', (body) => body.includes('Pixel 9'));
    const app = await browser.newPage();
    await app.goto(consoleUrl('/console/authenticator'));
    await app.getByLabel('Enrolment code').fill(code);
    await app.getByLabel('Phone name').fill('Pixel 9');
    await app.getByRole('button', { name: 'Activate' }).click();
    await expect(app.getByRole('status')).toContainText('Activated for dealer.staff.');
    await app.close();

    await activated;
    await expect(page.getByRole('status').filter({ hasText: 'Macquarie Authenticator is active on Pixel 9.' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to My security' }).click();
    await expect(page.getByText('Status: Installed.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get or activate Macquarie Authenticator' })).toHaveCount(0);
    // Nor does the dashboard offer it any more.
    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: /^Good / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get or activate Macquarie Authenticator' })).toHaveCount(0);
  } finally {
    await reset('dealer.staff');
  }
});

test('the step-up page on its own says when the adviser is verified, and locks after three wrong codes', async ({ page, browser }) => {
  await signIn(page, 'grow.adviser', 'oasis');
  await openMySecurity(page);
  await page.getByRole('link', { name: "Verify it's you" }).click();
  await expect(back(page, 'my security')).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  const field = page.getByRole('textbox', { name: '6-digit code' });
  const code = await codeOnPhone(browser, 'grow.adviser');
  const wrong = code === '000000' ? '111111' : '000000';
  for (const left of ['2 attempts left', '1 attempt left']) {
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText(`That code isn't right. You have ${left}.`)).toBeVisible();
  }
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Too many incorrect codes. Send a new code to try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await field.fill(await codeOnPhone(browser, 'grow.adviser'));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: "Thanks, you're verified for the next 5 minutes." })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to connected devices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connected devices' })).toBeVisible();
});
