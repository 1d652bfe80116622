// Checks that span files: references from one file to names another defines.
import type { ConfigParts } from '../config-parts.ts';
import { checkBrands } from './check-brands.ts';
import { checkLinks } from './check-links.ts';
import { checkNavigation } from './check-navigation.ts';
import { checkBrandFlags, checkNavigationRoutes, checkPlannedRoutes, checkPluginIds, checkPluginManifestFlags } from './check-declarations.ts';
import { checkPlugins, checkRulesFile } from './check-rules-and-plugins.ts';
import type { Finding } from './finding.ts';
import { knownNames } from './known-names.ts';

export type { Finding } from './finding.ts';

export function crossCheck(parts: ConfigParts, options: { pluginsDir: string }): Finding[] {
  const known = knownNames(parts);
  return [
    ...checkBrands(parts, known),
    ...checkLinks(parts, known),
    ...checkRulesFile(parts, known),
    ...checkNavigation(parts, known),
    ...checkPlugins(parts, known),
    ...checkPluginIds(parts, options.pluginsDir),
    ...checkBrandFlags(parts, known),
    ...checkPluginManifestFlags(parts, known),
    ...checkNavigationRoutes(parts, known),
    ...checkPlannedRoutes(parts),
  ];
}
