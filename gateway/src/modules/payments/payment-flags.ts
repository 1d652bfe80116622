// The payments flags of 002 §6, resolved for the signed-in user's brand and the gateway's environment
// (policy/brand-flags.ts): payments.make (off for a brand that has no payments: the policy refuses every payment
// mutation), payments.mfaEnabled (SMS when off) and digitisation.adhocPensionPayments.
import type { GatewayContext } from '../../context.js';
import { isFlagOn } from '../../rules/index.ts';
import { brandFlags } from '../../policy/brand-flags.js';

export interface PaymentFlags { brand: string; payments: boolean; mfaEnabled: boolean; adhocPensionPayments: boolean }

export async function paymentFlags(ctx: GatewayContext): Promise<PaymentFlags> {
  const { brand, flags } = await brandFlags(ctx);
  return {
    brand,
    payments: isFlagOn(flags, 'payments.make'),
    mfaEnabled: isFlagOn(flags, 'payments.mfaEnabled'),
    adhocPensionPayments: isFlagOn(flags, 'digitisation.adhocPensionPayments'),
  };
}
