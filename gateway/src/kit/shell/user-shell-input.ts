// The signed-in user's shell input: user details and remote feature properties, in the gateway's environment.
import { brandKeys, type BrandKey, type Environment } from '@schemas/common.ts';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { UserDetails } from '../user/get-user-details.js';
import { overrideMap, type FlagOverride, type ShellInput } from './shell-input.js';

export function userShellInput(
  details: UserDetails,
  featureProperties: Readonly<Record<string, boolean>>,
  environment: Environment,
  overrides: readonly FlagOverride[] | null | undefined,
): ShellInput {
  if (!(brandKeys as readonly string[]).includes(details.brand)) {
    throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, `User details name brand '${details.brand}', which config/brands/ does not have`);
  }
  return {
    brand: details.brand as BrandKey,
    childBadge: details.childBadge,
    // An upstream without the badges list still tells us the badge the user is on.
    badges: details.badges ?? [details.childBadge],
    supportedBrandProducts: details.supportedBrandProducts ?? {},
    userFlags: Object.fromEntries(Object.entries(details.flags ?? {}).map(([flag, on]) => [flag, on === true])),
    featureProperties,
    environment,
    flagOverrides: overrideMap(overrides),
  };
}
