import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../session/memory-storage';
import { FLAG_OVERRIDES_KEY, readFlagOverrides, writeFlagOverrides } from './flag-overrides';

describe('flag overrides', () => {
  it('round-trips through session storage, sorted by key', () => {
    const storage = new MemoryStorage();
    writeFlagOverrides(storage, { 'search.ada': false, 'general.authenticatorBanner': true });
    expect(readFlagOverrides(storage)).toEqual([
      { key: 'general.authenticatorBanner', on: true },
      { key: 'search.ada', on: false },
    ]);
    writeFlagOverrides(storage, {});
    expect(storage.getItem(FLAG_OVERRIDES_KEY)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const storage = new MemoryStorage();
    for (const bad of ['not json', '[]', '"x"', 'null']) {
      storage.setItem(FLAG_OVERRIDES_KEY, bad);
      expect(readFlagOverrides(storage)).toEqual([]);
    }
    storage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify({ 'search.ada': 'yes', nodot: true, 'a.b': true }));
    expect(readFlagOverrides(storage)).toEqual([{ key: 'a.b', on: true }]);
  });
});
