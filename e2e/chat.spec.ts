// Live chat and the assistant Q in the browser (issue 15), with two pages: the adviser's portal and the support
// person's sandbox console (/console/chat). (1) In hours: the pre-chat wizard, queued, the agent accepts and
// replies, the adviser sees it live, ends the chat, and the 'Chat with us' prompt's Yes downloads
// chat-transcript.pdf, whose text is read back with pdfjs. (2) Out of hours (a public holiday added for today
// in the sandbox; perpetual's brand checks business hours): live chat is unavailable and Q answers.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphqlAnswer } from './graphql-answers.ts';
import { consoleUrl, DEV, sandboxOrigin, shot, signIn } from './support.ts';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;

const launcher = (page: Page) => page.getByRole('button', { name: copy['chat.launcher'], exact: true });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: copy['chat.chatWithUs'] }).filter({ has: page.getByRole('button', { name: copy['chat.minimise'] }) });
const prompt = (page: Page) => page.getByRole('dialog', { name: copy['chat.chatWithUs'] }).filter({ hasText: copy['chat.transcript.prompt'] });

async function pdfText(path: string): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { text: parts.join('\n').replace(/\s+/g, ' '), pages: doc.numPages };
}

async function holiday(request: APIRequestContext, method: 'post' | 'delete', date?: string) {
  const res = method === 'post'
    ? await request.post(`${sandboxOrigin}/sandbox/public-holidays`, { headers: DEV, data: {} })
    : await request.delete(`${sandboxOrigin}/sandbox/public-holidays/${date}`, { headers: DEV });
  expect(res.ok(), `${method} holiday: ${res.status()}`).toBe(true);
  return (await res.json()) as { date: string; added?: boolean; deleted?: number };
}

