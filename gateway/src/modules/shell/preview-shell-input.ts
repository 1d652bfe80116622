// A product owner's preview (PreviewInput) as a shell input: no user details and no upstream call.
import { brandKeys, environments, type BrandKey, type Environment } from '@schemas/common.ts';
import { ErrorCode, gatewayError } from '../../errors.js';
import { overrideMap, type FlagOverride, type ShellInput } from '@gateway/kit/shell/shell-input.js';

export interface PreviewInput {
  brand: string;
  childBadge: string;
  badges: string[];
  products: string[];
  userFlags?: string[] | null;
  environment: string;
  flagOverrides?: FlagOverride[] | null;
  featureProperties?: FlagOverride[] | null;
}

/**
 * Every property reads as on. The remote feature properties come from an upstream call a preview does
 * not make, so an item gated by one shows unless the preview lists the properties explicitly.
 */
const everyPropertyOn: Readonly<Record<string, boolean>> = new Proxy({}, { get: (_, key) => typeof key === 'string' });

function oneOf<T extends string>(allowed: readonly T[], value: string, field: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} '${value}' is not one of ${allowed.join(', ')}`, { field });
}

export function previewShellInput(input: PreviewInput): ShellInput {
  const brand: BrandKey = oneOf(brandKeys, input.brand, 'brand');
  const environment: Environment = oneOf(environments, input.environment, 'environment');
  return {
    brand,
    childBadge: input.childBadge,
    badges: input.badges,
    // The products are the brand's own list, as a user of that brand would have them.
    supportedBrandProducts: { [brand]: input.products },
    userFlags: Object.fromEntries((input.userFlags ?? []).map((flag) => [flag, true])),
    featureProperties: input.featureProperties ? overrideMap(input.featureProperties) : everyPropertyOn,
    environment,
    flagOverrides: overrideMap(input.flagOverrides),
  };
}
