// Validate, save, challenge, read and cancel payments (002 §7; sandbox "### Payments"). Save and the
// challenge carry the device-info header by the path rules of upstream/header-rules.ts.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody, UpstreamResponse } from '@gateway/upstream/upstream-api.js';
import { paymentAccountNumber } from '@gateway/kit/accounts/payment-account-number.js';

const VALIDATE = '/api/wealth/payments/v2/validate';
const SAVE = '/api/wealth/payments/v2/payment/save';
const PAYMENT = '/api/wealth/payments/v1/payments/{id}';

export type UpstreamPayment = UpstreamResponse<typeof PAYMENT>;
export type UpstreamPaymentAuthority = UpstreamPayment['paymentAuthorities'][number];
export type UpstreamAuthority = UpstreamResponse<typeof VALIDATE, 'post'>['paymentAuthorities'][number];

export const validatePayment = (upstream: RequestUpstream, payload: UpstreamBody<typeof VALIDATE>) => upstream.api.POST(VALIDATE, { body: payload });

/** The idempotency key is a header the document does not list. */
export const savePayment = (upstream: RequestUpstream, payload: UpstreamBody<typeof SAVE>, idempotencyKey: string | undefined) =>
  upstream.api.POST(SAVE, { body: payload, headers: { 'idempotency-key': idempotencyKey } });

/** 002 §6: with MFA off the challenge goes by SMS whatever the party prefers. */
export const sendChallenge = (upstream: RequestUpstream, paymentId: string, partyId: string, mfaEnabled: boolean) =>
  upstream.api.POST('/api/wealth/payments/v2/payment/{id}/signature/{partyId}/challenge', {
    params: { path: { id: paymentId.trim(), partyId: partyId.trim() }, ...(mfaEnabled ? {} : { query: { verificationMethod: 'SMS' } }) },
  });

export const listPayments = (upstream: RequestUpstream, q: { accountNumber?: string; view?: string; page?: number; size?: number }) =>
  upstream.api.GET('/api/wealth/payments/v1/payments', {
    params: { query: { accountNumber: q.accountNumber ? paymentAccountNumber(q.accountNumber) : undefined, view: q.view, page: q.page, size: q.size } },
  });

export const getPayment = (upstream: RequestUpstream, id: string) => upstream.api.GET(PAYMENT, { params: { path: { id: id.trim() } } });

export const cancelPayment = (upstream: RequestUpstream, id: string) =>
  upstream.api.POST('/api/wealth/payments/v1/payments/{id}/cancel', { params: { path: { id: id.trim() } } });
