// 001 §2.2: ESI details are for the listed badges or Cash holders. The gateway answers them only when the
// profile menu's own rule (config/rules.json `esiDetails`) allows the user, so a typed URL finds nothing more
// than the menu offers.
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { evaluateRule, type Rule } from '../../rules/index.js';
import { userShellSource } from '@gateway/kit/shell/user-shell-source.js';

export const ESI_RULE: Rule = 'esiDetails';

export async function requireEsiAccess(ctx: GatewayContext): Promise<void> {
  const source = await userShellSource(ctx);
  if (!evaluateRule(ESI_RULE, source.subject, source.navigation.named)) {
    throw gatewayError(ErrorCode.NOT_FOUND, 'ESI details are for the listed badges or Cash holders (001 §2.2)');
  }
}
