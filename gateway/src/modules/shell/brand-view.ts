// The Brand of the SDL: the family's look, with the child badge's own logo and favicons when it has them
// (001 §2.3: favicons live at resources/{badge}/...).
import type { BrandConfig } from '@schemas/brand.schema.ts';

export function brandView(brand: BrandConfig, childBadge: string) {
  const badge = Object.hasOwn(brand.badges, childBadge) ? brand.badges[childBadge] : undefined;
  return {
    key: brand.key,
    name: brand.name,
    loginBadge: brand.loginBadge,
    childBadge,
    theme: brand.theme,
    logo: badge?.logo ?? brand.logo,
    favicon: badge?.favicon ?? brand.favicon,
    assistNumber: brand.assistNumber,
    helpLinks: brand.helpLinks,
  };
}
