import { describe, expect, it } from 'vitest';
import { preferenceIds, toggledIds } from './favourite-ids';

describe('preferenceIds', () => {
  it('reads ids and { accountId } objects, once each, and nothing from other shapes', () => {
    expect(preferenceIds(['A1', { accountId: 'A2' }, 'A1', 7, null])).toEqual(['A1', 'A2']);
    expect(preferenceIds(null)).toEqual([]);
    expect(preferenceIds('A1')).toEqual([]);
  });
});

describe('toggledIds', () => {
  it('adds at the end and removes', () => {
    expect(toggledIds(['A1'], 'A2', true)).toEqual(['A1', 'A2']);
    expect(toggledIds(['A1', 'A2'], 'A1', false)).toEqual(['A2']);
  });
});
