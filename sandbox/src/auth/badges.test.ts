// The sign-in pages wear the brand family's colours: the same as the portal's theme in config/brands.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BADGE_NAMES, badgeInfo } from './badges.js';
import { loginPage } from './login-page.js';

describe('sign-in page look', () => {
  it.each(BADGE_NAMES)('%s: the colours are its brand family’s theme', (badge) => {
    const info = badgeInfo(badge)!;
    const theme = JSON.parse(readFileSync(`config/brands/${info.brand}.json`, 'utf8')).theme;
    expect(info.theme).toEqual({ primary: theme.primary, primaryContrast: theme.primaryContrast, accent: theme.accent, background: theme.background, text: theme.text });
    const html = loginPage({ badge, title: info.title, redirectUri: 'http://localhost:4000/#/login' });
    expect(html).toContain(`--primary: ${theme.primary}`);
    expect(html).toContain(`<header class="brand"><span class="wordmark">${info.title}</span></header>`);
  });
});
