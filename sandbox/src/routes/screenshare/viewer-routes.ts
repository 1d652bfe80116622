// The support person's viewer (/console/screenshare; sandbox/README.md "Screen sharing"): join with the PIN,
// watch the session's status and events live (server-sent events from this process), send cancel / logout / end.
// Plain forms with this process's console token, Post/Redirect/Get. Behind the dev guard (absent when
// APP_ENV=production) and console-gate (SANDBOX_DEV_TOKEN once, then a SameSite cookie); the session page sends its
// own CSP in place of the consoles' (rrweb's replay needs more), never framed either.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import { forbidden } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { guardConsole } from '../shared/console-gate.js';
import { PinThrottle } from './pin-throttle.js';
import { PIN_TTL_MS, anySession, clock, eventsAfter, joinWithPin, lastControl, listen, listening, viewerSends, type SessionRow, type ViewerMessage } from './session-store.js';
import { ASSETS_PATH, VIEWER_PATH, pinPage, sessionPage, viewerCsp } from './viewer-page.js';
import { devSchemas } from './schemas.js';

/** rrweb's replay bundle (UMD: window.rrweb) and its style, from node_modules, read once on first use. */
const RRWEB_ASSETS = {
  'rrweb.js': { file: 'rrweb.umd.min.cjs', type: 'text/javascript; charset=utf-8' },
  'rrweb.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
} as const;
const assetCache = new Map<string, Buffer>();
function rrwebAsset(name: keyof typeof RRWEB_ASSETS): Buffer {
  let body = assetCache.get(name);
  if (!body) {
    // The package's entry (dist/rrweb.cjs) sits next to the UMD bundle and the stylesheet.
    const dist = dirname(createRequire(import.meta.url).resolve('rrweb'));
    body = readFileSync(join(dist, RRWEB_ASSETS[name].file));
    assetCache.set(name, body);
  }
  return body;
}

type Form = Record<string, string | undefined>;
const ACTIONS = { end: 'Session ended.', cancel: 'Cancel sent.', logout: 'Logout sent; the session has ended.', fail: 'Connection failure simulated.' } as const;
const KEEP_ALIVE_MS = 15_000;
/** A viewer gone this long (its last stream closed, none reopened) is a connection failure: CONNECTED -> FAILED (ours). Tests shorten it. */
export const viewerGone = { ms: 15_000 };

