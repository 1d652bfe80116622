// The payments flags of 002 §6, resolved for the signed-in user's brand and the gateway's environment:
// payments.make (off for a brand that has no payments), payments.mfaEnabled (SMS when off) and
// digitisation.adhocPensionPayments. Session overrides are the shell's business, not a payment's.
import type { BrandKey } from '@schemas/common.ts';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { isFlagOn, resolveFlags } from '../../rules/index.ts';
import { text } from '../../copy.js';

export interface PaymentFlags { brand: string; payments: boolean; mfaEnabled: boolean; adhocPensionPayments: boolean }

export async function paymentFlags(ctx: GatewayContext): Promise<PaymentFlags> {
  const { brand } = await ctx.loaders.userDetails();
  const config = ctx.configHost.current();
  const defaults = Object.fromEntries(Object.entries(config.flags.flags).map(([key, flag]) => [key, flag.default]));
  const flags = resolveFlags(config.featureFlags[brand as BrandKey] ?? {}, ctx.settings.environment, {}, defaults);
  return {
    brand,
    payments: isFlagOn(flags, 'payments.make'),
    mfaEnabled: isFlagOn(flags, 'payments.mfaEnabled'),
    adhocPensionPayments: isFlagOn(flags, 'digitisation.adhocPensionPayments'),
  };
}

/** Payments switched off for the brand: FORBIDDEN with reason PAYMENTS_DISABLED. */
export function requirePayments(ctx: GatewayContext, flags: PaymentFlags): void {
  if (!flags.payments) {
    throw gatewayError(ErrorCode.FORBIDDEN, text(ctx.configHost.current().copy as Record<string, unknown>, 'payments.disabled'), { reason: 'PAYMENTS_DISABLED' });
  }
}
