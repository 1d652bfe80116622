// Behaviour tracking (001 §3, §7, §8, §9). The log collector takes text (one JSON entry a line: page flow, ajax,
// empty response, internal API error, logout, error message); its path, the entry format and the tracking SDK's
// heartbeat path are not in the specification and are ours (sandbox/README.md "Tracking"). The health-check call
// is the specification's.
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden } from '../../http/http-error.js';
import { addHealthCheck, addLogs, clearTracking, listHealthChecks, listLogs, type TrackingLog } from './log-store.js';
import { LOG_TYPES } from './log-types.js';
import * as schemas from './schemas.js';

export { LOG_TYPES };

export const COLLECTOR_PATH = '/tracking/v1/logs';
export const HEARTBEAT_PATH = '/tracking/v1/heartbeat';
export const HEALTH_CHECK_PATH = '/digital-security/v1/health-check';

const MAX_BODY = 64 * 1024;
const MAX_ENTRIES = 200;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The collector's text body: one JSON object a line, each with a known type. */
export function parseLogText(body: unknown): Record<string, unknown>[] {
  if (typeof body !== 'string') throw badRequest('the body must be text: one JSON log entry a line');
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) throw badRequest('no log entries');
  if (lines.length > MAX_ENTRIES) throw badRequest(`at most ${MAX_ENTRIES} log entries a call`);
  return lines.map((line, i) => {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      throw badRequest(`line ${i + 1} is not JSON`);
    }
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw badRequest(`line ${i + 1} must be a JSON object`);
    const type = (entry as { type?: unknown }).type;
    if (typeof type !== 'string' || !(LOG_TYPES as readonly string[]).includes(type)) throw badRequest(`line ${i + 1}: type must be one of ${LOG_TYPES.join(', ')}`);
    return entry as Record<string, unknown>;
  });
}

function shortText(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${name} is required`);
  if (value.length > max) throw badRequest(`${name} must be at most ${max} characters`);
  return value;
}

export function registerTrackingRoutes(api: FastifyInstance): void {
  api.post<{ Body: unknown }>(COLLECTOR_PATH, { bodyLimit: MAX_BODY, schema: schemas.collectLogs }, async (request, reply) => {
    const entries = parseLogText(request.body);
    const mac = request.auth.mac;
    const receivedAt = new Date().toISOString();
    const traceparent = header(request.headers.traceparent);
    // The signed-in user is who posted: an entry naming another mac is recorded as this user's.
    const logs: TrackingLog[] = entries.map((entry) => ({ mac, type: entry.type as string, receivedAt, traceparent, entry: { ...entry, mac } }));
    addLogs(mac, logs);
    return reply.code(202).send({ data: { accepted: logs.length } });
  });

  // The tracking SDK's heartbeat (our stand-in for the vendor's): answering means the SDK is alive.
  api.get(HEARTBEAT_PATH, { schema: schemas.heartbeat }, async () => ({ data: { alive: true, at: new Date().toISOString() } }));

  api.post<{ Body: unknown }>(HEALTH_CHECK_PATH, { schema: schemas.healthCheck }, async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be an object');
    const b = body as Record<string, unknown>;
    const check = {
      jsStatus: shortText(b.jsStatus, 'jsStatus', 64),
      customerID: shortText(b.customerID, 'customerID', 64),
      customerSessionID: shortText(b.customerSessionID, 'customerSessionID', 128),
    };
    if (check.customerID !== request.auth.mac) throw forbidden('customerID must be the signed-in user');
    addHealthCheck({ ...check, mac: request.auth.mac, receivedAt: new Date().toISOString(), sessionIdHeader: header(request.headers['x-session-id']) });
    return { data: { received: true } };
  });
}

/** Development endpoints (dev guard): what the collector and the health check received, and a reset. */
export function registerTrackingDevRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { mac?: string; type?: string } }>('/sandbox/tracking/logs', { schema: schemas.trackingLogs }, async (request) => ({
    logs: listLogs(request.query.mac, request.query.type),
  }));
  app.get<{ Querystring: { mac?: string } }>('/sandbox/tracking/health-checks', { schema: schemas.healthChecks }, async (request) => ({
    healthChecks: listHealthChecks(request.query.mac),
  }));
  app.delete('/sandbox/tracking', { schema: schemas.clearTracking }, async () => ({ cleared: clearTracking() }));
}
