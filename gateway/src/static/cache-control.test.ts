import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-control.js';
import { isAppNavigation } from './serve-web.js';

describe('web app cache policy', () => {
  it("keeps Vite's hashed assets for a year and revalidates the rest", () => {
    expect(cacheControlFor('assets/index-B3x9Qa1c.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets\\logo-abc.svg')).toBe(IMMUTABLE);
    expect(cacheControlFor('index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('brands/mgl/logo.svg')).toBe(REVALIDATE);
  });
});

describe('app navigation fallback', () => {
  it('applies to GETs of app routes only', () => {
    expect(isAppNavigation({ method: 'GET', url: '/dashboard/search/accounts?keyword=x' })).toBe(true);
    expect(isAppNavigation({ method: 'HEAD', url: '/' })).toBe(true);
    expect(isAppNavigation({ method: 'POST', url: '/dashboard' })).toBe(false);
    expect(isAppNavigation({ method: 'GET', url: '/graphql' })).toBe(false);
    expect(isAppNavigation({ method: 'GET', url: '/api/x' })).toBe(false);
    expect(isAppNavigation({ method: 'GET', url: '/assets/missing-1234.js' })).toBe(false);
  });
});
