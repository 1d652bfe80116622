// The names advisers know brands and badges by (config/brands/<brand>.json `name` and `badges.<badge>.label`),
// for pages that would otherwise show the bank's codes ("mgl", "MacquarieWrap").
import type { BrandConfig } from '@schemas/brand.schema.ts';

type Brands = Readonly<Record<string, BrandConfig>>;

/** The brand family's name; the key itself when config has no such brand. */
export const brandNameOf = (brands: Brands, brandKey: string): string => (Object.hasOwn(brands, brandKey) ? brands[brandKey].name : brandKey);

/**
 * A badge's name: the user's own brand family first (a badge code could in principle recur), then any family,
 * then the code as the bank sends it (a badge no brand lists, such as one the access rules drop).
 */
export const badgeNameOf = (brands: Brands, brandKey: string) => (badge: string): string => {
  const own = Object.hasOwn(brands, brandKey) ? brands[brandKey] : undefined;
  if (own && Object.hasOwn(own.badges, badge)) return own.badges[badge].label;
  const other = Object.values(brands).find((brand) => Object.hasOwn(brand.badges, badge));
  return other ? other.badges[badge].label : badge;
};
