import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';
import { STEP_UP_HEADER } from './step-up.js';

const SESSIONS = '/api/v1/security/sessions';
export type UpstreamSession = UpstreamResponse<typeof SESSIONS>['sessions'][number];

export const getSessions = async (upstream: RequestUpstream) => (await upstream.api.GET(SESSIONS)).sessions;

/** The step-up token is a header the document does not list. */
export const deleteSession = (upstream: RequestUpstream, sessionId: string, stepUpToken: string) =>
  upstream.api.DELETE('/api/v1/security/sessions/{sessionId}', { params: { path: { sessionId } }, headers: { [STEP_UP_HEADER]: stepUpToken } });
