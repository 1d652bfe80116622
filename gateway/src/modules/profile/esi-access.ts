// 001 §2.2: ESI details are for the listed badges or Cash holders. The gateway answers them only when the
// profile menu's own rule (config/rules.json `esiDetails`) allows the user, so a typed URL finds nothing more
// than the menu offers.
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { evaluateRule, type Rule } from '../../rules/index.js';
import { loadFeatureProperties } from '../shell/load-feature-properties.js';
import { buildShellSource } from '../shell/shell-source.js';
import { userShellInput } from '../shell/user-shell-input.js';

export const ESI_RULE: Rule = 'esiDetails';

export async function requireEsiAccess(ctx: GatewayContext): Promise<void> {
  const [details, featureProperties] = await Promise.all([ctx.loaders.userDetails(), loadFeatureProperties(ctx)]);
  const source = buildShellSource(ctx.configHost.current(), userShellInput(details, featureProperties, ctx.settings.environment, null));
  if (!evaluateRule(ESI_RULE, source.subject, source.navigation.named)) {
    throw gatewayError(ErrorCode.NOT_FOUND, 'ESI details are for the listed badges or Cash holders (001 §2.2)');
  }
}
