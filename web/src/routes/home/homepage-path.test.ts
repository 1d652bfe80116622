import { describe, expect, it } from 'vitest';
import { homepagePath } from './homepage-path';

describe('homepagePath', () => {
  it('turns a route name into a path', () => {
    expect(homepagePath('dashboard')).toBe('/dashboard');
    expect(homepagePath('/dashboard/search/accounts')).toBe('/dashboard/search/accounts');
  });

  it('falls back to the dashboard', () => {
    for (const value of [null, undefined, 42, '', 'home', 'login', '//evil.example', 'https://evil.example', '../x']) {
      expect(homepagePath(value)).toBe('/dashboard');
    }
  });
});
