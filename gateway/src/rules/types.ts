// The inputs the rule engine judges against, shared by the checks, the evaluator and navigation.
import type { BrandKey } from '@schemas/permission-rule.schema.ts';
import type { Environment } from '@schemas/common.ts';

export type { BrandKey, Checks, Rule, RuleItem, BrandKeyedRule } from '@schemas/permission-rule.schema.ts';

export type { Environment } from '@schemas/common.ts';

/** Resolved feature flags addressed as `area.feature`; an absent flag is off. */
export type ResolvedFlags = Readonly<Record<string, boolean>>;

export interface RuleSubject {
  brand: BrandKey;
  environment: Environment;
  /** The user's allowed child badges (after product-access filtering). */
  badges: readonly string[];
  /** Products held across brands: Wrap, Vision, Cash, ... */
  products: readonly string[];
  /** User flags: cashBulkTransactingFlag, wrapDealerLevelAccessFlag, ... */
  userFlags: Readonly<Record<string, boolean>>;
  /** Remote feature-enabled properties, e.g. `accountGroup.enabled`. */
  featureProperties: Readonly<Record<string, boolean>>;
  flags: ResolvedFlags;
  /** Account features already resolved for the brand and environment. */
  accountFeatures: Readonly<Record<string, { enabled: boolean }>>;
}
