// Navigation resolution (001 §2.2, §5): hidden items, empty toggles, URLs per environment, badge choice.
import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@schemas/navigation.schema.ts';
import { resolveNavigation, type NavigationContext } from './resolve-navigation.ts';
import { subjectWith } from './subject-fixture.ts';

const ctx: NavigationContext = {
  childBadge: 'MacquarieWrap',
  named: { wrapOnly: { permissions: { badges: ['MacquarieWrap'] } }, familyOne: { possibleSelections: ['MacquarieWrap', 'Wrap2', 'Vision'] } },
  placeholders: { clientId: 'C 1' },
  badgePlaceholders: { MacquarieWrap: { businessVenture: 'MPM' }, Vision: { businessVenture: 'MPMSWP' } },
  links: {
    targets: {
      'wrap-online': { default: { '*': 'https://wrap.example/{businessVenture}?c={clientId}' }, uat: { '*': 'https://uat.wrap.example/{businessVenture}' } },
      forms: { default: { MacquarieWrap: 'https://forms.example/mw', '*': 'https://forms.example/any' }, sit: { MacquarieWrap: 'https://sit.forms.example/mw' } },
      'vision-only': { default: { Vision: 'https://vision.example/' } },
    },
  },
};

const wrapUser = subjectWith({ badges: ['MacquarieWrap'], products: ['Wrap'] });

