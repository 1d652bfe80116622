// Adhoc pension payments, rollovers and super withdrawals (002 §3 Adhoc pension payment request, §8): the
// traverse intent's result per authoriser, or the mapped message and tiered validation errors.
import type { MutationRequestPensionPaymentArgs } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { copyOf, text } from '../../copy.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { shownValidationErrors } from '@gateway/kit/validation-tiers.js';
import { postRetirementIntent, type RetirementIntent } from './api/intents.js';
import { readAmount } from '@gateway/kit/amount-cents.js';
import { upstreamAmount } from '@gateway/kit/decimal.js';
import { paymentAccountNumber } from '@gateway/kit/accounts/payment-account-number.js';
import { failureOf } from './upstream-failure.js';

const INTENTS: Record<string, RetirementIntent> = {
  PENSION_PAYMENT: 'pension_payments',
  SUPER_ROLLOVER: 'super_rollover',
  SUPER_WITHDRAWAL: 'super_withdrawal',
  PENSION_ROLLOVER: 'pension_rollover',
};

const FAILURE_KEYS: Record<string, string> = {
  OVER_ONLINE_LIMIT: 'payments.pension.overLimit',
  INSUFFICIENT_ACCESS: 'payments.pension.noAccess',
  REQUEST_NOT_AVAILABLE: 'payments.pension.unavailable',
  INSUFFICIENT_FUNDS: 'payments.pension.insufficientFunds',
};

export async function requestPensionPayment(_: unknown, args: MutationRequestPensionPaymentArgs, ctx: GatewayContext) {
  // The brand's digitisation.adhocPensionPayments flag and full access to the account are the policy's
  // (pension.request), checked before this runs.
  const { input } = args;
  // Whole cents above zero (issue 28), by the Money's decimal digits; more than the limit is the bank's to refuse.
  const amount = input.amount == null ? null : readAmount(input.amount);
  if (amount && amount.kind !== 'cents' && amount.kind !== 'tooLarge') {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, text(copyOf(ctx), 'payments.field.amountPositive'), { field: 'amount' });
  }
  const user = await ctx.loaders.userDetails();
  const body = {
    submission_details: { portal: 'Adviser Online', requester_name: `${user.firstName} ${user.lastName}`.trim(), requester_mac: user.mac },
    account_details: { account_number: paymentAccountNumber(input.accountNumber) },
    client_details: { date_of_birth: input.dateOfBirth ?? null },
    request_details: {
      amount: input.amount == null ? null : upstreamAmount(input.amount), option: input.option ?? null, to_account_number: input.toAccountNumber ?? null,
      to_account_bsb: input.toAccountBsb ?? null, to_account_name: input.toAccountName ?? null,
      to_account_branch: input.toAccountBranch ?? null, badge: user.childBadge,
    },
  };
  try {
    const res = await postRetirementIntent(ctx.upstream, INTENTS[input.kind], body);
    const r = res.data;
    return {
      requestId: r.id, result: r.result, intentId: r.intent_id, sla: r.sla, requestSubmissionTime: res.meta?.server_time ?? null,
      authorisers: (r.authorisers ?? []).map((a) => ({
        authoriserName: a.authoriser_name, signingMethod: a.signing_method, activityId: a.activity_id, expiryTime: a.expiry_time,
        error: a.errors?.length ? text(copyOf(ctx), 'payments.mfa.generic') : null,
      })),
      errors: [], message: null,
    };
  } catch (error) {
    const failure = failureOf(error, { passForbidden: false });
    const known = failure.codes.find((c) => FAILURE_KEYS[c]);
    const errors = failure.items.length
      ? shownValidationErrors(failure.items.map((i) => ({ code: String(i.code ?? ''), message: String(i.message ?? '') }))).map(({ code, message, tier }) => ({ code, message, tier }))
      : [];
    return {
      requestId: null, result: null, intentId: null, sla: null, requestSubmissionTime: null, authorisers: [], errors,
      message: text(copyOf(ctx), known ? FAILURE_KEYS[known] : 'payments.mfa.generic'),
    };
  } finally {
    ctx.upstream.forgetCaller();
  }
}
