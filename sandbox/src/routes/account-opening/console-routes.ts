// The account opening consoles: the bank's back office (/console/applications) and the client's phone
// (/console/phone/applications/{id}), which plays the client as /console/phone plays a payment's signatory. Plain
// forms, Post/Redirect/Get, each carrying this process's console token; behind the dev guard (absent in production).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import { HttpError, forbidden } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { guardConsole } from '../shared/console-gate.js';
import { anyApplication, COLUMNS, documentsOf, expireDue, FROM, moveApplication, type ApplicationRow } from './application-store.js';
import { BACK_OFFICE_PATH, CLIENT_PHONE_PATH, backOfficeList, backOfficePage, clientPhonePage, noApplicationPage } from './console-page.js';
import { verifyAndOpen } from './open-account.js';
import { devSchemas } from './schemas.js';

type Form = Record<string, string | undefined>;
const note = (form: Form) => form.note?.trim().slice(0, 500) || null;

export function registerApplicationConsoles(app: FastifyInstance, db: Db, { events }: SandboxServices, env: NodeJS.ProcessEnv = process.env): void {
  const office = guardConsole(app, { path: BACK_OFFICE_PATH, cookieName: 'sandbox_applications', what: 'the back office', env });
  const phone = guardConsole(app, { path: CLIENT_PHONE_PATH, cookieName: 'sandbox_application_phone', what: 'the phone', env });

  app.get<{ Querystring: Form }>(BACK_OFFICE_PATH, { schema: devSchemas.backOffice }, async (request, reply) => {
    await expireDue(db, events);
    const { rows } = await db.query<ApplicationRow>(`select ${COLUMNS} from ${FROM} where a.status <> 'DRAFT' order by a.updated_at desc limit 100`);
    return html(reply, backOfficeList(rows, request.query.error ?? request.query.done, !!request.query.error));
  });

  app.get<{ Params: { applicationId: string }; Querystring: Form }>(`${BACK_OFFICE_PATH}/:applicationId`, { schema: devSchemas.backOfficeOne }, async (request, reply) => {
    const row = await anyApplication(db, request.params.applicationId);
    if (!row) return html(reply, noApplicationPage(request.params.applicationId, BACK_OFFICE_PATH), 404);
    return html(reply, backOfficePage(row, await documentsOf(db, row.application_id), office.csrf, request.query.error ?? request.query.done, !!request.query.error));
  });

  app.get<{ Params: { applicationId: string }; Querystring: Form }>(`${CLIENT_PHONE_PATH}/:applicationId`, { schema: devSchemas.phone }, async (request, reply) => {
    await expireDue(db, events);
    const row = await anyApplication(db, request.params.applicationId);
    if (!row) return html(reply, noApplicationPage(request.params.applicationId, CLIENT_PHONE_PATH), 404);
    return html(reply, clientPhonePage(row, phone.csrf, request.query.error ?? request.query.done, !!request.query.error));
  });

  const action = (base: string, gate: typeof office, path: string, schema: object, run: (id: string, form: Form) => Promise<string>) =>
    app.post<{ Params: { applicationId: string }; Body: Form }>(`${base}/:applicationId${path}`, { schema }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (!gate.formIsOurs(form)) throw forbidden('This form is not from the sandbox; reload the page.');
      const back = `${base}/${encodeURIComponent(request.params.applicationId)}`;
      try {
        return reply.redirect(`${back}?done=${encodeURIComponent(await run(request.params.applicationId, form))}`, 303);
      } catch (e) {
        if (!(e instanceof HttpError) || e.status === 404) throw e;
        return reply.redirect(`${back}?error=${encodeURIComponent(e.message)}`, 303);
      }
    });

  const review = ['SUBMITTED', 'AWAITING_DOCUMENTS'] as const;
  action(BACK_OFFICE_PATH, office, '/verify', devSchemas.verify, async (id, f) => `Verified: account ${(await verifyAndOpen(db, events, id, note(f))).account_number} is open.`);
  action(BACK_OFFICE_PATH, office, '/documents', devSchemas.documents, async (id, f) => {
    await moveApplication(db, events, id, review, 'AWAITING_DOCUMENTS', 'decision_note = $4', [note(f) ?? 'Certified proof of identity']);
    return 'Documents asked for.';
  });
  action(BACK_OFFICE_PATH, office, '/decline', devSchemas.decline, async (id, f) => {
    await moveApplication(db, events, id, review, 'DECLINED', 'decided_at = now(), decision_note = $4', [note(f)]);
    return 'Declined.';
  });
  action(BACK_OFFICE_PATH, office, '/expire', devSchemas.expire, async (id) => {
    await db.query(`update applications set expires_at = now() where application_id = $1 and status in ('DRAFT', 'AWAITING_CLIENT_SIGNATURE')`, [id]);
    await expireDue(db, events);
    return `Now ${(await anyApplication(db, id))?.status.toLowerCase().replace(/_/g, ' ')}.`;
  });
  action(CLIENT_PHONE_PATH, phone, '/sign', devSchemas.sign, async (id) => {
    await moveApplication(db, events, id, ['AWAITING_CLIENT_SIGNATURE'], 'SUBMITTED', 'signed_at = now()');
    return 'Signed. Your application is with the bank.';
  });
  action(CLIENT_PHONE_PATH, phone, '/decline', devSchemas.refuse, async (id) => {
    await moveApplication(db, events, id, ['AWAITING_CLIENT_SIGNATURE'], 'DECLINED', "decided_at = now(), decision_note = 'The client declined to sign.'");
    return 'You declined to sign.';
  });
}

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