export function registerViewerConsole(app: FastifyInstance, db: Db, { events }: SandboxServices, env: NodeJS.ProcessEnv = process.env): void {
  const gate = guardConsole(app, { path: VIEWER_PATH, cookieName: 'sandbox_screenshare', what: 'the screen share viewer', env });
  const refuse = () => forbidden('This form is not from the screen share viewer; reload the page.');
  /** A session the viewer may open: one that a viewer joined with its PIN. */
  const joined = async (id: string): Promise<SessionRow | undefined> => {
    const row = await anySession(db, events, id);
    return row?.pin_used_at ? row : undefined;
  };

  const throttle = new PinThrottle(() => clock.now());
  app.get<{ Querystring: Form }>(VIEWER_PATH, { schema: devSchemas.pin }, async (request, reply) => html(reply, pinPage(gate.csrf, str(request.query.error))));

  app.post<{ Body: Form }>(`${VIEWER_PATH}/join`, { schema: devSchemas.join }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!gate.formIsOurs(form)) throw refuse();
    if (!throttle.allows(request.ip)) return reply.redirect(`${VIEWER_PATH}?error=${encodeURIComponent('Too many wrong codes: wait a minute and try again.')}`, 303);
    const row = await joinWithPin(db, events, (form.pin ?? '').trim());
    if (!row) throttle.wrong(request.ip);
    if (!row) return reply.redirect(`${VIEWER_PATH}?error=${encodeURIComponent('That code is not valid: it may have been used already or expired.')}`, 303);
    return reply.redirect(`${VIEWER_PATH}/${encodeURIComponent(row.session_id)}`, 303);
  });

  app.get<{ Params: { id: string }; Querystring: Form }>(`${VIEWER_PATH}/:id`, { schema: devSchemas.session }, async (request, reply) => {
    const row = await joined(request.params.id);
    if (!row) return html(reply, pinPage(gate.csrf, 'No such session.'), 404);
    const error = str(request.query.error);
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', viewerCsp(nonce));
    return html(reply, sessionPage(row, gate.csrf, nonce, error ?? str(request.query.done), !!error));
  });

  // rrweb's replay bundle and style for the session page (behind the same gate).
  app.get<{ Params: { name: string } }>(`${ASSETS_PATH}/:name`, { schema: devSchemas.asset }, async (request, reply) => {
    const name = request.params.name as keyof typeof RRWEB_ASSETS;
    if (!Object.hasOwn(RRWEB_ASSETS, name)) return reply.code(404).send({ error: 'not_found' });
    return reply.type(RRWEB_ASSETS[name].type).send(rrwebAsset(name));
  });

  for (const [action, said] of Object.entries(ACTIONS) as [keyof typeof ACTIONS, string][]) {
    app.post<{ Params: { id: string }; Body: Form }>(`${VIEWER_PATH}/:id/${action}`, { schema: devSchemas.actions[action] }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (!gate.formIsOurs(form)) throw refuse();
      const back = `${VIEWER_PATH}/${encodeURIComponent(request.params.id)}`;
      if (!(await joined(request.params.id))) return html(reply, pinPage(gate.csrf, 'No such session.'), 404);
      const row = await viewerSends(db, events, request.params.id, action);
      if (!row) return reply.redirect(`${back}?error=${encodeURIComponent('The session is not connected.')}`, 303);
      return reply.redirect(`${back}?done=${encodeURIComponent(said)}`, 303);
    });
  }

  // The live stream: the current state, the stored events after Last-Event-ID (or ?after=), then each change.
  app.get<{ Params: { id: string }; Querystring: Form }>(`${VIEWER_PATH}/:id/stream`, { schema: devSchemas.stream }, async (request, reply) => {
    const row = await joined(request.params.id);
    if (!row) return reply.code(404).send({ error: 'not_found' });
    const after = Math.max(0, Number.parseInt(String(request.headers['last-event-id'] ?? request.query.after ?? '0'), 10) || 0);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    const send = (m: ViewerMessage) => {
      if (m.kind === 'state') out.write(`event: state\ndata: ${JSON.stringify(m.event)}\n\n`);
      else out.write(`event: events\nid: ${m.from + m.events.length - 1}\ndata: {"from":${m.from},"events":[${m.events.join(',')}]}\n\n`);
    };
    let backlogDone = false;
    let sent = after;
    const queued: ViewerMessage[] = [];
    const deliver = (m: ViewerMessage) => {
      if (m.kind === 'events') {
        const skip = sent - m.from + 1; // events the backlog already carried
        if (skip >= m.events.length) return;
        m = skip > 0 ? { kind: 'events', from: m.from + skip, events: m.events.slice(skip) } : m;
        sent = m.from + m.events.length - 1;
      }
      send(m);
    };
    const stop = listen(row.session_id, (m) => (backlogDone ? deliver(m) : queued.push(m)));
    const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    request.raw.on('close', () => {
      clearInterval(keepAlive);
      stop();
      // The viewer left (closed the page, lost the network) unless a stream reopens in time (a reload does).
      if (listening(row.session_id)) return;
      setTimeout(() => {
        if (!listening(row.session_id)) void viewerSends(db, events, row.session_id, 'fail').catch(() => undefined);
      }, viewerGone.ms).unref();
    });
    send({
      kind: 'state',
      event: {
        type: 'screenshare.state', mac: row.mac, sessionId: row.session_id, status: row.status,
        control: row.status === 'ENDED' ? lastControl(row.session_id) : null, endedBy: row.ended_by, at: new Date(clock.now()).toISOString(),
      },
    });
    const stored = await eventsAfter(db, row.session_id, after);
    if (stored.length) deliver({ kind: 'events', from: stored[0].seq, events: stored.map((e) => e.event) });
    backlogDone = true;
    for (const m of queued.splice(0)) deliver(m);
  });

  // Development: make a session's PIN expire now (tests of the expiry over HTTP).
  app.post<{ Params: { id: string } }>('/sandbox/screenshare/sessions/:id/expire-pin', { schema: devSchemas.expirePin }, async (request, reply) => {
    const { rows } = await db.query(`update screenshare_sessions set pin_expires_at = $2 where session_id = $1 and status = 'WAITING' returning session_id`, [
      request.params.id, new Date(clock.now() - PIN_TTL_MS),
    ]);
    return rows.length ? reply.send({ expired: true }) : reply.code(404).send({ error: 'not_found' });
  });
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
