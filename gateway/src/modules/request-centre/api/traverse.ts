// The traverse intent calls (002 §7 Request Centre; Pension, super and authorisation), one function per call.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody, UpstreamResponse } from '@gateway/upstream/upstream-api.js';
import { rethrowWithCodes } from '@gateway/kit/upstream-errors.js';

const RC_CREATE = '/api/wealth/traverse/v2/intent/rc-create';
const SIGNED_DOCUMENT = '/api/wealth/traverse/v1/intent/signed_document';
const VALIDATIONS = '/api/wealth/traverse/v1/intent/validations/{process}/{accountNumber}';

export type RcCreateBody = UpstreamBody<typeof RC_CREATE>;
export type RcCreateResponseDetails = UpstreamResponse<typeof RC_CREATE, 'post'>['data']['rcCreateResponseDetails'];
export type ValidationsAnswer = UpstreamResponse<typeof VALIDATIONS>;

/** 002 §7: on failure the upstream's error codes are thrown (extensions.upstreamCodes), else the error as it is. */
export async function cancelIntent(upstream: RequestUpstream, intentId: string) {
  try {
    return (await upstream.api.POST('/api/wealth/traverse/v1/intent/cancel/{intentId}', { params: { path: { intentId } } })).data;
  } catch (error) {
    return rethrowWithCodes(error);
  }
}

export async function rcCreate(upstream: RequestUpstream, body: RcCreateBody) {
  const res = await upstream.api.POST(RC_CREATE, { body });
  return { details: res.data.rcCreateResponseDetails, serverTime: res.meta?.serverTime ?? null };
}

/** 002 §6, §7: requests carry dealer-access: true (a header the document does not list). */
export async function resendNotification(upstream: RequestUpstream, intentId: string, activityId: string) {
  return upstream.api.POST('/api/wealth/traverse/v1/intent/authorisation/notification/resend/{intentId}/{activityId}', {
    params: { path: { intentId, activityId } },
    headers: { 'dealer-access': 'true' },
  });
}

export async function postSignedDocument(upstream: RequestUpstream, body: UpstreamBody<typeof SIGNED_DOCUMENT>) {
  return upstream.api.POST(SIGNED_DOCUMENT, { body });
}

export async function getValidations(upstream: RequestUpstream, process: string, accountNumber: string, badge: string) {
  return upstream.api.GET(VALIDATIONS, { params: { path: { process, accountNumber }, query: { badge } } });
}
