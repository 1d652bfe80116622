import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

/** The header the sandbox's sensitive My security calls want the step-up grant in. */
export const STEP_UP_HEADER = 'x-step-up-token';

export interface StartedStepUp {
  challenge_id: string;
  expires_in: number;
  max_attempts: number;
}

export interface VerifiedStepUp {
  step_up_token: string;
  expires_in: number;
}

export const startStepUp = (upstream: RequestUpstream) => upstream.post<StartedStepUp>('/api/v1/security/step-up', { json: {} });

export const verifyStepUp = (upstream: RequestUpstream, challengeId: string, code: string) =>
  upstream.post<VerifiedStepUp>(`/api/v1/security/step-up/${encodeURIComponent(challengeId)}/verify`, { json: { code } });
