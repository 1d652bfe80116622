import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

// The collector and heartbeat paths are ours (sandbox/README.md "Tracking"); both match header-rules' logging
// calls, so they go without x-session-id (001 §7). The health check is the specification's.
export const COLLECTOR_PATH = '/api/tracking/v1/logs';
export const HEARTBEAT_PATH = '/api/tracking/v1/heartbeat';
export const HEALTH_CHECK_PATH = '/api/digital-security/v1/health-check';

export const sendLogs = (upstream: RequestUpstream, text: string) =>
  upstream.post<{ data: { accepted: number } }>(COLLECTOR_PATH, { text });

export const heartbeat = (upstream: RequestUpstream) => upstream.get<{ data: { alive: boolean } }>(HEARTBEAT_PATH);

export interface HealthCheckBody {
  jsStatus: string;
  customerID: string;
  customerSessionID: string;
}

export const reportHealth = (upstream: RequestUpstream, body: HealthCheckBody) =>
  upstream.post<{ data: { received: boolean } }>(HEALTH_CHECK_PATH, { json: body });
