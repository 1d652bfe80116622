// The names other files may refer to, gathered from the files that define them. Undefined when a
// defining file is missing or invalid, so a check never reports a name as unknown on partial facts.
import { brandKeys, type BrandKey } from '@schemas/common.ts';
import type { ConfigParts } from '../config-parts.ts';

export interface KnownNames {
  /** Child badge -> its brand. */
  badges?: Map<string, BrandKey>;
  /** `area.feature` defined in any brand's flags (releases, operations or experiments). */
  flags?: Set<string>;
  linkTargets?: Set<string>;
  ruleNames?: Set<string>;
  copyKeys?: Set<string>;
}

type FlagGroup = Readonly<Record<string, Readonly<Record<string, boolean>>>>;

export function knownNames(parts: ConfigParts): KnownNames {
  const known: KnownNames = {};
  if (brandKeys.every((b) => parts.brands[b])) {
    known.badges = new Map();
    for (const brand of brandKeys) {
      for (const badge of Object.keys(parts.brands[brand]!.badges)) if (!known.badges.has(badge)) known.badges.set(badge, brand);
    }
  }
  if (brandKeys.every((b) => parts.featureFlags[b])) {
    known.flags = new Set();
    for (const brand of brandKeys) {
      const file = parts.featureFlags[brand]!;
      const groups: (FlagGroup | undefined)[] = [file.releases, file.operations, ...Object.values(file.experiments ?? {})];
      for (const group of groups) {
        for (const [area, features] of Object.entries(group ?? {})) for (const f of Object.keys(features)) known.flags.add(`${area}.${f}`);
      }
    }
  }
  if (parts.links) known.linkTargets = new Set(Object.keys(parts.links.targets));
  if (parts.rules) known.ruleNames = new Set(Object.keys(parts.rules.rules));
  if (parts.copy) known.copyKeys = new Set(Object.keys(parts.copy).filter((k) => k !== '$schema'));
  return known;
}
