// The traverse intent calls (002 §7 Request Centre; Pension, super and authorisation), one function per call.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { rethrowWithCodes } from '@gateway/kit/upstream-errors.js';
import type { UpstreamFile } from './upstream-types.js';

const BASE = '/api/wealth/traverse';
const seg = encodeURIComponent;

/** 002 §7: on failure the upstream's error codes are thrown (extensions.upstreamCodes), else the error as it is. */
export async function cancelIntent(upstream: RequestUpstream, intentId: string) {
  try {
    return (await upstream.post<{ data: { intent_id: string; status: string } }>(`${BASE}/v1/intent/cancel/${seg(intentId)}`)).data;
  } catch (error) {
    return rethrowWithCodes(error);
  }
}

export interface RcCreateBody {
  account_number: string;
  client_id?: string;
  indexation_id: string;
  category: string;
  sub_category: string;
  process: string;
  subprocess?: string | null;
  additional_information?: string;
  files?: UpstreamFile[];
}

export interface RcCreateResponseDetails {
  caseID?: string | null;
  intentId: string;
  requestId?: string | null;
  isGeneralRequestType?: boolean | null;
  createdDateTime: string;
  sla?: string | null;
  eta?: string | null;
  result: string;
}

export async function rcCreate(upstream: RequestUpstream, body: RcCreateBody) {
  const res = await upstream.post<{ data: { rcCreateResponseDetails: RcCreateResponseDetails }; meta?: { serverTime?: string } }>(
    `${BASE}/v2/intent/rc-create`,
    { json: body },
  );
  return { details: res.data.rcCreateResponseDetails, serverTime: res.meta?.serverTime ?? null };
}

/** 002 §6, §7: requests carry dealer-access: true. */
export async function resendNotification(upstream: RequestUpstream, intentId: string, activityId: string) {
  return upstream.post<{ data: { result: string } }>(`${BASE}/v1/intent/authorisation/notification/resend/${seg(intentId)}/${seg(activityId)}`, {
    headers: { 'dealer-access': 'true' },
  });
}

export async function postSignedDocument(upstream: RequestUpstream, body: { intent_id: string } & UpstreamFile) {
  return upstream.post<{ data: { id: string; result: string; intent_id: string }; meta?: { server_time?: string } }>(`${BASE}/v1/intent/signed_document`, {
    json: body,
  });
}

export interface ValidationsAnswer {
  data?: { valid?: boolean };
  error?: { code?: string; message?: string; details?: Record<string, string | null>; errors?: Array<{ code?: string; message?: string; details?: Record<string, string | null> }> };
}

export async function getValidations(upstream: RequestUpstream, process: string, accountNumber: string, badge: string) {
  return upstream.get<ValidationsAnswer>(`${BASE}/v1/intent/validations/${seg(process)}/${seg(accountNumber)}`, { query: { badge } });
}
