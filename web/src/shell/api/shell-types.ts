// The shell as the gateway resolves it (gateway/src/modules/shell/schema.graphql).

export type NavItemKind = 'route' | 'external' | 'badgeExternal' | 'toggle' | 'action';

export interface BadgeChoice {
  badge: string;
  label: string;
  url: string;
}

export interface NavItem {
  id: string;
  /** A copy key or literal text. */
  label: string;
  kind: NavItemKind;
  route: string | null;
  matches: string[] | null;
  exact: boolean | null;
  url: string | null;
  badges: BadgeChoice[] | null;
  selectBadge: boolean | null;
  action: string | null;
  disabledWhen: string | null;
  icon: string | null;
  popover: string | null;
  pinnedLabel: string | null;
  children?: NavItem[] | null;
}

export type BrandTheme = Partial<Record<'primary' | 'primaryContrast' | 'accent' | 'background' | 'surface' | 'text', string>>;

export interface ShellBrand {
  key: string;
  name: string;
  loginBadge: string;
  childBadge: string;
  theme: BrandTheme;
  logo: { src: string; alt: string };
  favicon: { default: string; redDot: string };
  assistNumber: string;
  helpLinks: Record<string, string>;
}

export interface ShellData {
  environment: string;
  brand: ShellBrand;
  access: { badges: string[]; products: string[]; cashBadges: string[]; wrapAccess: boolean; cashAccess: boolean };
  sideNavigation: NavItem[];
  profileMenu: NavItem[];
  plugins: { id: string; settings: unknown }[];
  flags: { key: string; on: boolean }[];
  copyOverrides: Record<string, string>;
  idle: { idleSeconds: number; countdownSeconds: number };
}

export interface FlagOverride {
  key: string;
  on: boolean;
}
