// POST pega casemaint modify (002 §7): resend or cancel an authoriser's challenge; the outcome is a code.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody } from '@gateway/upstream/upstream-api.js';

const MODIFY = '/api/wealth/pega/casemaint/v1/modify';

export async function modifyCase(upstream: RequestUpstream, body: UpstreamBody<typeof MODIFY> & { action: 'RESEND' | 'CANCEL_CHALLENGE' }) {
  const res = await upstream.api.POST(MODIFY, { body });
  const log = res?.ModifyCaseRes?.StatusLog;
  return { outcomeCode: log?.OutcomeCode ?? null, descriptions: (log?.Items ?? []).map((i) => i.Description ?? '').filter(Boolean) };
}
