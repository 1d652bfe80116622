// A feature's data is answered only to users its menu rule lets in (config/rules.json), so a typed URL or a
// playground query finds nothing more than the menu offers. The same rule the web's menu and plugin list use.
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { evaluateRule, type Rule } from '../../rules/index.js';
import { userShellSource } from './user-shell-source.js';

/** Throws NOT_FOUND (with `why`) unless the signed-in user passes `rule`. */
export async function requireRule(ctx: GatewayContext, rule: Rule, why: string): Promise<void> {
  const source = await userShellSource(ctx);
  if (!evaluateRule(rule, source.subject, source.navigation.named)) throw gatewayError(ErrorCode.NOT_FOUND, why);
}
