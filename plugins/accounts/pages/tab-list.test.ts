import { describe, expect, it } from 'vitest';
import type { SubNavItem } from './sub-nav-item';
import { flattenTabs } from './tab-list';

const item = (id: string, route: string | null, kind: SubNavItem['kind'] = 'route', children: SubNavItem[] | null = null): SubNavItem => ({ id, label: id, kind, route, children });

describe('account tabs', () => {
  it('opens toggles into their children and drops items without a route', () => {
    const tabs = flattenTabs([
      item('account-overview', 'account-overview'),
      item('payments', null, 'toggle', [item('make-a-payment', 'payments'), item('payees', 'payments/payees-and-billers')]),
      item('heading', null),
    ]);
    expect(tabs.map((t) => t.route)).toEqual(['account-overview', 'payments', 'payments/payees-and-billers']);
  });
});
