import { describe, expect, it } from 'vitest';
import { toNavItem } from './to-nav-item.js';

const label = (badge: string) => `label of ${badge}`;

describe('NavItem mapping', () => {
  it('turns badges and badgeUrls into labelled badge choices, in order', () => {
    const item = toNavItem(
      { id: 'w', label: 'Wrap online', kind: 'badgeExternal', badges: ['B', 'A'], badgeUrls: { A: 'https://a', B: 'https://b' }, selectBadge: true },
      label,
    );
    expect(item).toEqual({
      id: 'w', label: 'Wrap online', kind: 'badgeExternal', selectBadge: true,
      badges: [{ badge: 'B', label: 'label of B', url: 'https://b' }, { badge: 'A', label: 'label of A', url: 'https://a' }],
    });
    expect(item).not.toHaveProperty('badgeUrls');
  });

  it('maps children all the way down and leaves plain items as they are', () => {
    const item = toNavItem(
      { id: 't', label: 'T', kind: 'toggle', children: [{ id: 'g', label: 'G', kind: 'toggle', children: [{ id: 'r', label: 'R', kind: 'route', route: '/r' }] }] },
      label,
    );
    expect(item.children?.[0].children?.[0]).toEqual({ id: 'r', label: 'R', kind: 'route', route: '/r' });
  });
});
