// Upstream payment shapes to the SDL's: the schedule type as an enum, absent destinations as null, and the
// signing rule as data (policy/access.ts decides it once for the gateway and the sandbox; the web reads the answer).
import { isDualSigning, requiredApprovals } from '../../../../policy/access.ts';
import { enumValue, type EnumTable } from '@gateway/kit/enum-value.js';
import type { PaymentAccess, VerificationMethod } from '../resolvers-types.js';
import type { UpstreamPayment } from './api/payment-calls.js';

const PAYMENT_ACCESS: EnumTable<PaymentAccess> = { FULL: true, LIMITED: true, VIEW: true, NONE: true };
const VERIFICATION_METHODS: EnumTable<VerificationMethod> = { PUSH: true, ROLLING_CODE: true, SMS: true };

export const paymentAccess = (access: string) => enumValue(PAYMENT_ACCESS, access, 'PaymentAccess');
export const verificationMethod = (method: string) => enumValue(VERIFICATION_METHODS, method, 'VerificationMethod');

export const scheduleTypeOut = (value: string) => value.toUpperCase();
export const scheduleTypeIn = (value: string) => value.toLowerCase();

export const toPayment = (p: UpstreamPayment) => ({
  ...p,
  scheduleType: scheduleTypeOut(p.scheduleType),
  paymentDestinationBPAY: p.paymentDestinationBPAY ?? null,
  paymentDestinationEFT: p.paymentDestinationEFT ?? null,
  paymentAuthorities: p.paymentAuthorities ?? [],
});

/** A payment as Payment's fields read it: the upstream's, with the schedule type and absent destinations settled. */
export type PaymentNode = ReturnType<typeof toPayment>;

/** Sole or dual from the 002 §3 signing type, by the policy's signing rule; null for an account with none. */
export const authorityOf = (signingType: string | null | undefined) => (signingType ? (isDualSigning(signingType) ? 'DUAL' : 'SOLE') : null);

/** `approvalsRequired` of anything with a signing type: the signatures a payment needs (1, or 2 for Both To Sign). */
export const approvalsOf = (parent: { signingType?: string | null }) => requiredApprovals(parent.signingType);
