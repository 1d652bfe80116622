// The signatory's phone (/console/phone/{partyId}): a tester sees the party's pending challenges and approves
// (push), declines, or enters the SMS or token code. Plain forms, Post/Redirect/Get, no script; every value
// escaped; each form carries this process's console token. Behind the dev guard: absent when APP_ENV=production;
// with SANDBOX_DEV_TOKEN set, the page wants it once (?dev_token=...), then as a SameSite cookie.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import { HttpError, forbidden } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { guardConsole } from '../shared/console-gate.js';
import { answerChallenge, pendingOnPhone } from './phone-answers.js';
import { PHONE_PATH, indexPage, noPhonePage, phonePage } from './phone-page.js';
import type { PartyRow } from './payment-store.js';
import { devSchemas } from './schemas.js';

type Form = Record<string, string | undefined>;

export function registerPhoneConsole(app: FastifyInstance, db: Db, { events }: SandboxServices, env: NodeJS.ProcessEnv = process.env): void {
  const gate = guardConsole(app, { path: PHONE_PATH, cookieName: 'sandbox_phone', what: 'the phone', env });
  const csrf = gate.csrf;

  app.get(PHONE_PATH, { schema: devSchemas.phones }, async (_request, reply) => {
    const { rows } = await db.query<PartyRow & { accounts: string[] }>(
      `select p.*, coalesce(array_agg(a.account_number order by a.account_number) filter (where a.account_number is not null), '{}') as accounts
         from payment_parties p left join account_signatories s on s.party_id = p.party_id left join accounts a on a.account_id = s.account_id
        group by p.party_id order by p.party_id`,
    );
    return html(reply, indexPage(rows));
  });

  app.get<{ Params: { partyId: string }; Querystring: Form }>(`${PHONE_PATH}/:partyId`, { schema: devSchemas.phone }, async (request, reply) => {
    const { rows } = await db.query<PartyRow>('select * from payment_parties where party_id = $1', [request.params.partyId]);
    if (!rows[0]) return html(reply, noPhonePage(request.params.partyId), 404);
    const error = typeof request.query.error === 'string' ? request.query.error : undefined;
    const done = typeof request.query.done === 'string' ? request.query.done : undefined;
    return html(reply, phonePage(rows[0], await pendingOnPhone(db, rows[0].party_id), csrf, error ?? done, !!error));
  });

  const action = (path: string, answer: (form: Form) => Parameters<typeof answerChallenge>[4]) =>
    app.post<{ Params: { partyId: string; paymentId: string }; Body: Form }>(`${PHONE_PATH}/:partyId/challenges/:paymentId${path}`, { schema: devSchemas.answers[path] }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (!gate.formIsOurs(form)) throw forbidden('This form is not from the sandbox phone; reload the page.');
      const { partyId, paymentId } = request.params;
      const back = `${PHONE_PATH}/${encodeURIComponent(partyId)}`;
      try {
        const status = await answerChallenge(db, events, partyId, paymentId, answer(form));
        const said = status === 'APPROVED' ? 'approved' : status === 'DECLINED' ? 'declined' : 'waiting for the other signatory';
        return reply.redirect(`${back}?done=${encodeURIComponent(`Payment ${paymentId} is ${said}.`)}`, 303);
      } catch (e) {
        if (!(e instanceof HttpError) || e.status === 404) throw e;
        return reply.redirect(`${back}?error=${encodeURIComponent(e.message)}`, 303);
      }
    });
  // A tester's reset between runs: soft locks earned here (wrong codes, resends) and the send counts go; the
  // seeded states (locks until 2099, hard lock) stay.
  app.post<{ Params: { partyId: string }; Body: Form }>(`${PHONE_PATH}/:partyId/unlock`, { schema: devSchemas.unlock }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!gate.formIsOurs(form)) throw forbidden('This form is not from the sandbox phone; reload the page.');
    const { partyId } = request.params;
    await db.query(
      `update payment_parties set failed_codes = 0,
              soft_locked_until = case when soft_locked_until < '2099-01-01' then null else soft_locked_until end,
              soft_lock_code = case when soft_locked_until < '2099-01-01' then null else soft_lock_code end
        where party_id = $1`,
      [partyId],
    );
    await db.query('update payment_challenges set sends = 0, first_sent_at = null where party_id = $1', [partyId]);
    return reply.redirect(`${PHONE_PATH}/${encodeURIComponent(partyId)}?done=${encodeURIComponent('Earned locks cleared.')}`, 303);
  });

  action('/approve', () => ({ kind: 'approve' }));
  action('/decline', () => ({ kind: 'decline' }));
  action('/code', (f) => ({ kind: 'code', code: f.code ?? '' }));
}

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
