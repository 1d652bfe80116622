import { describe, expect, it } from 'vitest';
import { accountTabState } from './built-tabs';
import type { SubNavItem } from './sub-nav-item';

const tab = (route: string): SubNavItem => ({ id: route, label: route, kind: 'route', route, children: null });
const cash = [tab('account-overview'), tab('transactions'), tab('account-details'), tab('statements-and-reports')];

describe('account tabs', () => {
  it('shows only the tabs with content, and the one in the address as current', () => {
    const state = accountTabState(cash, 'account-details');
    expect(state.tabs.map((t) => t.route)).toEqual(['account-overview', 'account-details']);
    expect(state.current).toBe('account-details');
  });

  it("makes the first tab current on the account's own path (a term deposit opens on its details)", () => {
    expect(accountTabState(cash, undefined).current).toBe('account-overview');
    expect(accountTabState([tab('account-details')], undefined).current).toBe('account-details');
  });

  it('shows the first tab for an address naming a tab without content or no tab at all', () => {
    expect(accountTabState(cash, 'transactions').current).toBe('account-overview');
    expect(accountTabState(cash, 'nonsense').current).toBe('account-overview');
  });

  it('shows a tab another plugin fills (payments), nested toggles included, and opens it from the address', () => {
    const payments: SubNavItem = { id: 'payments', label: 'Payments', kind: 'toggle', route: null, children: [tab('payments'), tab('payments/payees-and-billers')] };
    const filled = (route: string) => route.startsWith('payments');
    const state = accountTabState([...cash, payments], 'payments/payees-and-billers', filled);
    expect(state.tabs.map((t) => t.route)).toEqual(['account-overview', 'account-details', 'payments', 'payments/payees-and-billers']);
    expect(state.current).toBe('payments/payees-and-billers');
    expect(accountTabState([...cash, payments], 'payments').current).toBe('account-overview');
  });
});
