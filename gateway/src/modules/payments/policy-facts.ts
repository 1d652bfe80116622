// The policy's facts about a payment: those of the account it is paid from (a payment the caller cannot see is null).
import { accountFacts } from '@gateway/kit/accounts/account-facts.js';
import { memo } from '../../policy/request-memo.js';
import { visible, type PolicyGatherers } from '../../policy/resource-facts.js';
import { getPayment } from './api/payment-calls.js';

export const paymentPolicyFacts: PolicyGatherers = {
  async payment(ctx, ref, rule) {
    const payment = await memo(ctx.upstream, `payment:${ref.id}`, () => visible(getPayment(ctx.upstream, ref.id)));
    return payment && accountFacts(ctx, payment.fromAccountNumber, rule);
  },
};
