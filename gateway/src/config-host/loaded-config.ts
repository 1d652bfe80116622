// The validated config the gateway runs on, typed from the schemas (json-schema-to-ts), and the shape
// of a config error.
import type { AccountFeaturesConfig } from '@schemas/account-features.schema.ts';
import type { BrandConfig } from '@schemas/brand.schema.ts';
import type { BrandKey } from '@schemas/common.ts';
import type { CopyCatalogue } from '@schemas/copy.schema.ts';
import type { FeatureFlagsConfig } from '@schemas/feature-flags.schema.ts';
import type { FlagsFile } from '@schemas/flags.schema.ts';
import type { PlannedRoutesFile } from '@schemas/planned-routes.schema.ts';
import type { PluginManifestData } from '@schemas/plugin-manifest.schema.ts';
import type { LinksConfig } from '@schemas/links.schema.ts';
import type { NavigationFile, ProfileMenuFile, SubNavigationFile } from '@schemas/navigation.schema.ts';
import type { RulesFile } from '@schemas/permission-rule.schema.ts';
import type { PluginsConfig } from '@schemas/plugins.schema.ts';

export interface LoadedConfig {
  brands: Record<BrandKey, BrandConfig>;
  links: LinksConfig;
  featureFlags: Record<BrandKey, FeatureFlagsConfig>;
  /** Every flag, declared once with its default (config/flags.json). */
  flags: FlagsFile;
  plannedRoutes: PlannedRoutesFile;
  /** plugins/<id>/plugin.json of every plugin folder, by id: the routes each serves. */
  pluginManifests: Record<string, PluginManifestData>;
  accountFeatures: AccountFeaturesConfig;
  plugins: PluginsConfig;
  copy: CopyCatalogue;
  rules: RulesFile;
  navigation: {
    sideNav: Record<BrandKey, NavigationFile>;
    profileMenu: ProfileMenuFile;
    subNavigation: SubNavigationFile;
  };
}

/** One problem in one file: `config/brands/mgl.json#/badges/Vision/label: must not be empty`. */
export interface ConfigError {
  /** The file, relative to the working directory when it is inside it, e.g. config/brands/mgl.json. */
  file: string;
  /** JSON pointer of the value or key; '' is the whole file. */
  pointer: string;
  message: string;
}

export type LoadResult =
  | { ok: true; config: LoadedConfig; files: string[]; warnings: ConfigError[] }
  | { ok: false; errors: ConfigError[]; files: string[]; warnings: ConfigError[] };

export function formatConfigError(error: ConfigError): string {
  return `${error.file}#${error.pointer}: ${error.message}`;
}
