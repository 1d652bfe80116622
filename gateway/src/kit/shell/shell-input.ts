// What a shell is resolved from, whoever asks: the signed-in user (user details + feature properties)
// or a product owner's preview. Both are turned into this one shape, so they share every rule.
import type { BrandKey, Environment } from '@schemas/common.ts';

export interface ShellInput {
  brand: BrandKey;
  childBadge: string;
  /** Child badges held, before the product-access filtering of 001 §6. */
  badges: readonly string[];
  /** Brand key to products held, as the user details send it. */
  supportedBrandProducts: Readonly<Record<string, readonly string[]>>;
  userFlags: Readonly<Record<string, boolean>>;
  featureProperties: Readonly<Record<string, boolean>>;
  environment: Environment;
  /** Per-session feature flag overrides, `area.feature` to on/off. */
  flagOverrides: Readonly<Record<string, boolean>>;
}

export interface FlagOverride {
  key: string;
  on: boolean;
}

/** A list of overrides as a map; a key given twice keeps its last value. */
export const overrideMap = (overrides: readonly FlagOverride[] | null | undefined): Record<string, boolean> =>
  Object.fromEntries((overrides ?? []).map(({ key, on }) => [key, on]));