test('in hours: wizard → queued → the agent accepts and replies live → the adviser ends → the transcript PDF', async ({ page, browser }) => {
  await signIn(page, 'wrap.only');
  // Opened with a context, as the Request Centre does for a case (README.md): the context travels with the chat.
  await page.goto('/?chat=request_centre&ref=R-E2E-77#/dashboard');
  const win = chatWindow(page);
  await expect(win).toBeVisible();
  await expect(win).toContainText('About request R-E2E-77');
  expect(new URL(page.url()).search).toBe('');

  // The live option follows the availability poll; Q is offered too (mgl has liveChat.asyncChat).
  const live = win.getByRole('button', { name: new RegExp(copy['chat.menu.live']) });
  if (!(await live.isEnabled())) await graphqlAnswer(page, 'ChatAvailability', (body) => body.includes('"live":true'));
  await expect(live).toBeEnabled();
  await expect(win.getByRole('button', { name: new RegExp(copy['chat.menu.async']) })).toBeVisible();
  await live.click();

  // Tier 1 (mgl shows the CMA topic: liveChat.prechatFormCmaTermDeposits), tier 2, tier 3; Back goes down a tier.
  await expect(win.getByRole('radio')).toHaveCount(5);
  const next = win.getByRole('button', { name: copy['chat.wizard.next'] });
  await expect(next).toBeDisabled();
  await win.getByRole('radio', { name: 'Wrap investments (IDPS)' }).check();
  await next.click();
  await expect(win.getByRole('heading', { name: copy['chat.wizard.subOptionHeading'] })).toBeFocused();
  await win.getByRole('radio', { name: 'Something else' }).check();
  await next.click();
  await expect(win).toContainText('Your topic: Wrap investments (IDPS) · Update account or something else');
  await expect(win.getByRole('link', { name: 'Wrap investments (IDPS) in the help centre' })).toHaveAttribute('href', /^https:\/\//);
  await win.getByRole('button', { name: copy['chat.wizard.back'] }).click();
  await expect(win.getByRole('radio', { name: 'Something else' })).toBeChecked();
  await next.click();
  await shot(page, { path: '/tmp/chat-ui-wizard.png' });
  await win.getByRole('button', { name: copy['chat.wizard.startChat'] }).click();
  await expect(win.getByRole('heading', { name: copy['chat.waiting.heading'] })).toBeVisible();
  const id = await page.evaluate(() => sessionStorage.getItem('ao.chat.live'));
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  // The support person's side: the queue shows the routing attributes and the context; accept, reply.
  const agent = await browser.newPage();
  await agent.goto(consoleUrl('/console/chat'));
  const row = agent.locator('tr', { has: agent.locator(`a[href$="${id}"]`) });
  await expect(row).toContainText('Wrap investments (IDPS) / Update account or something else');
  await expect(row).toContainText('request_centre R-E2E-77');
  await agent.goto(consoleUrl(`/console/chat/${id}`));
  await agent.getByLabel('Agent name').fill('Priya');
  await agent.getByRole('button', { name: 'Accept' }).click();
  await expect(win).toContainText('You\'re chatting with Priya');

  // The adviser writes (Enter sends; Shift+Enter is a new line; the limit is shown) and the agent answers live.
  const box = win.getByRole('textbox', { name: copy['chat.composer.label'] });
  await expect(win).toContainText('0 / 2000 characters');
  await box.fill('My client needs a new address');
  await box.press('Shift+Enter');
  await box.pressSequentially('<b>and a new phone</b>');
  await expect(win).toContainText('52 / 2000 characters');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const mine = win.locator('[data-source="user"]').last();
  await expect(mine).toContainText('<b>and a new phone</b>');
  await expect(mine.locator('b')).toHaveCount(0);
  await agent.reload();
  await expect(agent.locator('.messages')).toContainText('My client needs a new address');
  await agent.getByLabel('Reply').fill('Happy to help with that.');
  await agent.getByRole('button', { name: 'Send' }).click();
  await expect(win.locator('[data-source="agent"]')).toContainText('Happy to help with that.');
  await expect(win.locator('[data-source="agent"]')).toContainText('Priya');
  await shot(page, { path: '/tmp/chat-ui-active.png' });

  // Escape minimises (the chat goes on) and focus returns to the launcher; the launcher opens it again.
  await box.focus();
  await page.keyboard.press('Escape');
  await expect(win).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await launcher(page).click();
  await expect(win.locator('[data-source="agent"]')).toContainText('Happy to help with that.');

  // The adviser ends the chat: the confirmation, then the survey (mgl: liveChat.feedback), then the prompt.
  await win.getByRole('button', { name: copy['chat.endChat'] }).click();
  await expect(win).toContainText(copy['chat.endConfirm']);
  await win.getByRole('button', { name: copy['chat.endConfirm.no'] }).click();
  await expect(box).toBeVisible();
  await win.getByRole('button', { name: copy['chat.endChat'] }).click();
  await win.getByRole('button', { name: copy['chat.endConfirm.yes'] }).click();
  await expect(win.getByRole('heading', { name: copy['chat.survey.heading'] })).toBeVisible();
  await agent.reload();
  await expect(agent.locator('.messages')).toContainText('This chat has ended');
  await win.getByRole('button', { name: copy['chat.survey.positive'], exact: true }).click();
  await expect(win).toBeHidden();
  await expect(prompt(page).getByRole('heading', { name: copy['chat.chatWithUs'] })).toBeFocused();

  // The prompt survives a reload (preference inactive-chat-transcript), 464 px wide at the bottom right.
  await expect(prompt(page)).toBeVisible();
  await page.reload();
  await expect(prompt(page)).toBeVisible();
  const box464 = await prompt(page).boundingBox();
  expect(box464?.width).toBe(464);
  const viewport = page.viewportSize();
  expect(viewport && box464 && viewport.width - (box464.x + box464.width)).toBeLessThanOrEqual(32);
  await shot(page, { path: '/tmp/chat-ui-transcript-prompt.png' });

  const download = page.waitForEvent('download');
  await prompt(page).getByRole('button', { name: copy['chat.transcript.yes'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('chat-transcript.pdf');
  const path = await file.path();
  const pdf = await pdfText(path);
  expect(pdf.text).toContain('Chat transcript');
  expect(pdf.text).toContain('My client needs a new address');
  expect(pdf.text).toContain('Happy to help with that.');
  expect(pdf.text).toContain('This chat has ended');
  expect(pdf.text).not.toContain('Routing:');
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain('Page 1 of 1');
  await expect(prompt(page)).toBeHidden();
  // Downloading removed the stored id: a reload shows no prompt.
  await page.reload();
  await expect(launcher(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await agent.close();
});

test('out of hours: live chat is unavailable with the hours message, and Q answers (and persists)', async ({ page, request }) => {
  const { date, added } = await holiday(request, 'post');
  try {
    await signIn(page, 'perpetual.adviser', 'perpetual');
    await launcher(page).click();
    const win = chatWindow(page);
    await expect(win).toBeVisible();
    await expect(win.getByRole('heading', { name: copy['chat.menu.heading'] })).toBeFocused();
    // The gateway answers from its 2 s cache and the window polls every 5 s: wait for an answer with the holiday.
    const live = win.getByRole('button', { name: new RegExp(copy['chat.menu.live']) });
    if (!(await live.isDisabled())) await graphqlAnswer(page, 'ChatAvailability', (body) => body.includes('"live":false'));
    await expect(live).toBeDisabled();
    await expect(live).toContainText(copy['chat.outOfHours']);
    await shot(page, { path: '/tmp/chat-ui-out-of-hours.png' });

    await win.getByRole('button', { name: new RegExp(copy['chat.menu.async']) }).click();
    await expect(win).toContainText(copy['chat.active.withQ']);
    const welcome = win.locator('[data-source="chatbot"]').first();
    await expect(welcome).toContainText("I'm Q");
    await expect(win.getByRole('button', { name: copy['chat.requestHuman'] })).toHaveCount(0);
    const box = win.getByRole('textbox', { name: copy['chat.composer.label'] });
    await box.fill('Where do I find statements?');
    await box.press('Enter');
    await expect(win.locator('[data-source="chatbot"]').last()).toContainText('Statements and client reports are in Reporting.');

    // Q's conversation persists across a page load.
    await page.reload();
    await launcher(page).click();
    await expect(win.locator('[data-source="chatbot"]').last()).toContainText('Statements and client reports are in Reporting.');
    await expect(win.locator('[data-source="user"]')).toContainText('Where do I find statements?');

    // Ending it: no survey on this brand (liveChat.feedback off); the prompt's No removes the transcript id.
    await win.getByRole('button', { name: copy['chat.endChat'] }).click();
    await win.getByRole('button', { name: copy['chat.endConfirm.yes'] }).click();
    await expect(win).toBeHidden();
    await expect(prompt(page).getByRole('heading', { name: copy['chat.chatWithUs'] })).toBeFocused();
    await prompt(page).getByRole('button', { name: copy['chat.transcript.no'] }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await page.reload();
    await expect(launcher(page)).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
  } finally {
    if (added) await holiday(request, 'delete', date);
  }
});

test('Q hands over to a person in hours; the support person accepts, then ends the chat from the console', async ({ page, browser }) => {
  await signIn(page, 'vision.adviser');
  await launcher(page).click();
  const win = chatWindow(page);
  await win.getByRole('button', { name: new RegExp(copy['chat.menu.async']) }).click();
  await expect(win).toContainText(copy['chat.active.withQ']);
  await win.getByRole('button', { name: copy['chat.requestHuman'] }).click();
  await expect(win).toContainText(copy['chat.active.queuedFromQ']);
  await expect(win.locator('[data-source="chatbot"]').last()).toContainText("I'm connecting you with a member of our support team.");

  const agent = await browser.newPage();
  await agent.goto(consoleUrl('/console/chat'));
  const row = agent.locator('tr', { hasText: '(vision.adviser)' }).filter({ hasText: 'ASYNC' }).filter({ hasText: 'QUEUED' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await agent.getByLabel('Agent name').fill('Sam');
  await agent.getByRole('button', { name: 'Accept' }).click();
  await expect(win).toContainText("You're chatting with Sam");
  await expect(win.getByRole('button', { name: copy['chat.requestHuman'] })).toHaveCount(0);

  // The support person ends it: the adviser's window goes to the survey (mgl: liveChat.feedback), then the prompt.
  await agent.getByRole('button', { name: 'End chat' }).click();
  await expect(win.getByRole('heading', { name: copy['chat.survey.heading'] })).toBeVisible();
  await win.getByRole('button', { name: copy['chat.survey.skip'] }).click();
  await prompt(page).getByRole('button', { name: copy['chat.transcript.no'] }).click();
  await expect(prompt(page)).toHaveCount(0);
  // A new chat with Q starts afresh (the ended conversation is not resumed).
  await launcher(page).click();
  await expect(win.getByRole('heading', { name: copy['chat.menu.heading'] })).toBeVisible();
  await agent.close();
});

// The payment card's button is the same kit ChatButton (web/src/kit/chat-entry.test.tsx covers it with a payment).
test('a case opens the chat with its context (the kit\'s ChatButton)', async ({ page }) => {
  await signIn(page, 'wrap.adviser');
  await page.goto('/#/dashboard/request-centre/requests/INT1001001');
  const caseRef = page.getByText(/^Case C-\d+$/);
  await expect(caseRef).toBeVisible();
  const caseId = ((await caseRef.textContent()) ?? '').replace('Case ', '');
  await page.getByRole('button', { name: copy['requests.details.chat'] }).click();
  const win = chatWindow(page);
  await expect(win).toContainText(copy['chat.menu.fromCase'].replace('{referenceId}', caseId));
  await page.keyboard.press('Escape');
  await expect(win).toBeHidden();
});
