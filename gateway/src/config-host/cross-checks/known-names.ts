// The names other files may refer to, gathered from the files that define them. Undefined when a
// defining file is missing or invalid, so a check never reports a name as unknown on partial facts.
import { brandKeys, type BrandKey } from '@schemas/common.ts';
import type { ConfigParts } from '../config-parts.ts';

export interface KnownNames {
  /** Child badge -> its brand. */
  badges?: Map<string, BrandKey>;
  /** `area.feature` declared in config/flags.json. */
  flags?: Set<string>;
  /** Hash paths a menu may point at: the shell's /home, every plugin's declared routes and the planned ones. */
  routes?: Set<string>;
  linkTargets?: Set<string>;
  ruleNames?: Set<string>;
  copyKeys?: Set<string>;
}

export function knownNames(parts: ConfigParts): KnownNames {
  const known: KnownNames = {};
  if (brandKeys.every((b) => parts.brands[b])) {
    known.badges = new Map();
    for (const brand of brandKeys) {
      for (const badge of Object.keys(parts.brands[brand]!.badges)) if (!known.badges.has(badge)) known.badges.set(badge, brand);
    }
  }
  if (parts.flags) known.flags = new Set(Object.keys(parts.flags.flags));
  if (parts.plannedRoutes && parts.pluginManifests) {
    known.routes = new Set(['/home', ...Object.keys(parts.plannedRoutes.routes)]);
    for (const manifest of Object.values(parts.pluginManifests)) for (const route of Object.values(manifest.routes)) known.routes.add(route);
  }
  if (parts.links) known.linkTargets = new Set(Object.keys(parts.links.targets));
  if (parts.rules) known.ruleNames = new Set(Object.keys(parts.rules.rules));
  if (parts.copy) known.copyKeys = new Set(Object.keys(parts.copy).filter((k) => k !== '$schema'));
  return known;
}
