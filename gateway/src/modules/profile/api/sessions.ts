import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { STEP_UP_HEADER } from './step-up.js';

export interface UpstreamSession {
  session_id: string;
  user_agent: string;
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
}

export const getSessions = async (upstream: RequestUpstream) =>
  (await upstream.get<{ sessions: UpstreamSession[] }>('/api/v1/security/sessions')).sessions;

export const deleteSession = (upstream: RequestUpstream, id: string, stepUpToken: string) =>
  upstream.call<null>({ method: 'DELETE', path: `/api/v1/security/sessions/${encodeURIComponent(id)}`, headers: { [STEP_UP_HEADER]: stepUpToken } });
