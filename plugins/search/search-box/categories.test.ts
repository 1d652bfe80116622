import { describe, expect, it } from 'vitest';
import { availableCategories, defaultCategory } from './categories';

describe('search categories', () => {
  it('offers Clients only with the ada flag, and then by default', () => {
    expect(availableCategories({ clientsFlag: true, wrapAccess: true })).toEqual(['clients', 'accounts', 'wrapGroups']);
    expect(defaultCategory({ clientsFlag: true, wrapAccess: true })).toBe('clients');
    expect(defaultCategory({ clientsFlag: false, wrapAccess: true })).toBe('accounts');
  });

  it('offers Wrap groups only with wrap access', () => {
    expect(availableCategories({ clientsFlag: false, wrapAccess: false })).toEqual(['accounts']);
  });
});
