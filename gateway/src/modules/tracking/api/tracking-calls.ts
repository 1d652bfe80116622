import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody } from '@gateway/upstream/upstream-api.js';

// The collector and heartbeat paths are ours (sandbox/README.md "Tracking"); both match header-rules' logging
// calls, so they go without x-session-id (001 §7). The health check is the specification's.
export const COLLECTOR_PATH = '/api/tracking/v1/logs';
export const HEARTBEAT_PATH = '/api/tracking/v1/heartbeat';
export const HEALTH_CHECK_PATH = '/api/digital-security/v1/health-check';

export type HealthCheckBody = UpstreamBody<typeof HEALTH_CHECK_PATH>;

export const sendLogs = (upstream: RequestUpstream, text: string) => upstream.api.POST(COLLECTOR_PATH, { text });

export const heartbeat = (upstream: RequestUpstream) => upstream.api.GET(HEARTBEAT_PATH);

export const reportHealth = (upstream: RequestUpstream, body: HealthCheckBody) => upstream.api.POST(HEALTH_CHECK_PATH, { body });
