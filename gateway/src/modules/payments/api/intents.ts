// POST traverse intents for pension payments, rollovers and super withdrawals (002 §3, §7), and the account
// closure (ours: POST cash v1 accounts/{accountNumber}/closure, sandbox/README.md).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody } from '@gateway/upstream/upstream-api.js';
import { paymentAccountNumber } from '@gateway/kit/accounts/payment-account-number.js';

const INTENTS = {
  pension_payments: '/api/wealth/traverse/v1/intent/pension_payments',
  super_rollover: '/api/wealth/traverse/v1/intent/super_rollover',
  super_withdrawal: '/api/wealth/traverse/v1/intent/super_withdrawal',
  pension_rollover: '/api/wealth/traverse/v1/intent/pension_rollover',
} as const;

export type RetirementIntent = keyof typeof INTENTS;
/** The body of any of the four intents. */
export type RetirementIntentBody<I extends RetirementIntent = RetirementIntent> = UpstreamBody<(typeof INTENTS)[I]>;

export const postRetirementIntent = <I extends RetirementIntent>(upstream: RequestUpstream, intent: I, body: RetirementIntentBody<I>) =>
  upstream.api.POST(INTENTS[intent] as (typeof INTENTS)['pension_payments'], { body: body as RetirementIntentBody<'pension_payments'> });

export const requestClosure = (upstream: RequestUpstream, accountNumber: string) =>
  upstream.api.POST('/api/wealth/cash/v1/accounts/{accountNumber}/closure', { params: { path: { accountNumber: paymentAccountNumber(accountNumber) } } });
