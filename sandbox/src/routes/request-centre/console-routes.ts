// The request console (/console/requests): the person who processes Request Centre cases. Plain forms posting
// back to the page (Post/Redirect/Get). Behind the dev guard like /console/notifications (absent in production).
// A cross-site form can not post here: every form carries this process's console token, which only a reader of
// the page has. With SANDBOX_DEV_TOKEN set, the page also wants it once (?dev_token=...), then as a SameSite cookie.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import { HttpError, badRequest, forbidden } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { guardConsole } from '../shared/console-gate.js';
import { CASE_COLUMNS, type CaseRow } from './case-model.js';
import { anyCase, caseParts, keywordTokens } from './case-read.js';
import { approveAs, cancelCase, declineAs, markMalware, moveCase, raiseFollowUp } from './case-actions.js';
import { CONSOLE_PATH, casePage, findPage } from './console-page.js';
import { devSchemas } from './schemas.js';

type Form = Record<string, string | undefined>;

export function registerRequestConsole(app: FastifyInstance, db: Db, { events }: SandboxServices, env: NodeJS.ProcessEnv = process.env): void {
  const gate = guardConsole(app, { path: CONSOLE_PATH, cookieName: 'sandbox_console', what: 'the console', env });
  const csrf = gate.csrf;

  app.get<{ Querystring: Form }>(CONSOLE_PATH, { schema: devSchemas.find }, async (request, reply) => {
    const one = (name: string) => {
      const v: unknown = request.query[name];
      if (v !== undefined && typeof v !== 'string') throw badRequest(`${name} must be given once`);
      return v?.trim() || undefined;
    };
    const q = { intentId: one('intent_id'), caseId: one('case_id'), keyword: one('keyword') };
    if (q.intentId || q.caseId) {
      const { rows } = await db.query<{ intent_id: string }>(
        'select intent_id from cases where intent_id = $1 or case_id = $2 limit 1', [q.intentId ?? null, q.caseId ?? null],
      );
      if (rows[0]) return reply.redirect(`${CONSOLE_PATH}/${encodeURIComponent(rows[0].intent_id)}`, 303);
      return html(reply, findPage(q, [], `No case ${q.intentId ?? q.caseId}.`), 404);
    }
    const tokens = keywordTokens(q.keyword);
    const { rows } = await db.query<CaseRow>(
      `select ${CASE_COLUMNS} from cases c where ${tokens.map((_, i) => `c.search_text like $${i + 1}`).join(' and ') || 'true'}
        order by c.updated_date desc, c.intent_id desc limit 50`,
      tokens,
    );
    return html(reply, findPage(q, rows));
  });

  app.get<{ Params: { intentId: string }; Querystring: Form }>(`${CONSOLE_PATH}/:intentId`, { schema: devSchemas.case }, async (request, reply) => {
    const row = await anyCase(db, request.params.intentId);
    if (!row) return html(reply, findPage({ intentId: request.params.intentId }, [], `No case ${request.params.intentId}.`), 404);
    const parts = await caseParts(db, row.intent_id);
    const error = request.query.error;
    return html(reply, casePage({ row, ...parts }, csrf, error ?? request.query.done, !!error));
  });

  /** A console action: checks the form's token, runs, and goes back to the case with what happened. */
  const action = (path: string, run: (intentId: string, form: Form, params: Record<string, string>) => Promise<string>) =>
    app.post<{ Params: Record<string, string>; Body: Form }>(`${CONSOLE_PATH}/:intentId${path}`, { schema: devSchemas.actions[path] }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (!gate.formIsOurs(form)) throw forbidden('This form is not from the request console; reload the page.');
      const back = `${CONSOLE_PATH}/${encodeURIComponent(request.params.intentId)}`;
      try {
        const message = await run(request.params.intentId, form, request.params);
        return reply.redirect(`${back}?done=${encodeURIComponent(message)}`, 303);
      } catch (e) {
        if (!(e instanceof HttpError) || e.status === 404) throw e;
        return reply.redirect(`${back}?error=${encodeURIComponent(e.message)}`, 303);
      }
    });

  action('/status', async (id, f) => `Status set to ${(await moveCase(db, events, id, f.status ?? '')).status}.`);
  action('/complete', async (id) => `Status set to ${(await moveCase(db, events, id, 'COMPLETED')).status}.`);
  action('/follow-ups', async (id, f) => {
    const { id: fid } = await raiseFollowUp(db, events, id, {
      why: f.why ?? '', what: f.what ?? '', returnMethod: f.return_method ?? '', expectedDate: f.expected_date || null,
      recipient: f.recipient === 'Client' ? 'Client' : 'Adviser',
    });
    return `Follow-up ${fid} raised.`;
  });
  action('/authorisers/:activityId/approve', async (id, _f, p) => `Approved: the case is ${(await approveAs(db, events, id, p.activityId)).status}.`);
  action('/authorisers/:activityId/decline', async (id, _f, p) => `Declined: the case is ${(await declineAs(db, events, id, p.activityId)).status}.`);
  action('/cancel', async (id, f) => `Cancelled (${(await cancelCase(db, events, id, f.reason ?? '')).cancellation_reason_code}).`);
  action('/documents/:documentId/malware', async (id, _f, p) => {
    await markMalware(db, events, id, p.documentId);
    return `Document ${p.documentId} flagged as malware.`;
  });
}

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
