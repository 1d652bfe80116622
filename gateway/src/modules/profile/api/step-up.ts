import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

/** The header the sandbox's sensitive My security calls want the step-up grant in. */
export const STEP_UP_HEADER = 'x-step-up-token';

export type StartedStepUp = UpstreamResponse<'/api/v1/security/step-up', 'post'>;
export type VerifiedStepUp = UpstreamResponse<'/api/v1/security/step-up/{challengeId}/verify', 'post'>;

export const startStepUp = (upstream: RequestUpstream) => upstream.api.POST('/api/v1/security/step-up');

export const verifyStepUp = (upstream: RequestUpstream, challengeId: string, code: string) =>
  upstream.api.POST('/api/v1/security/step-up/{challengeId}/verify', { params: { path: { challengeId } }, body: { code } });
