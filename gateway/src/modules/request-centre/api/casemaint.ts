// POST pega casemaint modify (002 §7): resend or cancel an authoriser's challenge; the outcome is a code.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface ModifyCaseAnswer {
  ModifyCaseRes?: { StatusLog?: { OutcomeCode?: string; Items?: Array<{ Description?: string }> } };
}

export async function modifyCase(upstream: RequestUpstream, body: { intent_id: string; activity_id: string; action: 'RESEND' | 'CANCEL_CHALLENGE' }) {
  const res = await upstream.post<ModifyCaseAnswer>('/api/wealth/pega/casemaint/v1/modify', { json: body });
  const log = res?.ModifyCaseRes?.StatusLog;
  return { outcomeCode: log?.OutcomeCode ?? null, descriptions: (log?.Items ?? []).map((i) => i.Description ?? '').filter(Boolean) };
}
