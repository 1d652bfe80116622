import { describe, expect, it } from 'vitest';
import { withFavourite, withRecent } from './id-lists.js';

describe('withFavourite', () => {
  it('adds once, at the end, and removes', () => {
    expect(withFavourite(['A1', 'A2'], 'A3', true)).toEqual(['A1', 'A2', 'A3']);
    expect(withFavourite(['A1', 'A2'], 'A1', true)).toEqual(['A2', 'A1']);
    expect(withFavourite(['A1', 'A2'], 'A1', false)).toEqual(['A2']);
    expect(withFavourite(null, 'A1', false)).toEqual([]);
  });
});

describe('withRecent', () => {
  it('puts the newest first, drops its older copy and keeps at most 5', () => {
    expect(withRecent(null, 'A1')).toEqual(['A1']);
    expect(withRecent(['A1', 'A2', 'A3'], 'A2')).toEqual(['A2', 'A1', 'A3']);
    expect(withRecent(['A1', 'A2', 'A3', 'A4', 'A5'], 'A6')).toEqual(['A6', 'A1', 'A2', 'A3', 'A4']);
  });

  it('reads the older object shape too', () => {
    expect(withRecent([{ accountId: 'A1' }], 'A2')).toEqual(['A2', 'A1']);
  });
});
