// Validate, save, challenge and cancel payments (002 §4, §7, §8). Who may (the payments flag, payment
// permission on the account) is the policy's, checked by @can before these run (policy/actions.json
// payment.make, payment.challenge, payment.cancel); field errors come back as data with the 002 §5 messages.
import type { MutationResolvers } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { copyOf, text } from '../../copy.js';
import { cancelPayment, getPayment, savePayment, sendChallenge, validatePayment } from './api/payment-calls.js';
import { challengeResult } from './challenge-outcome.js';
import { amountFieldErrors, paymentFieldErrors, type PaymentFieldError } from './field-errors.js';
import { toPayment, verificationMethod } from './map-payment.js';
import { paymentFlags } from './payment-flags.js';
import { toPaymentPayload } from './payment-payload.js';
import { failureOf } from './upstream-failure.js';

const MAX_KEY = 200;

/** Field rule failures as data; a failure without field codes is one error with `fallbackKey`'s message. */
function errorsOf(ctx: GatewayContext, error: unknown, fallbackCode: string, fallbackKey: string): PaymentFieldError[] {
  const failure = failureOf(error);
  const copy = copyOf(ctx);
  const errors = paymentFieldErrors(failure.body, copy, fallbackKey);
  return errors.length ? errors : [{ code: fallbackCode, field: null, message: text(copy, fallbackKey) }];
}

export const paymentMutations = {
  async validatePayment(_, args, ctx) {
    const amountErrors = amountFieldErrors(args.input.amount, copyOf(ctx));
    if (amountErrors.length) return { valid: false, paymentAuthorities: [], errors: amountErrors };
    try {
      const res = await validatePayment(ctx.upstream, toPaymentPayload(args.input));
      return { valid: true, paymentAuthorities: res.paymentAuthorities ?? [], errors: [] };
    } catch (error) {
      return { valid: false, paymentAuthorities: [], errors: errorsOf(ctx, error, 'VALIDATE_FAILED', 'payments.generic') };
    }
  },

  async savePayment(_, args, ctx) {
    const key = args.idempotencyKey?.trim() || undefined;
    if (key && key.length > MAX_KEY) throw gatewayError(ErrorCode.BAD_USER_INPUT, `idempotencyKey must be at most ${MAX_KEY} characters`, { field: 'idempotencyKey' });
    const amountErrors = amountFieldErrors(args.input.amount, copyOf(ctx));
    if (amountErrors.length) return { payment: null, errors: amountErrors };
    try {
      const payment = await savePayment(ctx.upstream, toPaymentPayload(args.input), key);
      return { payment: toPayment(payment), errors: [] };
    } catch (error) {
      return { payment: null, errors: errorsOf(ctx, error, 'SAVE_FAILED', 'payments.saveFailed') };
    } finally {
      ctx.upstream.forgetCaller();
    }
  },

  async sendPaymentChallenge(_, args, ctx) {
    const flags = await paymentFlags(ctx);
    try {
      const sent = await sendChallenge(ctx.upstream, args.paymentId, args.partyId, flags.mfaEnabled);
      return { ...challengeResult(null, { name: sent.name, brand: flags.brand }, copyOf(ctx)), ...sent, verificationMethod: verificationMethod(sent.verificationMethod) };
    } catch (error) {
      const failure = failureOf(error);
      // The message needs the party's name: the payment says it (and is the caller's, or this throws NOT_FOUND).
      const payment = await getPayment(ctx.upstream, args.paymentId);
      const party = payment.paymentAuthorities.find((a) => a.partyId === args.partyId);
      const name = party?.name ?? '';
      const copy = copyOf(ctx);
      const code = failure.codes[0] ?? null;
      // No code at all (the call failed in transit): the 002 §8 authorisation submit failure.
      const result = code ? challengeResult(code, { name, brand: flags.brand }, copy) : { outcome: 'ERROR' as const, code: null, message: text(copy, 'payments.submitFailed') };
      return { ...result, partyId: args.partyId, name, verificationMethod: party?.verificationMethod ? verificationMethod(party.verificationMethod) : null, sends: null, expiryTime: null };
    } finally {
      ctx.upstream.forgetCaller();
    }
  },

  async cancelPayment(_, args, ctx) {
    try {
      return { payment: toPayment(await cancelPayment(ctx.upstream, args.id)), code: null, message: null };
    } catch (error) {
      const failure = failureOf(error);
      const notCancellable = failure.codes.includes('PAYMENT_NOT_CANCELLABLE');
      return {
        payment: null,
        code: failure.codes[0] ?? 'CANCEL_FAILED',
        message: text(copyOf(ctx), notCancellable ? 'payments.notCancellable' : 'payments.generic'),
      };
    } finally {
      ctx.upstream.forgetCaller();
    }
  },
} satisfies MutationResolvers;
