import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface UpstreamAuthenticator {
  status: 'INSTALLED' | 'NOT_INSTALLED' | 'IN_PROGRESS';
  device_name?: string | null;
  activated_at?: string | null;
  expires_at?: string | null;
}

export interface UpstreamEnrolment {
  enrolment_code: string;
  activation_url: string;
  expires_at: string;
}

export const getAuthenticator = (upstream: RequestUpstream) => upstream.get<UpstreamAuthenticator>('/api/v1/security/authenticator');

export const startEnrolment = (upstream: RequestUpstream) =>
  upstream.post<UpstreamEnrolment>('/api/v1/security/authenticator/enrolment', { json: {} });
