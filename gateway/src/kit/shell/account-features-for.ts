// The account features of one brand in one environment: the brand's default with the environment's
// differences on top (config/account-features.json lists only what differs per environment).
import type { AccountFeaturesConfig } from '@schemas/account-features.schema.ts';
import type { BrandKey, Environment } from '@schemas/common.ts';

export function accountFeaturesFor(
  config: AccountFeaturesConfig,
  brand: BrandKey,
  environment: Environment,
): Record<string, { enabled: boolean }> {
  const features = config.brands[brand];
  return { ...features.default, ...features[environment] };
}
