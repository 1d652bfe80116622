// Test helper: reads the real config files this engine owns, typed by their schemas.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NavigationFile, SideNavFile, SubNavigationFile } from '@schemas/navigation.schema.ts';
import { resolveSideNav } from '@schemas/side-nav-families.ts';
import type { RulesFile } from '@schemas/permission-rule.schema.ts';
import type { BrandKey, Rule } from './types.ts';

export const configDir = fileURLToPath(new URL('../../../config/', import.meta.url));

export const readConfig = (file: string): unknown => JSON.parse(readFileSync(configDir + file, 'utf8'));

export const rulesFile = () => readConfig('rules.json') as RulesFile;
export const namedRules = () => (rulesFile().rules ?? {}) as Record<string, Rule>;
export const sideNavFile = () => readConfig('navigation/side-nav.json') as SideNavFile;
/** One brand family's side navigation, resolved from side-nav.json as the config host does. */
export const sideNav = (brand: BrandKey) => resolveSideNav(sideNavFile(), brand);
export const profileMenu = () => readConfig('navigation/profile-menu.json') as NavigationFile;
export const subNavigation = () => readConfig('navigation/sub-navigation.json') as SubNavigationFile;

/** 001 §2.2's external targets as ids; config/links.json (config host) defines exactly these. */
export const linkTargetIds = [
  'wrap-online', 'portfolio-transacting', 'manage-assets', 'other-assets', 'corporate-actions', 'model-portfolios',
  'work-in-progress', 'bulk-wholesale-managed-investments', 'client-adviser-reporting', 'portfolio-review-report',
  'dealer-reporting', 'dealer-group-reporting', 'wrap-account-administration', 'wrap-clients-and-accounts',
  'recurring-payments', 'bulk-payments', 'bulk-cash-administration', 'forms', 'offer-documents', 'adviser-tools',
  'tax-hub-mgl', 'tax-hub-oasis', 'tax-hub-perpetual', 'little-black-book', 'digital-portfolio-manager',
  'adviser-dashboard', 'onecare', 'managed-investments-information', 'wrap-alerts', 'investment-closure-alerts',
  'wrap-vision-pending-applications', 'product-conversion', 'super-pension-switch', 'perpetual-open-account', 'help-centre',
];
