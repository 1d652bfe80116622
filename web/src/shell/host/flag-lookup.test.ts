import { describe, expect, it } from 'vitest';
import { createFlagLookup } from './flag-lookup';

describe('flag lookup', () => {
  const flag = createFlagLookup([
    { key: 'search.ada', on: true },
    { key: 'reporting.marketData', on: false },
  ]);

  it('reads resolved flags, unknown ones off', () => {
    expect(flag('search.ada')).toBe(true);
    expect(flag('reporting.marketData')).toBe(false);
    expect(flag('nope.nothing')).toBe(false);
  });

  it('negates with a leading !', () => {
    expect(flag('!search.ada')).toBe(false);
    expect(flag('!reporting.marketData')).toBe(true);
    expect(flag('!nope.nothing')).toBe(true);
  });
});
