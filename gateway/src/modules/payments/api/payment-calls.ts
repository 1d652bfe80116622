// Validate, save, challenge, read and cancel payments (002 §7; sandbox "### Payments"). Save and the
// challenge carry the device-info header by the path rules of upstream/header-rules.ts.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { paymentAccountNumber, pathId } from '@gateway/kit/accounts/payment-account-number.js';
import type { UpstreamAuthority, UpstreamChallenge, UpstreamPayment, UpstreamPaymentPage } from './upstream-types.js';

export const validatePayment = (upstream: RequestUpstream, payload: unknown) =>
  upstream.post<{ paymentAuthorities: UpstreamAuthority[] }>('/api/wealth/payments/v2/validate', { json: payload });

export const savePayment = (upstream: RequestUpstream, payload: unknown, idempotencyKey: string | undefined) =>
  upstream.post<UpstreamPayment>('/api/wealth/payments/v2/payment/save', { json: payload, headers: { 'idempotency-key': idempotencyKey } });

/** 002 §6: with MFA off the challenge goes by SMS whatever the party prefers. */
export const sendChallenge = (upstream: RequestUpstream, paymentId: string, partyId: string, mfaEnabled: boolean) =>
  upstream.post<UpstreamChallenge>(`/api/wealth/payments/v2/payment/${pathId(paymentId)}/signature/${pathId(partyId)}/challenge`, {
    ...(mfaEnabled ? {} : { query: { verificationMethod: 'SMS' } }),
  });

export const listPayments = (upstream: RequestUpstream, q: { accountNumber?: string; view?: string; page?: number; size?: number }) =>
  upstream.get<UpstreamPaymentPage>('/api/wealth/payments/v1/payments', {
    query: { accountNumber: q.accountNumber ? paymentAccountNumber(q.accountNumber) : undefined, view: q.view, page: q.page, size: q.size },
  });

export const getPayment = (upstream: RequestUpstream, id: string) =>
  upstream.get<UpstreamPayment>(`/api/wealth/payments/v1/payments/${pathId(id)}`);

export const cancelPayment = (upstream: RequestUpstream, id: string) =>
  upstream.post<UpstreamPayment>(`/api/wealth/payments/v1/payments/${pathId(id)}/cancel`);
