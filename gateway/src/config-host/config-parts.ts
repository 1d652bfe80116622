// The files that passed their schema, sorted into the parts of LoadedConfig. Cross-checks read these;
// a part that is missing (absent or invalid file) skips the checks that need it, so one bad file does
// not drown the report in follow-on errors.
import type { AccountFeaturesConfig } from '@schemas/account-features.schema.ts';
import type { BrandConfig } from '@schemas/brand.schema.ts';
import { brandKeys, type BrandKey } from '@schemas/common.ts';
import type { CopyCatalogue } from '@schemas/copy.schema.ts';
import type { FeatureFlagsConfig } from '@schemas/feature-flags.schema.ts';
import type { FlagsFile } from '@schemas/flags.schema.ts';
import type { PlannedRoutesFile } from '@schemas/planned-routes.schema.ts';
import type { PluginManifestData } from '@schemas/plugin-manifest.schema.ts';
import { areaFiles, configAreas, type ConfigAreaId } from '@schemas/index.ts';
import type { LinksConfig } from '@schemas/links.schema.ts';
import type { ProfileMenuFile, SideNavFile, SubNavigationFile } from '@schemas/navigation.schema.ts';
import { resolveAllSideNavs } from '@schemas/side-nav-families.ts';
import type { RulesFile } from '@schemas/permission-rule.schema.ts';
import type { PluginsConfig } from '@schemas/plugins.schema.ts';
import type { LoadedConfig } from './loaded-config.ts';

export interface ConfigParts {
  brands: Partial<Record<BrandKey, BrandConfig>>;
  featureFlags: Partial<Record<BrandKey, FeatureFlagsConfig>>;
  sideNav?: SideNavFile;
  links?: LinksConfig;
  accountFeatures?: AccountFeaturesConfig;
  plugins?: PluginsConfig;
  copy?: CopyCatalogue;
  rules?: RulesFile;
  profileMenu?: ProfileMenuFile;
  subNavigation?: SubNavigationFile;
  flags?: FlagsFile;
  plannedRoutes?: PlannedRoutesFile;
  /** The schema-valid plugins/<id>/plugin.json files, by folder; undefined when the folder cannot be read. */
  pluginManifests?: Record<string, PluginManifestData>;
}

export const emptyParts = (): ConfigParts => ({ brands: {}, featureFlags: {} });

/** Files relative to config/, e.g. fileOf('brands', 'mgl') is 'brands/mgl.json'. */
export function fileOf(area: ConfigAreaId, brand?: BrandKey): string {
  const spec = configAreas.find((a) => a.id === area)!;
  return spec.files.replace('{brand}', brand ?? '{brand}');
}

/** Which area and brand a file under config/ belongs to, or undefined for a file no area reads. */
export function areaOfFile(file: string): { area: ConfigAreaId; brand?: BrandKey } | undefined {
  for (const spec of configAreas) {
    const files = areaFiles(spec);
    const index = files.indexOf(file);
    if (index >= 0) return { area: spec.id, brand: spec.files.includes('{brand}') ? brandKeys[index] : undefined };
  }
  return undefined;
}

export function addPart(parts: ConfigParts, area: ConfigAreaId, brand: BrandKey | undefined, document: unknown): void {
  const doc = document as never;
  switch (area) {
    case 'brands': parts.brands[brand!] = doc; break;
    case 'feature-flags': parts.featureFlags[brand!] = doc; break;
    case 'side-nav': parts.sideNav = doc; break;
    case 'links': parts.links = doc; break;
    case 'account-features': parts.accountFeatures = doc; break;
    case 'plugins': parts.plugins = doc; break;
    case 'copy': parts.copy = doc; break;
    case 'rules': parts.rules = doc; break;
    case 'profile-menu': parts.profileMenu = doc; break;
    case 'sub-navigation': parts.subNavigation = doc; break;
    case 'flags': parts.flags = doc; break;
    case 'planned-routes': parts.plannedRoutes = doc; break;
  }
}

const complete = <T>(record: Partial<Record<BrandKey, T>>): Record<BrandKey, T> | undefined =>
  brandKeys.every((b) => record[b] !== undefined) ? (record as Record<BrandKey, T>) : undefined;

/** Every part present: the config the gateway runs on. */
export function toLoadedConfig(parts: ConfigParts): LoadedConfig | undefined {
  const brands = complete(parts.brands);
  const featureFlags = complete(parts.featureFlags);
  const { sideNav, links, accountFeatures, plugins, copy, rules, profileMenu, subNavigation, flags, plannedRoutes, pluginManifests } = parts;
  if (!brands || !featureFlags || !sideNav || !links || !accountFeatures || !plugins || !copy || !rules || !profileMenu || !subNavigation) {
    return undefined;
  }
  if (!flags || !plannedRoutes || !pluginManifests) return undefined;
  return {
    brands, links, featureFlags, flags, plannedRoutes, pluginManifests, accountFeatures, plugins, copy, rules,
    navigation: { sideNav: resolveAllSideNavs(sideNav), profileMenu, subNavigation },
  };
}
