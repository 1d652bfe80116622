// The login badges of the three brand families. The headings are our choice (the specification
// gives no login copy).
export type Badge = 'mgl' | 'oasis' | 'ppt';
export type Brand = 'mgl' | 'oasis' | 'perpetual';

interface BadgeInfo {
  brand: Brand;
  title: string;
}

const BADGES: Record<Badge, BadgeInfo> = {
  mgl: { brand: 'mgl', title: 'Macquarie Adviser Online' },
  oasis: { brand: 'oasis', title: 'Oasis Adviser Online' },
  ppt: { brand: 'perpetual', title: 'Perpetual Adviser Online' },
};

export function badgeInfo(badge: string): BadgeInfo | undefined {
  return Object.hasOwn(BADGES, badge) ? BADGES[badge as Badge] : undefined;
}
