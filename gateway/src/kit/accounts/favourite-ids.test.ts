import { describe, expect, it } from 'vitest';
import { favouriteIds } from './favourite-ids.js';

describe('favourite-accounts preference value', () => {
  it('reads ids from strings or objects, without duplicates', () => {
    expect(favouriteIds(['A1', { accountId: 'A2' }, { id: 'A3' }, 'A1', 7])).toEqual(['A1', 'A2', 'A3', '7']);
  });

  it('gives no ids for unset or odd values', () => {
    expect(favouriteIds(null)).toEqual([]);
    expect(favouriteIds('A1')).toEqual([]);
    expect(favouriteIds([null, {}, ''])).toEqual([]);
  });
});
