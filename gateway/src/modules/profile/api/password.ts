import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { STEP_UP_HEADER } from './step-up.js';

/** The step-up token is a header the document does not list. */
export const changePassword = (upstream: RequestUpstream, current: string, next: string, stepUpToken: string) =>
  upstream.api.POST('/api/v1/security/password', {
    body: { current_password: current, new_password: next },
    headers: { [STEP_UP_HEADER]: stepUpToken },
  });

export const getPasswordPolicy = (upstream: RequestUpstream) => upstream.api.GET('/api/v1/security/password-policy');
