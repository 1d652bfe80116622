import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url.js';

describe('upstream URLs', () => {
  it('comma-joins lists and leaves out empty values', () => {
    const url = new URL(buildUrl('http://u:1', '/api/x', { a: ['1', '2'], b: '', c: undefined, d: null, e: false, f: 25 }));
    expect(url.pathname).toBe('/api/x');
    expect([...url.searchParams]).toEqual([
      ['a', '1,2'],
      ['e', 'false'],
      ['f', '25'],
    ]);
  });
});
