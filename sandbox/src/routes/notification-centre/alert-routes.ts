// The notification-centre calls of 001 §7, scoped to the token's user.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { str, type Query } from '../shared/params.js';
import { alertCounts, emitCounts, listAlerts, markLastSeen, markRead } from './alert-store.js';

const BASE = '/channel/notification-centre/v1/alert';
/** *(ours)* The most ids one mark-read call takes: the portal sends chunks of 10 (001 §7). */
export const MARK_READ_MAX = 10;
const ALERT_ID = /^[1-9][0-9]{0,17}$/;

function pagingToken(token: string | undefined): string | undefined {
  if (token === undefined) return undefined;
  const id = Buffer.from(token, 'base64url').toString('utf8');
  if (!ALERT_ID.test(id)) throw badRequest('pagingToken is not valid');
  return id;
}

function alertId(value: unknown, name: string): string {
  const id = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof id !== 'string' || !ALERT_ID.test(id)) throw badRequest(`${name} must be an alert id`);
  return id;
}

export function registerAlertRoutes(api: FastifyInstance, db: Db, { events }: SandboxServices): void {
  api.get<{ Querystring: Query }>(BASE, async (request) => {
    const after = pagingToken(str(request.query, 'pagingToken'));
    const page = await listAlerts(db, request.auth.mac, after);
    return { data: page.alerts, meta: { pagingToken: page.next ? Buffer.from(page.next).toString('base64url') : null } };
  });

  api.get(`${BASE}/count`, async (request) => ({ data: [await alertCounts(db, request.auth.mac)] }));

  api.post<{ Body: unknown }>(`${BASE}/mark-read`, async (request) => {
    const ids = (request.body as { alert_ids?: unknown } | undefined)?.alert_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MARK_READ_MAX) {
      throw badRequest(`alert_ids must be a list of 1 to ${MARK_READ_MAX} alert ids`);
    }
    const updated = await markRead(db, request.auth.mac, ids.map((id, i) => alertId(id, `alert_ids[${i}]`)));
    await emitCounts(db, events, request.auth.mac);
    return { data: { updated } };
  });

  api.post<{ Body: unknown }>(`${BASE}/mark-last-seen`, async (request) => {
    const id = alertId((request.body as { alert_id?: unknown } | undefined)?.alert_id, 'alert_id');
    if (!(await markLastSeen(db, request.auth.mac, id))) throw notFound();
    await emitCounts(db, events, request.auth.mac);
    return { data: { alert_id: id } };
  });
}
