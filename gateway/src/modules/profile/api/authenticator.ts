import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

export type UpstreamAuthenticator = UpstreamResponse<'/api/v1/security/authenticator'>;
export type UpstreamEnrolment = UpstreamResponse<'/api/v1/security/authenticator/enrolment', 'post'>;

export const getAuthenticator = (upstream: RequestUpstream) => upstream.api.GET('/api/v1/security/authenticator');

export const startEnrolment = (upstream: RequestUpstream) => upstream.api.POST('/api/v1/security/authenticator/enrolment');
