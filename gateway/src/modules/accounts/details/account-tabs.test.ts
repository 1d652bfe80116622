import { describe, expect, it } from 'vitest';
import type { SubNavItem } from '@schemas/navigation.schema.ts';
import { subNavigation } from '../../../rules/test-config.ts';
import type { NavItem } from '@gateway/kit/shell/to-nav-item.js';
import { accountTabs } from './account-tabs.js';

const strip = (items: readonly SubNavItem[]): NavItem[] =>
  items.map(({ id, label, kind, route, children }) => ({ id, label, kind, route, ...(children ? { children: strip(children) } : {}) }) as NavItem);
const flat = (items: readonly NavItem[]): string[] => items.flatMap((i) => [i.id, ...flat(i.children ?? [])]);
const config = subNavigation().accounts;
const cash = strip(config['cash-account']);
const wrap = strip(config['wrap-account']);
const withoutPayments = cash.filter((i) => i.id !== 'payments');

describe('account tabs from config/navigation/sub-navigation.json', () => {
  it('gives Centrelink to a pension wrap account only', () => {
    expect(flat(accountTabs(wrap, config['wrap-account'], { productType: 'Pension', parentProductType: null }))).toContain('centrelink');
    for (const productType of ['Investment', 'Super']) {
      expect(flat(accountTabs(wrap, config['wrap-account'], { productType, parentProductType: null }))).not.toContain('centrelink');
    }
  });

  it('gives Contributions to the cash account of a Super wrap account only', () => {
    expect(flat(accountTabs(cash, config['cash-account'], { productType: null, parentProductType: 'Super' }))).toContain('contributions');
    expect(flat(accountTabs(cash, config['cash-account'], { productType: null, parentProductType: 'Pension' }))).not.toContain('contributions');
    expect(flat(accountTabs(cash, config['cash-account'], { productType: null, parentProductType: null }))).not.toContain('contributions');
  });

  it('shows Scheduled payments once: under Payments for a user with the Payments tabs, else at the top', () => {
    const plain = { productType: null, parentProductType: null };
    const withTabs = flat(accountTabs(cash, config['cash-account'], plain));
    expect(withTabs).toContain('payments-scheduled');
    expect(withTabs).not.toContain('scheduled-payments');
    const without = flat(accountTabs(withoutPayments, config['cash-account'], plain));
    expect(without).toContain('scheduled-payments');
    expect(without).not.toContain('payments-scheduled');
  });
});
