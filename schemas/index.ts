// The registry of config areas: which files under config/ each schema checks, and the name of the
// emitted JSON Schema their `$schema` points at. The config host, `npm run config:check`,
// `npm run schemas:emit` and the fixture tests all read this one list.
import { accountFeaturesSchema } from './account-features.schema.ts';
import { brandSchema } from './brand.schema.ts';
import { brandKeys } from './common.ts';
import { copySchema } from './copy.schema.ts';
import { featureFlagsSchema } from './feature-flags.schema.ts';
import { flagsSchema } from './flags.schema.ts';
import { linksSchema } from './links.schema.ts';
import { profileMenuSchema, sideNavSchema, subNavigationSchema } from './navigation.schema.ts';
import { rulesFileSchema } from './permission-rule.schema.ts';
import { plannedRoutesSchema } from './planned-routes.schema.ts';
import { pluginsSchema } from './plugins.schema.ts';

export interface ConfigArea {
  /** kebab-case id; also the fixture folder schemas/fixtures/<id>/. */
  id: string;
  /** Path under config/; `{brand}` stands for each brand key (one file per brand family, all required). */
  files: string;
  schema: object;
  /** File name of the emitted schema under schemas/. */
  schemaFile: string;
}

export const configAreas = [
  { id: 'brands', files: 'brands/{brand}.json', schema: brandSchema, schemaFile: 'brand.schema.json' },
  { id: 'links', files: 'links.json', schema: linksSchema, schemaFile: 'links.schema.json' },
  { id: 'feature-flags', files: 'feature-flags/{brand}.json', schema: featureFlagsSchema, schemaFile: 'feature-flags.schema.json' },
  { id: 'flags', files: 'flags.json', schema: flagsSchema, schemaFile: 'flags.schema.json' },
  { id: 'planned-routes', files: 'planned-routes.json', schema: plannedRoutesSchema, schemaFile: 'planned-routes.schema.json' },
  { id: 'account-features', files: 'account-features.json', schema: accountFeaturesSchema, schemaFile: 'account-features.schema.json' },
  { id: 'plugins', files: 'plugins.json', schema: pluginsSchema, schemaFile: 'plugins.schema.json' },
  { id: 'copy', files: 'copy/en-AU.json', schema: copySchema, schemaFile: 'copy.schema.json' },
  { id: 'rules', files: 'rules.json', schema: rulesFileSchema, schemaFile: 'permission-rule.schema.json' },
  { id: 'side-nav', files: 'navigation/side-nav.json', schema: sideNavSchema, schemaFile: 'side-nav.schema.json' },
  { id: 'profile-menu', files: 'navigation/profile-menu.json', schema: profileMenuSchema, schemaFile: 'profile-menu.schema.json' },
  { id: 'sub-navigation', files: 'navigation/sub-navigation.json', schema: subNavigationSchema, schemaFile: 'sub-navigation.schema.json' },
] as const satisfies readonly ConfigArea[];

export type ConfigAreaId = (typeof configAreas)[number]['id'];

/** The config files an area reads, relative to config/, e.g. ['brands/mgl.json', 'brands/oasis.json', ...]. */
export function areaFiles(area: Pick<ConfigArea, 'files'>): string[] {
  return area.files.includes('{brand}') ? brandKeys.map((brand) => area.files.replace('{brand}', brand)) : [area.files];
}

/** What a file's `$schema` must say: the emitted schema, relative to the file (config/ and schemas/ are siblings). */
export function expectedSchemaRef(file: string, area: Pick<ConfigArea, 'schemaFile'>): string {
  const depth = file.split('/').length; // config/<file>: one '..' per folder, plus one for config/ itself
  return `${'../'.repeat(depth)}schemas/${area.schemaFile}`;
}

export { brandKeys, environments, linkEnvironments, type BrandKey, type Environment, type LinkEnvironment } from './common.ts';
