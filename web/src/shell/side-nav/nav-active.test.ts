import { describe, expect, it } from 'vitest';
import type { NavItem } from '../api/shell-types';
import { activeItemId, containsItem } from './nav-active';

const item = (partial: Partial<NavItem> & Pick<NavItem, 'id' | 'kind'>): NavItem => ({
  label: partial.id,
  route: null,
  matches: null,
  exact: null,
  url: null,
  badges: null,
  selectBadge: null,
  action: null,
  disabledWhen: null,
  icon: null,
  popover: null,
  pinnedLabel: null,
  children: null,
  ...partial,
});

const items = [
  item({ id: 'dashboard', kind: 'route', route: '/dashboard', exact: true, matches: ['/dashboard/fund-income'] }),
  item({
    id: 'clients',
    kind: 'toggle',
    children: [
      item({ id: 'accounts', kind: 'route', route: 'dashboard/search/accounts', matches: ['/dashboard/cash-account', '/dashboard/wrap-account'] }),
      item({ id: 'groups', kind: 'route', route: '/dashboard/search/account-groups', matches: ['/dashboard/account-group'] }),
    ],
  }),
  item({ id: 'request-centre', kind: 'route', route: '/dashboard/request-centre' }),
  item({ id: 'fee-calculator', kind: 'route', route: '/dashboard/fee-calculator', exact: true }),
];

describe('active navigation item', () => {
  it('lights the exact dashboard and its extra matches', () => {
    expect(activeItemId(items, '/dashboard')).toBe('dashboard');
    expect(activeItemId(items, '/dashboard/')).toBe('dashboard');
    expect(activeItemId(items, '/dashboard/fund-income')).toBe('dashboard');
  });

  it('prefers the most specific match', () => {
    expect(activeItemId(items, '/dashboard/search/accounts')).toBe('accounts');
    expect(activeItemId(items, '/dashboard/cash-account/123/transactions')).toBe('accounts');
    expect(activeItemId(items, '/dashboard/account-group/G1')).toBe('groups');
    expect(activeItemId(items, '/dashboard/request-centre/requests')).toBe('request-centre');
  });

  it('respects exact items and matches nothing elsewhere', () => {
    expect(activeItemId(items, '/dashboard/fee-calculator')).toBe('fee-calculator');
    expect(activeItemId(items, '/dashboard/fee-calculator/x')).toBeNull();
    expect(activeItemId(items, '/dashboard/user-profile/details')).toBeNull();
    expect(activeItemId(items, '/home')).toBeNull();
  });

  it('finds the toggle holding the active item', () => {
    expect(containsItem(items[1], 'groups')).toBe(true);
    expect(containsItem(items[1], 'dashboard')).toBe(false);
    expect(containsItem(items[1], null)).toBe(false);
  });
});
