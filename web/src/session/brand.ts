// Which brand family's sign-in pages this browser uses (its login badge).

export type LoginBadge = 'mgl' | 'oasis' | 'ppt';

export const DEFAULT_BADGE: LoginBadge = 'mgl';

const BADGE_BY_NAME: Readonly<Record<string, LoginBadge>> = {
  mgl: 'mgl',
  oasis: 'oasis',
  ppt: 'ppt',
  perpetual: 'ppt',
};

/** A brand or badge name as a login badge, or null when it names none. */
export function toLoginBadge(value: string | null | undefined): LoginBadge | null {
  if (!value) return null;
  return BADGE_BY_NAME[value.trim().toLowerCase()] ?? null;
}

export interface BrandSources {
  /** The page URL's query string before the hash, e.g. '?brand=oasis'. */
  pageQuery: string;
  /** Session storage 'brand' from earlier in this browser session. */
  stored: string | null;
  /** The ao-brand meta tag of the page the host served. */
  meta: string | null | undefined;
}

/** The URL wins (a link into a brand), then this browser session's choice, then the served page. */
export function resolveBrand({ pageQuery, stored, meta }: BrandSources): LoginBadge {
  const fromUrl = new URLSearchParams(pageQuery).get('brand');
  return toLoginBadge(fromUrl) ?? toLoginBadge(stored) ?? toLoginBadge(meta) ?? DEFAULT_BADGE;
}
