// User details, adviser entities and intermediary entities as the schema's types (000 §3).
import type { AdviserCode } from '../resolvers-types.js';
import type { AdviserEntity } from './api/get-adviser-entities.js';
import type { IntermediaryEntity } from './api/get-intermediary-entities.js';
import type { UserDetails } from '@gateway/kit/user/get-user-details.js';
import { badgeNameOf, brandNameOf } from '@gateway/kit/shell/brand-names.js';
import type { BrandConfig } from '@schemas/brand.schema.ts';

/** The user's details; `brands` (config/brands) gives the names advisers know the brand and badges by. */
export function toUser(details: UserDetails, brands: Readonly<Record<string, BrandConfig>>) {
  const badgeName = badgeNameOf(brands, details.brand);
  return {
    mac: details.mac,
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    lastLogin: details.lastLogin ?? details.securityAttributes?.lastLogin ?? null,
    lastPasswordChange: details.securityAttributes?.lastPasswordChange ?? null,
    brand: details.brand,
    loginBadge: details.loginBadge,
    childBadge: details.childBadge,
    badges: details.badges ?? [],
    supportedBrandProducts: details.supportedBrandProducts ?? {},
    flags: Object.entries(details.flags ?? {})
      .filter(([, on]) => on === true)
      .map(([flag]) => flag),
    dealerRestricted: Boolean(details.dealerRestricted),
    dealerCode: details.dealerCode ?? null,
    brandName: brandNameOf(brands, details.brand),
    childBadgeName: badgeName(details.childBadge),
    badgeNames: (details.badges ?? []).map(badgeName),
  };
}

/** Entity key = dealer code (first 4 characters) + adviser code; type D is a dealer, anything else an adviser. */
export function toAdviserCode(entity: AdviserEntity): AdviserCode {
  return {
    entityKey: entity.entity_key,
    dealerCode: entity.entity_key.slice(0, 4),
    code: entity.entity_key.slice(4),
    productType: entity.product_type,
    adviserType: entity.entity_type === 'D' ? 'DEALER' : 'ADVISER',
    adviserName: entity.adviser_name ?? null,
    dealerName: entity.dealer_name ?? null,
  };
}

export function toIntermediaryCode(entity: IntermediaryEntity) {
  return {
    dealerCode: entity.dealer_code,
    adviserCode: entity.adviser_code,
    productType: entity.product_type ?? null,
  };
}
