// The signed-in user's shell source (user details + remote feature properties + config of this request): what
// Query.shell answers and what every rule-gated field (account tabs, ESI details, announcements...) judges by.
import type { GatewayContext } from '../../context.js';
import { loadFeatureProperties } from './load-feature-properties.js';
import { buildShellSource, type ShellSource } from './shell-source.js';
import type { FlagOverride } from './shell-input.js';
import { userShellInput } from './user-shell-input.js';

export async function userShellSource(ctx: GatewayContext, overrides?: readonly FlagOverride[] | null): Promise<ShellSource> {
  const config = ctx.configHost.current();
  const [details, featureProperties] = await Promise.all([ctx.loaders.userDetails(), loadFeatureProperties(ctx)]);
  return buildShellSource(config, userShellInput(details, featureProperties, ctx.settings.environment, overrides));
}
