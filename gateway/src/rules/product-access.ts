// Product and badge access from the raw user details (001 §6, 002 §6): which products the user holds,
// which child badges the rules may see, and the cash badges.
import type { BrandKey } from './types.ts';

export interface RawUserAccess {
  brand: BrandKey;
  childBadge: string;
  badges: readonly string[];
  /** Product lists keyed by brand key (mgl, oasis, anz, ybr, perpetual). */
  supportedBrandProducts: Readonly<Record<string, readonly string[]>>;
}

export interface SubjectAccess {
  badges: string[];
  /** Products held across brands, deduplicated, first seen first. */
  products: string[];
  cashBadges: string[];
  wrapAccess: boolean;
  cashAccess: boolean;
}

// Never offered as badges in this portal (002 §6), whatever the user details say.
const REMOVED_BADGES = new Set(['ANZGrowWrap', 'ANZPrivateWrap']);

/**
 * The lists that count as "the current brand": the brand key, Anz merged into oasis, and the child
 * badge's own key, because 001 §6 words it as "the list for the current child badge" and the sandbox's
 * user details are keyed by child badge; reading both keeps either upstream shape working.
 */
function currentKeys(user: RawUserAccess): string[] {
  return [user.brand, ...(user.brand === 'oasis' ? ['anz'] : []), user.childBadge];
}

const listsAt = (user: RawUserAccess, keys: readonly string[]) =>
  [...new Set(keys)].flatMap((key) => (Object.hasOwn(user.supportedBrandProducts, key) ? user.supportedBrandProducts[key] : []));

export function currentProducts(user: RawUserAccess): string[] {
  return [...new Set(listsAt(user, currentKeys(user)))];
}

export const hasProduct = (user: RawUserAccess, product: string) => currentProducts(user).includes(product);

/** 'Only' access: the product is the sole entry of the current list. */
export function onlyProduct(user: RawUserAccess, product: string): boolean {
  const products = currentProducts(user);
  return products.length === 1 && products[0] === product;
}

/** Child badge -> business ventures, from a brand config's `badges`. */
export function venturesByBadge(
  badges: Readonly<Record<string, { businessVentures: readonly string[] }>>,
): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(badges).map(([badge, config]) => [badge, config.businessVentures]));
}

export function deriveSubjectAccess(
  user: RawUserAccess,
  ventures: Readonly<Record<string, readonly string[]>>,
): SubjectAccess {
  const cashAccess = hasProduct(user, 'Cash');
  const wrapAccess = hasProduct(user, 'Wrap') || hasProduct(user, 'Vision');
  const ybrCash = listsAt(user, ['ybr', 'YellowBrickRoad']).includes('Cash');
  return {
    badges: [...new Set(user.badges)].filter(
      (badge) => !REMOVED_BADGES.has(badge) && (Object.hasOwn(ventures, badge) ? ventures[badge].length > 0 : false),
    ),
    products: [...new Set(Object.values(user.supportedBrandProducts).flat())],
    cashBadges: [...(cashAccess ? ['MBL'] : []), ...(ybrCash ? ['YellowBrickRoad'] : [])],
    wrapAccess,
    cashAccess,
  };
}
