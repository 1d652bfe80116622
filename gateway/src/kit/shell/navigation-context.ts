// What the rule engine needs besides the subject to resolve menus: link targets, named rules, the link
// column (the child badge) and the URL placeholders a brand config can answer: each badge's business
// venture and product. clientId and solutions belong to a page, not the menu, so they stay empty.
import type { BrandConfig } from '@schemas/brand.schema.ts';
import type { LoadedConfig } from '../../config-host/index.ts';
import type { LinkPlaceholders, NavigationContext, Rule } from '../../rules/index.ts';

type Badges = BrandConfig['badges'];

function placeholdersOf(badges: Badges, badge: string): LinkPlaceholders {
  if (!Object.hasOwn(badges, badge)) return {};
  // A badge may list several ventures (Perpetual: MPMPPT and MPMPPS); links take its first, main one.
  const [businessVenture] = badges[badge].businessVentures;
  const [product] = badges[badge].products;
  return { ...(businessVenture && { businessVenture }), ...(product && { product }) };
}

export function namedRules(config: LoadedConfig): Readonly<Record<string, Rule>> {
  return (config.rules.rules ?? {}) as Record<string, Rule>;
}

export function navigationContext(config: LoadedConfig, brand: BrandConfig, childBadge: string): NavigationContext {
  return {
    links: config.links,
    named: namedRules(config),
    childBadge,
    placeholders: placeholdersOf(brand.badges, childBadge),
    badgePlaceholders: Object.fromEntries(Object.keys(brand.badges).map((badge) => [badge, placeholdersOf(brand.badges, badge)])),
  };
}
