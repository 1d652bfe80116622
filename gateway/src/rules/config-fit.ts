// Compile-time only: the config host's file types (FromSchema of their schemas) must fit what this
// engine reads, so a schema change that would break the engine fails `npm run typecheck`.
import type { FeatureFlagsConfig } from '@schemas/feature-flags.schema.ts';
import type { LinksConfig } from '@schemas/links.schema.ts';
import type { BrandAccountFeatures } from '@schemas/account-features.schema.ts';
import type { BrandConfig } from '@schemas/brand.schema.ts';
import type { FeatureFlagSources } from './flags.ts';
import type { LinkTargets } from './links.ts';
import type { RuleSubject } from './types.ts';

type Fits<Wanted, Given extends Wanted> = Given;

export type ConfigFits = [
  Fits<FeatureFlagSources, FeatureFlagsConfig>,
  Fits<LinkTargets, LinksConfig>,
  Fits<RuleSubject['accountFeatures'], NonNullable<BrandAccountFeatures['default']>>,
  Fits<Readonly<Record<string, { businessVentures: readonly string[] }>>, BrandConfig['badges']>,
];
