// Contact us in the browser (issue 16; 001 §2.2 about/contact, 002 §9 assist numbers, 000 §9 chat hours): from
// Help → Contact us, each brand's phone number, the chat hours, the help centre link, postal address and email,
// and 'Start a live chat' opening the chat window. Read-only.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './support.ts';

const copy = JSON.parse(readFileSync(new URL('../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openContactFromMenu(page: Page) {
  const toggle = mainMenu(page).getByRole('button', { name: 'Help', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await mainMenu(page).getByRole('link', { name: 'Contact us', exact: true }).click();
  await expect(page).toHaveURL(/#\/about\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: copy['contact.title'] })).toBeVisible();
}

test('mgl: phone, chat hours, help centre, postal address and email; Start a live chat opens the chat', async ({ page }) => {
  await signIn(page, 'wrap.only');
  await openContactFromMenu(page);
  const phone = page.getByRole('region', { name: copy['contact.phone.heading'] });
  await expect(phone.getByRole('link', { name: '1800 808 508' })).toHaveAttribute('href', 'tel:1800808508');
  const chat = page.getByRole('region', { name: copy['contact.chat.heading'] });
  await expect(chat).toContainText('8:00am to 7:00pm Monday to Friday, Sydney time, excluding national public holidays');
  const help = page.getByRole('region', { name: copy['contact.help.heading'] });
  await expect(help.getByRole('link', { name: copy['contact.help.link'] })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('region', { name: copy['contact.post.heading'] })).toContainText('GPO Box 4294');
  await expect(page.getByRole('region', { name: copy['contact.email.heading'] }).getByRole('link')).toHaveAttribute(
    'href',
    'mailto:adviser.services@mgl.example.com.au',
  );
  await shot(page, { path: '/tmp/contact-mgl.png', fullPage: true });

  await chat.getByRole('button', { name: copy['contact.chat.open'] }).click();
  await expect(page.getByRole('dialog', { name: copy['chat.chatWithUs'] }).filter({ has: page.getByRole('button', { name: copy['chat.minimise'] }) })).toBeVisible();
});

test('oasis sees its own assist number and address', async ({ page }) => {
  await signIn(page, 'grow.adviser', 'oasis');
  await openContactFromMenu(page);
  await expect(page.getByRole('region', { name: copy['contact.phone.heading'] }).getByRole('link', { name: '1800 893 141' })).toBeVisible();
  await expect(page.getByRole('region', { name: copy['contact.post.heading'] })).toContainText('Melbourne VIC 3001');
});

test('perpetual sees its own assist number and email', async ({ page }) => {
  await signIn(page, 'perpetual.adviser', 'perpetual');
  await openContactFromMenu(page);
  await expect(page.getByRole('region', { name: copy['contact.phone.heading'] }).getByRole('link', { name: '1800 099 652' })).toBeVisible();
  await expect(page.getByRole('region', { name: copy['contact.email.heading'] })).toContainText('adviser.services@perpetual.example.com.au');
  await shot(page, { path: '/tmp/contact-perpetual.png', fullPage: true });
});