describe('resolveNavigation', () => {
  it('keeps route items with their route, matches and exact, and drops config-only fields', () => {
    const items: NavigationItem[] = [
      { id: 'dashboard', label: 'Dashboard', kind: 'route', route: '/dashboard', exact: true, matches: ['/dashboard/fund-income'], icon: 'dashboard', description: 'x' },
      { id: 'requests', label: 'Request Centre', kind: 'route', route: '/dashboard/request-centre', pinnedLabel: 'Requests' },
    ];
    expect(resolveNavigation(items, wrapUser, ctx)).toEqual([
      { id: 'dashboard', label: 'Dashboard', kind: 'route', route: '/dashboard', exact: true, matches: ['/dashboard/fund-income'], icon: 'dashboard' },
      { id: 'requests', label: 'Request Centre', kind: 'route', route: '/dashboard/request-centre', pinnedLabel: 'Requests' },
    ]);
  });

  it('drops items whose rule fails, by name or inline', () => {
    const items: NavigationItem[] = [
      { id: 'a', label: 'A', kind: 'route', route: '/a', rule: 'wrapOnly' },
      { id: 'b', label: 'B', kind: 'route', route: '/b', rule: { permissions: { products: ['Cash'] } } },
    ];
    expect(resolveNavigation(items, wrapUser, ctx).map((i) => i.id)).toEqual(['a']);
    expect(resolveNavigation(items, subjectWith({ products: ['Cash'] }), ctx).map((i) => i.id)).toEqual(['b']);
  });

  it('hides a toggle with no allowed child, and a toggle whose own rule fails', () => {
    const items: NavigationItem[] = [
      { id: 'empty', label: 'Empty', kind: 'toggle', children: [{ id: 'c', label: 'C', kind: 'route', route: '/c', rule: { permissions: { products: ['Cash'] } } }] },
      { id: 'denied', label: 'Denied', kind: 'toggle', rule: { permissions: { products: ['Cash'] } }, children: [{ id: 'd', label: 'D', kind: 'route', route: '/d' }] },
      {
        id: 'outer', label: 'Outer', kind: 'toggle', popover: 'nav.tools.popover',
        children: [
          { id: 'inner', label: 'Inner', kind: 'toggle', children: [{ id: 'x', label: 'X', kind: 'route', route: '/x', rule: 'wrapOnly' }] },
          { id: 'inner-empty', label: 'Inner empty', kind: 'toggle', children: [{ id: 'y', label: 'Y', kind: 'route', route: '/y', rule: { permissions: { products: ['Cash'] } } }] },
        ],
      },
    ];
    expect(resolveNavigation(items, wrapUser, ctx)).toEqual([
      {
        id: 'outer', label: 'Outer', kind: 'toggle', popover: 'nav.tools.popover',
        children: [{ id: 'inner', label: 'Inner', kind: 'toggle', children: [{ id: 'x', label: 'X', kind: 'route', route: '/x' }] }],
      },
    ]);
    expect(resolveNavigation(items, subjectWith(), ctx)).toEqual([]);
  });

  it("fills external URLs for the environment and the user's child badge", () => {
    const items: NavigationItem[] = [{ id: 'forms', label: 'Forms', kind: 'external', target: 'forms' }];
    const url = (environment: 'production' | 'sit' | 'uat', childBadge = 'MacquarieWrap') =>
      resolveNavigation(items, { ...wrapUser, environment }, { ...ctx, childBadge })[0]?.url;
    expect(url('production')).toBe('https://forms.example/mw');
    expect(url('sit')).toBe('https://sit.forms.example/mw');
    expect(url('uat')).toBe('https://forms.example/mw');
    expect(url('production', 'Wrap2')).toBe('https://forms.example/any');
  });

  it('hides an external link with no URL for the badge or an unknown target', () => {
    const items: NavigationItem[] = [
      { id: 'v', label: 'V', kind: 'external', target: 'vision-only' },
      { id: 'n', label: 'N', kind: 'external', target: 'no-such-target' },
    ];
    expect(resolveNavigation(items, wrapUser, ctx)).toEqual([]);
  });

  it('lists the allowed badges of a badge-driven link, asking for a choice when more than one', () => {
    const items: NavigationItem[] = [{ id: 'wrap-online', label: 'Wrap online', kind: 'badgeExternal', target: 'wrap-online', rule: 'familyOne' }];
    const user = subjectWith({ badges: ['MacquarieWrap', 'Vision', 'GrowWrap'] });
    expect(resolveNavigation(items, user, ctx)).toEqual([
      {
        id: 'wrap-online', label: 'Wrap online', kind: 'badgeExternal',
        badges: ['MacquarieWrap', 'Vision'],
        badgeUrls: { MacquarieWrap: 'https://wrap.example/MPM?c=C%201', Vision: 'https://wrap.example/MPMSWP?c=C%201' },
        selectBadge: true,
      },
    ]);
  });

  it('gives a badge-driven link with one allowed badge its URL and no choice', () => {
    const items: NavigationItem[] = [{ id: 'wrap-online', label: 'Wrap online', kind: 'badgeExternal', target: 'wrap-online', rule: 'familyOne' }];
    const [item] = resolveNavigation(items, subjectWith({ badges: ['Vision'], environment: 'uat' }), ctx);
    expect(item).toMatchObject({ badges: ['Vision'], selectBadge: false, url: 'https://uat.wrap.example/MPMSWP' });
    expect(resolveNavigation(items, subjectWith({ badges: ['GrowWrap'] }), ctx)).toEqual([]);
  });

  it("uses all the user's badges when a badge-driven link's rule names none, keeping those with a URL", () => {
    const items: NavigationItem[] = [{ id: 'v', label: 'V', kind: 'badgeExternal', target: 'vision-only' }];
    const [item] = resolveNavigation(items, subjectWith({ badges: ['MacquarieWrap', 'Vision'] }), ctx);
    expect(item).toMatchObject({ badges: ['Vision'], selectBadge: false, url: 'https://vision.example/' });
  });

  it('passes actions through with their disabled state', () => {
    const items: NavigationItem[] = [
      { id: 'share', label: 'Screen sharing assistance', kind: 'action', action: 'startCobrowse', disabledWhen: 'cobrowseActive' },
    ];
    expect(resolveNavigation(items, wrapUser, ctx)).toEqual([
      { id: 'share', label: 'Screen sharing assistance', kind: 'action', action: 'startCobrowse', disabledWhen: 'cobrowseActive' },
    ]);
  });
});
