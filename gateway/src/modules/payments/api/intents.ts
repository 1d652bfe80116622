// POST traverse intents for pension payments, rollovers and super withdrawals (002 §3, §7), and the account
// closure (ours: POST cash v1 accounts/{accountNumber}/closure, sandbox/README.md).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { paymentAccountNumber, pathId } from '@gateway/kit/accounts/payment-account-number.js';
import type { UpstreamClosure, UpstreamIntentAnswer } from './upstream-types.js';

export type RetirementIntent = 'pension_payments' | 'super_rollover' | 'super_withdrawal' | 'pension_rollover';

export const postRetirementIntent = (upstream: RequestUpstream, intent: RetirementIntent, body: unknown) =>
  upstream.post<UpstreamIntentAnswer>(`/api/wealth/traverse/v1/intent/${intent}`, { json: body });

export const requestClosure = (upstream: RequestUpstream, accountNumber: string) =>
  upstream.post<UpstreamClosure>(`/api/wealth/cash/v1/accounts/${pathId(paymentAccountNumber(accountNumber))}/closure`);
