import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, portalRoute, tokenRedirect } from './redirect.js';
import type { TokenResponse } from './issue-tokens.js';

const tokens: TokenResponse = {
  access_token: 'a-b_c',
  token_type: 'Bearer',
  scope: 'WEALTH_FULL_VIEW',
  expires_in: 900,
  refresh_token: 'r',
  refresh_token_expires_in: 7200,
};

describe('redirect_uri', () => {
  it('allows only the portal origins: any other localhost port is refused', () => {
    const origins = ['http://localhost:4000', 'https://adviser.example.test'];
    expect(isAllowedRedirect('http://localhost:4000/#/login', origins)).toBe(true);
    expect(isAllowedRedirect('https://adviser.example.test/#/login', origins)).toBe(true);
    expect(isAllowedRedirect('http://localhost:4999/#/login', origins)).toBe(false);
    expect(isAllowedRedirect('http://127.0.0.1:5173/', origins)).toBe(false);
    expect(isAllowedRedirect('https://localhost:4000/', origins)).toBe(false);
    expect(isAllowedRedirect('http://user@localhost:4000/', origins)).toBe(false);
    expect(isAllowedRedirect('http://localhost:4000.evil.example/', origins)).toBe(false);
    // The default: the portal's default address only.
    expect(isAllowedRedirect('http://localhost:4000/#/login')).toBe(true);
    expect(isAllowedRedirect('http://localhost:4001/#/login')).toBe(false);
    expect(isAllowedRedirect('http://evil.example/')).toBe(false);
    expect(isAllowedRedirect('http://localhost.evil.example/')).toBe(false);
    expect(isAllowedRedirect('http://user@localhost/')).toBe(false);
    expect(isAllowedRedirect('javascript:alert(1)')).toBe(false);
  });

  it('puts the tokens inside the fragment for hash routing', () => {
    const to = tokenRedirect('http://localhost:4000/#/login', tokens, '/dashboard?x=1');
    expect(to).toMatch(/^http:\/\/localhost:4000\/#\/login\?access_token=a-b_c&scope=WEALTH_FULL_VIEW&/);
    const query = new URLSearchParams(to.split('#/login?')[1]);
    expect(query.get('goTo')).toBe('/dashboard?x=1');
    expect(query.get('refresh_token_expires_in')).toBe('7200');
  });

  it('appends to a fragment that already has a query, or to the query without a fragment', () => {
    expect(tokenRedirect('http://localhost:1/#/login?a=1', tokens)).toMatch(/#\/login\?a=1&access_token=/);
    const plain = new URL(tokenRedirect('http://localhost:1/cb?a=1', tokens));
    expect(plain.searchParams.get('a')).toBe('1');
    expect(plain.searchParams.get('access_token')).toBe('a-b_c');
    expect(plain.searchParams.has('goTo')).toBe(false);
  });
});

// Issue 28 finding 8: goTo is a route inside the portal (its hash path), never an address of its own.
describe('goTo', () => {
  it.each(['/accounts/123', '#/accounts/123', '/dashboard/search/accounts?keyword=smith&accountStatus=Active,Closed', '/search?q=John Smith'])(
    'keeps the portal route %j',
    (value) => expect(portalRoute(value)).toBe(value),
  );

  it.each([
    'https://evil.example',
    'https://evil.example/#/accounts',
    'http:evil.example',
    '//evil.example',
    '#//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'accounts/123',
    '/dash\u0000board',
    '/\tdashboard',
    '/a\nb',
    '/a\u007fb',
    ' /dashboard',
    `/${'a'.repeat(2048)}`,
    '',
  ])('drops %j', (value) => {
    expect(portalRoute(value)).toBeUndefined();
  });

  it('travels into the redirect only as a route', () => {
    expect(new URLSearchParams(tokenRedirect('http://localhost:4000/#/login', tokens, '#/accounts/1').split('#/login?')[1]).get('goTo')).toBe('#/accounts/1');
    const foreign = tokenRedirect('http://localhost:4000/#/login', tokens, 'https://evil.example');
    expect(foreign).not.toContain('evil');
    expect(new URLSearchParams(foreign.split('#/login?')[1]).has('goTo')).toBe(false);
  });
});
