// The adviser's side of My security, for testers (issue 16): /console/adviser-phone shows the step-up codes
// "sent by SMS" to each adviser's phone; /console/authenticator is the Macquarie Authenticator app, where the
// enrolment code from the portal's QR code page is entered to activate it. Plain forms, no script, every value
// escaped, Post/Redirect/Get. Behind the dev guard (absent when APP_ENV=production), and the dev token when set.
// /sandbox/security/reset (a development endpoint) puts a demo user back: password 'demo', no authenticator.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml as h, page } from '../../auth/html.js';
import type { Db } from '../../db/index.js';
import { HttpError, badRequest, forbidden, notFound } from '../../http/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { guardConsole } from '../shared/console-gate.js';
import { activateEnrolment } from './authenticator.js';
import { devSchemas } from './schemas.js';

export const ADVISER_PHONE_PATH = '/console/adviser-phone';
export const AUTHENTICATOR_PATH = '/console/authenticator';
type Form = Record<string, string | undefined>;

const STYLE = `<style>
  main { max-width: 48rem; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: .9rem; }
  th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e1e3e8; }
  .code { font-family: ui-monospace, monospace; font-size: 1.1rem; letter-spacing: .1em; }
  .notice { padding: .6rem .8rem; border-radius: 4px; background: #e8f5ec; color: #0b5d1e; }
  .notice.error { background: #fdecee; color: #a4000f; }
</style>`;

const send = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(body);

export function registerSecurityConsole(app: FastifyInstance, db: Db, env: NodeJS.ProcessEnv = process.env): void {
  guardConsole(app, { path: ADVISER_PHONE_PATH, cookieName: 'sandbox_adviser_phone', what: 'the adviser phone', env });
  const app2 = guardConsole(app, { path: AUTHENTICATOR_PATH, cookieName: 'sandbox_authenticator', what: 'the authenticator', env });

  app.get<{ Querystring: Form }>(ADVISER_PHONE_PATH, { schema: devSchemas.adviserPhone }, async (request, reply) => {
    const user = typeof request.query.user === 'string' ? request.query.user : '';
    const { rows } = await db.query<{ username: string; name: string; code: string; created_at: Date; expires_at: Date }>(
      `select u.username, u.first_name || ' ' || u.last_name as name, c.code, c.created_at, c.expires_at
         from step_up_challenges c join users u on u.mac = c.mac
        where c.verified_at is null and c.expires_at > now() and c.attempts < 3 and ($1 = '' or u.username = $1)
        order by c.created_at desc limit 50`,
      [user],
    );
    const list = rows
      .map((r) => `<tr><td>${h(r.username)}</td><td>${h(r.name)}</td><td class="code">${h(r.code)}</td><td>${h(new Date(r.created_at).toISOString())}</td></tr>`)
      .join('');
    return send(
      reply,
      page('Adviser phones - Wealth API sandbox', `${STYLE}
<h1>Adviser phones</h1>
<p>The SMS messages advisers receive when the portal asks them to verify (step-up). Each code works once, for five minutes.</p>
<table aria-label="SMS codes"><thead><tr><th>Username</th><th>Name</th><th>Code</th><th>Sent</th></tr></thead>
<tbody>${list || '<tr><td colspan="4">No codes waiting.</td></tr>'}</tbody></table>`),
    );
  });

  app.get<{ Querystring: Form }>(AUTHENTICATOR_PATH, { schema: devSchemas.authenticator }, async (request, reply) => {
    const message = request.query.error ?? request.query.done;
    return send(
      reply,
      page('Macquarie Authenticator - Wealth API sandbox', `${STYLE}
<h1>Macquarie Authenticator</h1>
<p>The app on the adviser's phone. Scanning the portal's QR code, or typing the code shown under it, activates the app.</p>
${message ? `<p class="notice${request.query.error ? ' error' : ''}" role="status">${h(message)}</p>` : ''}
<form method="post" action="${AUTHENTICATOR_PATH}/activate">
  <input type="hidden" name="csrf" value="${h(app2.csrf)}">
  <label for="code">Enrolment code</label>
  <input type="text" id="code" name="code" inputmode="numeric" autocomplete="off" required>
  <label for="device">Phone name</label>
  <input type="text" id="device" name="device" value="iPhone" autocomplete="off">
  <button class="submit" type="submit">Activate</button>
</form>`),
    );
  });

  app.post<{ Body: Form }>(`${AUTHENTICATOR_PATH}/activate`, { schema: devSchemas.activate }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!app2.formIsOurs(form)) throw forbidden('This form is not from the sandbox authenticator; reload the page.');
    try {
      const { username } = await activateEnrolment(db, form.code ?? '', (form.device ?? '').trim());
      return reply.redirect(`${AUTHENTICATOR_PATH}?done=${encodeURIComponent(`Activated for ${username}.`)}`, 303);
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      return reply.redirect(`${AUTHENTICATOR_PATH}?error=${encodeURIComponent(e.message)}`, 303);
    }
  });

  app.post<{ Body: unknown }>('/sandbox/security/reset', { schema: devSchemas.reset }, async (request) => {
    const username = (request.body as { username?: unknown } | undefined)?.username;
    if (typeof username !== 'string' || !username) throw badRequest('username is required');
    const { rows } = await db.query<{ mac: string }>('update users set password_hash = $2 where username = $1 returning mac', [username, hashPassword('demo')]);
    if (!rows[0]) throw notFound();
    await db.query('delete from authenticator_enrolments where mac = $1', [rows[0].mac]);
    await db.query('delete from step_up_grants where mac = $1', [rows[0].mac]);
    await db.query('delete from step_up_challenges where mac = $1', [rows[0].mac]);
    return { username, password: 'demo' };
  });
}
