import { describe, expect, it } from 'vitest';
import { goToForLogin, safeGoTo } from './go-to';

describe('safeGoTo', () => {
  it('keeps app paths with their query', () => {
    expect(safeGoTo('/dashboard')).toBe('/dashboard');
    expect(safeGoTo('/dashboard/search/accounts?keyword=smith&accountStatus=Active,Closed')).toBe(
      '/dashboard/search/accounts?keyword=smith&accountStatus=Active,Closed',
    );
    expect(safeGoTo('#/dashboard/cash-account/123')).toBe('/dashboard/cash-account/123');
  });

  it('gives null for nothing', () => {
    expect(safeGoTo(undefined)).toBeNull();
    expect(safeGoTo('')).toBeNull();
  });

  it.each([
    'https://evil.example/phish',
    'http:evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/dash\u0000board',
    '/\tdashboard',
  ])('refuses %j', (value) => {
    expect(safeGoTo(value)).toBeNull();
  });

  it('refuses the login route, also through dot segments', () => {
    expect(safeGoTo('/login?access_token=x')).toBeNull();
    expect(safeGoTo('/dashboard/../login')).toBeNull();
  });

  it('resolves dot segments inside the app', () => {
    expect(safeGoTo('/dashboard/../home')).toBe('/home');
  });
});

describe('goToForLogin', () => {
  it('omits the root and the login route', () => {
    expect(goToForLogin('/')).toBeNull();
    expect(goToForLogin('/login')).toBeNull();
    expect(goToForLogin('/dashboard?tab=1')).toBe('/dashboard?tab=1');
  });
});
