// What the tracking calls received, in memory for the life of the process: the collector's log entries per mac
// (newest last, bounded per user and in users) and the health-check reports.
import { redact } from '../../http/dev-guard.js';

export interface TrackingLog {
  /** The signed-in user who posted it (the token's, whatever the entry said). */
  mac: string;
  type: string;
  receivedAt: string;
  /** The traceparent the collector call carried (the gateway's span of that call). */
  traceparent?: string;
  entry: Record<string, unknown>;
}

export interface HealthCheck {
  mac: string;
  jsStatus: string;
  customerID: string;
  customerSessionID: string;
  receivedAt: string;
  sessionIdHeader?: string;
}

const PER_USER = 500;
const USERS = 1_000;
const HEALTH_CHECKS = 500;

const logs = new Map<string, TrackingLog[]>();
const healthChecks: HealthCheck[] = [];

export function addLogs(mac: string, entries: TrackingLog[]): void {
  const list = logs.get(mac) ?? [];
  logs.delete(mac); // re-inserted last: the map's order is least recently written first
  list.push(...entries);
  if (list.length > PER_USER) list.splice(0, list.length - PER_USER);
  logs.set(mac, list);
  if (logs.size > USERS) logs.delete(logs.keys().next().value as string);
}

export function listLogs(mac?: string, type?: string): TrackingLog[] {
  const all = mac ? (logs.get(mac) ?? []) : [...logs.values()].flat();
  return all.filter((log) => !type || log.type === type).map(redactLog);
}

export function addHealthCheck(check: HealthCheck): void {
  healthChecks.push(check);
  if (healthChecks.length > HEALTH_CHECKS) healthChecks.shift();
}

export function listHealthChecks(mac?: string): HealthCheck[] {
  return healthChecks.filter((check) => !mac || check.mac === mac);
}

export function clearTracking(): { logs: number; healthChecks: number } {
  const cleared = { logs: [...logs.values()].reduce((n, list) => n + list.length, 0), healthChecks: healthChecks.length };
  logs.clear();
  healthChecks.length = 0;
  return cleared;
}

const SECRET_KEY = /token|password|secret|authorization|code_verifier/i;
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;
const SECRET_PARAM = /([?&](?:access_token|refresh_token|id_token|token|code)=)[^&#\s]+/gi;

/** Read back with anything token-like cut to its last four characters (a log may quote a URL or a header). */
export function redactValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (SECRET_KEY.test(key)) return redact(value);
    return value.replace(BEARER, 'Bearer …').replace(SECRET_PARAM, (_m, name: string) => `${name}…`);
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, k)]));
  return value;
}

function redactLog(log: TrackingLog): TrackingLog {
  return { ...log, entry: redactValue(log.entry) as Record<string, unknown> };
}
