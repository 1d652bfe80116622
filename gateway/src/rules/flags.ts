// Feature flag resolution (001 §3, §6): releases, then operations, then the environment's experiments
// outside production, then the session's overrides; lookups as `area.feature`, `!` negating.
import type { Environment, ResolvedFlags } from './types.ts';

type FlagGroup = Readonly<Record<string, Readonly<Record<string, boolean>>>>;

/** Structurally the feature-flags file of a brand (config/feature-flags/<brand>.json). */
export interface FeatureFlagSources {
  releases?: FlagGroup;
  operations?: FlagGroup;
  experiments?: Readonly<Partial<Record<Environment, FlagGroup>>>;
}

function flatten(group: FlagGroup | undefined, into: Record<string, boolean>): void {
  for (const [area, features] of Object.entries(group ?? {})) {
    for (const [feature, on] of Object.entries(features)) into[`${area}.${feature}`] = on;
  }
}

export function resolveFlags(
  sources: FeatureFlagSources,
  environment: Environment,
  overrides: Readonly<Record<string, boolean>> = {},
  /** Each declared flag's default (config/flags.json), under whatever the brand's file sets. */
  defaults: Readonly<Record<string, boolean>> = {},
): ResolvedFlags {
  const flags: Record<string, boolean> = { ...defaults };
  flatten(sources.releases, flags);
  // Operations come after releases: they are the switches ops flip on a live release (kill switches).
  flatten(sources.operations, flags);
  // Experiments never reach production, whatever the file says.
  if (environment !== 'production') flatten(sources.experiments?.[environment], flags);
  Object.assign(flags, overrides);
  return Object.freeze(flags);
}

/** `area.feature` is on, or with a leading `!`, is off (an unknown flag is off). */
export function isFlagOn(flags: ResolvedFlags, key: string): boolean {
  const negated = key.startsWith('!');
  const on = flags[negated ? key.slice(1) : key] === true;
  return negated ? !on : on;
}
