// The login badges of the three brand families. The headings are our choice (the specification
// gives no login copy).
export type Badge = 'mgl' | 'oasis' | 'ppt';
export type Brand = 'mgl' | 'oasis' | 'perpetual';

/** The sign-in pages' colours: the brand family's own (they match config/brands/<brand>.json's theme). */
export interface BadgeTheme {
  primary: string;
  primaryContrast: string;
  accent: string;
  background: string;
  text: string;
}

interface BadgeInfo {
  brand: Brand;
  title: string;
  theme: BadgeTheme;
}

const BADGES: Record<Badge, BadgeInfo> = {
  mgl: { brand: 'mgl', title: 'Macquarie Adviser Online', theme: { primary: '#1a1a1a', primaryContrast: '#ffffff', accent: '#b5862b', background: '#f5f5f3', text: '#1a1a1a' } },
  oasis: { brand: 'oasis', title: 'Oasis Adviser Online', theme: { primary: '#006d77', primaryContrast: '#ffffff', accent: '#e76f51', background: '#f1f7f7', text: '#12302f' } },
  ppt: { brand: 'perpetual', title: 'Perpetual Adviser Online', theme: { primary: '#3d2470', primaryContrast: '#ffffff', accent: '#f2a900', background: '#f6f4fa', text: '#221a33' } },
};

export const BADGE_NAMES = Object.keys(BADGES) as Badge[];

export function badgeInfo(badge: string): BadgeInfo | undefined {
  return Object.hasOwn(BADGES, badge) ? BADGES[badge as Badge] : undefined;
}
