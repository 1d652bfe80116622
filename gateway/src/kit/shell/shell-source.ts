// One shell, ready for the Shell field resolvers: the config snapshot of this request, the brand, and
// the rule subject built as 001 §6 says (product access, flags, account features).
import type { BrandConfig } from '@schemas/brand.schema.ts';
import type { LoadedConfig } from '../../config-host/index.ts';
import {
  deriveSubjectAccess,
  resolveFlags,
  venturesByBadge,
  type NavigationContext,
  type Rule,
  type RuleSubject,
  type SubjectAccess,
} from '../../rules/index.ts';
import { accountFeaturesFor } from './account-features-for.js';
import { enabledPlugins } from './enabled-plugins.js';
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

/** The pages this subject can open: the shell's /home and every route of the plugins enabled for them. */
function servedRoutes(config: LoadedConfig, subject: RuleSubject, named: Readonly<Record<string, Rule>>): (route: string) => boolean {
  const routes = new Set(['/home']);
  for (const { id } of enabledPlugins(config.plugins, subject, named)) {
    for (const route of Object.values(config.pluginManifests[id]?.routes ?? {})) routes.add(route);
  }
  return (route) => routes.has(route);
}

/** config/flags.json's defaults, by flag. */
const flagDefaults = (config: LoadedConfig) => Object.fromEntries(Object.entries(config.flags.flags).map(([key, flag]) => [key, flag.default]));

/** The shell's rule subject without its navigation: what callers need who judge no menu (announcements). */
export type ShellSubject = Omit<ShellSource, 'navigation'> & {
  /** Child badge -> business ventures, from the brand config. */
  ventures: Readonly<Record<string, readonly string[]>>;
};

export function buildShellSubject(config: LoadedConfig, input: ShellInput): ShellSubject {
  const brand = config.brands[input.brand];
  const ventures = venturesByBadge(brand.badges);
  const access = deriveSubjectAccess(
    { brand: input.brand, childBadge: input.childBadge, badges: input.badges, supportedBrandProducts: input.supportedBrandProducts },
    ventures,
  );
  const subject: RuleSubject = {
    brand: input.brand,
    environment: input.environment,
    badges: access.badges,
    products: access.products,
    userFlags: input.userFlags,
    featureProperties: input.featureProperties,
    flags: resolveFlags(config.featureFlags[input.brand], input.environment, input.flagOverrides, flagDefaults(config)),
    accountFeatures: accountFeaturesFor(config.accountFeatures, input.brand, input.environment),
  };
  return { config, brand, childBadge: input.childBadge, access, subject, ventures };
}

export function buildShellSource(config: LoadedConfig, input: ShellInput): ShellSource {
  const { ventures: _ventures, ...base } = buildShellSubject(config, input);
  const navigation = navigationContext(config, base.brand, input.childBadge);
  navigation.servesRoute = servedRoutes(config, base.subject, navigation.named);
  return { ...base, navigation };
}
