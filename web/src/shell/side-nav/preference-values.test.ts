import { describe, expect, it } from 'vitest';
import { readPinned, readStringList } from './preference-values';

describe('preference values', () => {
  it('reads AoSideNavPinned, default pinned', () => {
    expect(readPinned(false)).toBe(false);
    expect(readPinned('false')).toBe(false);
    expect(readPinned(true)).toBe(true);
    expect(readPinned(undefined)).toBe(true);
    expect(readPinned(null)).toBe(true);
  });

  it('reads lists of strings', () => {
    expect(readStringList(['tools-1', 3, 'x'])).toEqual(['tools-1', 'x']);
    expect(readStringList('tools-1')).toEqual([]);
  });
});
