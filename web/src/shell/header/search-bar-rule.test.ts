import { describe, expect, it } from 'vitest';
import { showsSearchBar } from './search-bar-rule';

describe('search bar rule', () => {
  it('shows on the listed URL endings', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/search/accounts',
      '/dashboard/search/transactions',
      '/dashboard/search/account-groups',
      '/dashboard/notifications/account-balance',
      '/dashboard/notifications/pending-payments',
      '/dashboard/something/account',
      '/dashboard/wrap-account',
      '/dashboard/client',
    ]) {
      expect(showsSearchBar(path), path).toBe(true);
    }
  });

  it('shows when the second-last segment is term-deposit or cash-account', () => {
    expect(showsSearchBar('/dashboard/term-deposit/TD123')).toBe(true);
    expect(showsSearchBar('/dashboard/cash-account/123456')).toBe(true);
  });

  it('hides elsewhere', () => {
    for (const path of [
      '/home',
      '/dashboard/request-centre',
      '/dashboard/user-profile/details',
      '/dashboard/cash-account/123456/transactions',
      '/dashboard/wrap-account/W1',
      '/dashboard/client/C1',
      '/dashboard/notifications/term-deposit-maturities',
      '/dashboard/fee-calculator',
    ]) {
      expect(showsSearchBar(path), path).toBe(false);
    }
  });
});
