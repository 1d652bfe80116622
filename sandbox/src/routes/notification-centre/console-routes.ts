// The notification centre's counterparts (issue 12): the back office that raises alerts and the content team
// that publishes announcements. Development endpoints under /sandbox/ (the dev guard: x-sandbox-dev header,
// JSON bodies, absent in production) and a console page at /console/notifications that drives them.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, HttpError } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { ALERT_CATEGORIES, OBJECT_TYPES, alertCounts, insertAlert, publishAlert, type NewAlert } from './alert-store.js';
import { ANNOUNCEMENT_STYLES, announcementJson } from './announcement-routes.js';
import { guardConsole } from '../shared/console-gate.js';
import { NOTIFICATION_CONSOLE_PATH, NOTIFICATION_SCRIPT_PATH, SCRIPT, consolePage } from './console-page.js';
import { devSchemas } from './schemas.js';
import { BACK_OFFICE_MAC } from '../payments/scheduled-payments.js';

const MAX_BULK = 2_000;
const MAX_TEXT = 1_000;

function optionalText(value: unknown, name: string, max = 100): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > max) throw badRequest(`${name} must be text of at most ${max} characters`);
  return value;
}

function parseAlert(body: Record<string, unknown>): NewAlert {
  const { category, text, objectType, links } = body;
  if (typeof category !== 'string' || !ALERT_CATEGORIES.includes(category as never)) throw badRequest(`category must be one of ${ALERT_CATEGORIES.join(', ')}`);
  if (typeof text !== 'string' || !text.trim() || text.length > MAX_TEXT) throw badRequest(`text must be 1 to ${MAX_TEXT} characters`);
  if (objectType !== undefined && !OBJECT_TYPES.includes(objectType as never)) throw badRequest(`objectType must be one of ${OBJECT_TYPES.join(', ')}`);
  if (links !== undefined && (!Array.isArray(links) || links.some((l) => typeof l?.key !== 'string' || typeof l?.value !== 'string'))) {
    throw badRequest('links must be a list of { key, value } texts');
  }
  return {
    category,
    text: text.trim(),
    status: optionalText(body.status, 'status'),
    objectType: objectType as NewAlert['objectType'],
    requestNumber: optionalText(body.requestNumber, 'requestNumber'),
    approvalId: optionalText(body.approvalId, 'approvalId'),
    accountNumber: optionalText(body.accountNumber, 'accountNumber'),
    links: links as NewAlert['links'],
  };
}

async function userMac(db: Db, body: Record<string, unknown>): Promise<string> {
  const { username, mac } = body;
  if (typeof username !== 'string' && typeof mac !== 'string') throw badRequest('username or mac is required');
  const { rows } = await db.query<{ mac: string }>('select mac from users where username = $1 or mac = $2', [username ?? null, mac ?? null]);
  if (!rows[0]) throw new HttpError(404, { error: 'not_found', message: 'no such user' });
  return rows[0].mac;
}

function asObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be a JSON object');
  return body as Record<string, unknown>;
}

function textList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !v.trim() || v.length > 50)) throw badRequest(`${name} must be a list of short texts`);
  return value.map((v: string) => v.trim());
}

function timestamp(value: unknown, name: string, fallback: Date): Date {
  if (value === undefined || value === null || value === '') return fallback;
  const d = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw badRequest(`${name} must be an ISO timestamp`);
  return d;
}

export function registerConsoleRoutes(app: FastifyInstance, db: Db, { events }: SandboxServices, env: NodeJS.ProcessEnv = process.env): void {
  guardConsole(app, { path: NOTIFICATION_CONSOLE_PATH, cookieName: 'sandbox_notifications', what: 'the notification console', env });
  /** Raises an alert for a user, as the back office does; `count` > 1 raises that many (tests, benchmarks) and sends one event. */
  app.post<{ Body: unknown }>('/sandbox/alerts', { schema: devSchemas.raiseAlert }, async (request, reply) => {
    const body = asObject(request.body);
    const mac = await userMac(db, body);
    const alert = parseAlert(body);
    const count = body.count === undefined ? 1 : Number(body.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_BULK) throw badRequest(`count must be 1 to ${MAX_BULK}`);
    if (count === 1) return reply.code(201).send({ alert: await publishAlert(db, events, mac, alert) });
    const last = await db.transaction(async (tx) => {
      let latest: Record<string, unknown> = {};
      for (let i = 1; i <= count; i++) latest = await insertAlert(tx, mac, { ...alert, text: `${alert.text} (${i} of ${count})` });
      return latest;
    });
    if (events.enabled) events.emit({ type: 'alert.created', mac, alert: last, counts: await alertCounts(db, mac) });
    return reply.code(201).send({ alert: last, count });
  });

  /** Removes a user's alerts (tests start from a known list). */
  app.delete<{ Querystring: { username?: string } }>('/sandbox/alerts', { schema: devSchemas.clearAlerts }, async (request) => {
    const mac = await userMac(db, { username: request.query.username });
    const { rowCount } = await db.query('delete from alerts where mac = $1', [mac]);
    await db.query('delete from alert_seen where mac = $1', [mac]);
    return { deleted: rowCount ?? 0 };
  });

  app.post<{ Body: unknown }>('/sandbox/announcements', { schema: devSchemas.announce }, async (request, reply) => {
    const b = asObject(request.body);
    if (typeof b.body !== 'string' || !b.body.trim() || b.body.length > 5_000) throw badRequest('body must be 1 to 5000 characters');
    const style = b.style ?? 'info';
    if (!ANNOUNCEMENT_STYLES.includes(style as never)) throw badRequest(`style must be one of ${ANNOUNCEMENT_STYLES.join(', ')}`);
    const now = new Date();
    const validFrom = timestamp(b.validFrom, 'validFrom', new Date(now.getTime() - 60_000));
    const validTo = timestamp(b.validTo, 'validTo', new Date(now.getTime() + 30 * 86_400_000));
    if (validTo <= validFrom) throw badRequest('validTo must be after validFrom');
    const { rows } = await db.query(
      `insert into announcements (publish_id, body, style, valid_from, valid_to, channels, badges, products)
       values ($1, $2, $3, $4, $5, $6::text[], $7::text[], $8::text[])
       returning message_id::text as message_id, publish_id, body, style, valid_from, valid_to, publication_date, channels, badges, products`,
      [
        optionalText(b.publishId, 'publishId') ?? `console-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
        b.body, style, validFrom, validTo, textList(b.channels, 'channels'), textList(b.badges, 'badges'), textList(b.products, 'products'),
      ],
    );
    return reply.code(201).send({ message: announcementJson(rows[0] as never) });
  });

  /** Withdraws every announcement (the seed's too): tests and the console start from none. */
  app.delete('/sandbox/announcements', { schema: devSchemas.withdrawAnnouncements }, async () => {
    const { rowCount } = await db.query('delete from announcements');
    return { deleted: rowCount ?? 0 };
  });

  // The dev guard answers 404 here in production.
  app.get(NOTIFICATION_CONSOLE_PATH, { schema: devSchemas.console }, async (_request, reply) => {
    const users = (await db.query<{ username: string; first_name: string; last_name: string }>('select username, first_name, last_name from users where mac <> $1 order by username', [BACK_OFFICE_MAC])).rows;
    return reply.type('text/html; charset=utf-8').send(consolePage(users, ALERT_CATEGORIES, OBJECT_TYPES, env.SANDBOX_DEV_TOKEN || undefined));
  });
  app.get(NOTIFICATION_SCRIPT_PATH, { schema: devSchemas.consoleScript }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));
}
