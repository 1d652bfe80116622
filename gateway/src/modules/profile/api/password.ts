import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { STEP_UP_HEADER } from './step-up.js';

export const changePassword = (upstream: RequestUpstream, current: string, next: string, stepUpToken: string) =>
  upstream.post<{ changed_at: string }>('/api/v1/security/password', {
    json: { current_password: current, new_password: next },
    headers: { [STEP_UP_HEADER]: stepUpToken },
  });

export const getPasswordPolicy = (upstream: RequestUpstream) =>
  upstream.get<{ min_length: number; max_length: number; username: string }>('/api/v1/security/password-policy');
