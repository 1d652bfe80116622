// One shell, ready for the Shell field resolvers: the config snapshot of this request, the brand, and
// the rule subject built as 001 §6 says (product access, flags, account features).
import type { BrandConfig } from '@schemas/brand.schema.ts';
import type { LoadedConfig } from '../../config-host/index.ts';
import {
  deriveSubjectAccess,
  resolveFlags,
  venturesByBadge,
  type NavigationContext,
  type RuleSubject,
  type SubjectAccess,
} from '../../rules/index.ts';
import { accountFeaturesFor } from './account-features-for.js';
import { navigationContext } from './navigation-context.js';
import type { ShellInput } from './shell-input.js';

export interface ShellSource {
  /** Read once per request, so every field of one answer comes from the same config. */
  config: LoadedConfig;
  brand: BrandConfig;
  childBadge: string;
  access: SubjectAccess;
  subject: RuleSubject;
  navigation: NavigationContext;
}

export function buildShellSource(config: LoadedConfig, input: ShellInput): ShellSource {
  const brand = config.brands[input.brand];
  const access = deriveSubjectAccess(
    { brand: input.brand, childBadge: input.childBadge, badges: input.badges, supportedBrandProducts: input.supportedBrandProducts },
    venturesByBadge(brand.badges),
  );
  const subject: RuleSubject = {
    brand: input.brand,
    environment: input.environment,
    badges: access.badges,
    products: access.products,
    userFlags: input.userFlags,
    featureProperties: input.featureProperties,
    flags: resolveFlags(config.featureFlags[input.brand], input.environment, input.flagOverrides),
    accountFeatures: accountFeaturesFor(config.accountFeatures, input.brand, input.environment),
  };
  return { config, brand, childBadge: input.childBadge, access, subject, navigation: navigationContext(config, brand, input.childBadge) };
}
