// The client's phone (/console/client-phone/{clientId}): a tester plays the client, who sees the fee renewals sent
// to them and consents or declines, as a payment's signatory does on /console/phone. Plain forms, Post/Redirect/Get,
// no script; every value escaped; each form carries this process's console token. Behind the dev guard (absent in
// production). The answer is recorded on the arrangement, and the adviser who sent it gets an alert in the bell.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml as h, page } from '../../auth/html.js';
import type { Db } from '../../db/index.js';
import type { EventHooks } from '../../events/event-hooks.js';
import { HttpError, conflict, forbidden, notFound } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { publishAlert } from '../notification-centre/alert-store.js';
import { guardConsole } from '../shared/console-gate.js';
import { consentRules, statusOf } from './arrangement-status.js';
import { consentToday } from './arrangement-routes.js';
import { devSchemas } from './schemas.js';

export const CLIENT_PHONE_PATH = '/console/client-phone';

type Form = Record<string, string | undefined>;

interface Waiting {
  request_id: string;
  account_id: string;
  account_number: string;
  account_name: string;
  fee_amount: string | null;
  fee_rate: string | null;
  anniversary_date: string;
  sent_at: Date;
}

const STYLE = `<style>
  main { max-width: 56rem; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: .9rem; }
  th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e1e3e8; vertical-align: top; }
  form.inline { display: inline; }
  form.inline button { padding: .3rem .8rem; margin-right: .3rem; cursor: pointer; }
  .notice { padding: .6rem .8rem; border-radius: 4px; background: #e8f5ec; color: #0b5d1e; }
  .notice.error { background: #fdecee; color: #a4000f; }
</style>`;
const notice = (message: string | undefined, error = false) => (message ? `<p class="notice${error ? ' error' : ''}" role="status">${h(message)}</p>` : '');
const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const feeText = (w: { fee_amount: string | null; fee_rate: string | null }) => (w.fee_amount !== null ? `${dollars(w.fee_amount)} a year` : `${Number(w.fee_rate)}% a year of the account's value`);
const clientName = `coalesce(nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''), c.organisation_name, c.contact_id)`;

async function waitingFor(db: Pick<Db, 'query'>, clientId: string): Promise<Waiting[]> {
  const { rows } = await db.query<Waiting>(
    `select q.request_id::text as request_id, a.account_id, a.account_number, a.account_name, f.fee_amount::text as fee_amount,
            f.fee_rate::text as fee_rate, to_char(q.anniversary_date, 'YYYY-MM-DD') as anniversary_date, q.sent_at
       from fee_consent_requests q join fee_arrangements f on f.account_id = q.account_id join accounts a on a.account_id = q.account_id
      where a.client_id = $1 and q.status = 'SENT' order by q.sent_at desc`,
    [clientId],
  );
  return rows;
}

function phonePage(client: { contact_id: string; name: string }, waiting: Waiting[], csrf: string, message?: string, error = false): string {
  const token = `<input type="hidden" name="csrf" value="${h(csrf)}">`;
  const base = `${CLIENT_PHONE_PATH}/${encodeURIComponent(client.contact_id)}/renewals`;
  const rows = waiting.map((w) => {
    const at = `${base}/${encodeURIComponent(w.request_id)}`;
    return `<tr><td>${h(w.account_number)}</td><td>${h(w.account_name)}</td><td>${h(feeText(w))}</td><td>${h(w.anniversary_date)}</td>
<td>${h(new Date(w.sent_at).toISOString().slice(0, 10))}</td>
<td><form class="inline" method="post" action="${at}/consent">${token}<button type="submit" aria-label="Consent to ${h(w.account_number)}">Consent</button></form>
<form class="inline" method="post" action="${at}/decline">${token}<button type="submit" aria-label="Decline ${h(w.account_number)}">Decline</button></form></td></tr>`;
  }).join('');
  return page(`Phone of ${client.name} - Wealth API sandbox`, `${STYLE}
<p><a href="${CLIENT_PHONE_PATH}">All client phones</a></p>
<h1>Phone of ${h(client.name)}</h1>
<p>Client ${h(client.contact_id)}. Your adviser asks you to consent to their ongoing fee for another year.</p>
${notice(message, error)}
<h2 id="renewals-heading">Fee renewals waiting</h2>
<table aria-labelledby="renewals-heading"><thead><tr><th>Account</th><th>Name</th><th>Adviser fee</th><th>Anniversary day</th><th>Sent</th><th>Answer</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No fee renewals waiting.</td></tr>'}</tbody></table>`);
}

function indexPage(clients: { contact_id: string; name: string; waiting: string }[]): string {
  const rows = clients.map((c) => `<tr><td><a href="${CLIENT_PHONE_PATH}/${encodeURIComponent(c.contact_id)}">${h(c.contact_id)}</a></td><td>${h(c.name)}</td><td>${h(c.waiting)}</td></tr>`).join('');
  return page("Clients' phones - Wealth API sandbox", `${STYLE}
<h1>Clients' phones</h1>
<p>Clients with an advice fee renewal waiting for their consent. Open a phone to consent or decline.</p>
<table aria-label="Clients"><thead><tr><th>Client id</th><th>Name</th><th>Renewals waiting</th></tr></thead>
<tbody>${rows || '<tr><td colspan="3">No renewals waiting.</td></tr>'}</tbody></table>`);
}

type Answer = 'consent' | 'decline';

/** The client answers a waiting renewal: recorded on the arrangement; the adviser who sent it is told in the bell. */
export async function answerRenewal(db: Db, events: EventHooks, clientId: string, requestId: string, answer: Answer): Promise<string> {
  if (!/^\d{1,18}$/.test(requestId)) throw notFound();
  const [{ rules }, today] = await Promise.all([consentRules(db), consentToday(db)]);
  const done = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ account_id: string; account_number: string; status: string; sent_by: string | null; anniversary_date: string; ended_date: string | null; request_anniversary: string }>(
      `select q.account_id, a.account_number, q.status, q.sent_by, to_char(f.anniversary_date, 'YYYY-MM-DD') as anniversary_date,
              to_char(f.ended_date, 'YYYY-MM-DD') as ended_date, to_char(q.anniversary_date, 'YYYY-MM-DD') as request_anniversary
         from fee_consent_requests q join fee_arrangements f on f.account_id = q.account_id join accounts a on a.account_id = q.account_id
        where q.request_id = $1::bigint and a.client_id = $2 for update of q, f`,
      [requestId, clientId],
    );
    const r = rows[0];
    if (!r) throw notFound();
    if (r.status !== 'SENT') throw conflict('This renewal has already been answered.');
    const { status } = statusOf(r, today, rules);
    if (status === 'LAPSED' || status === 'ENDED') throw conflict('This arrangement has ended, so it can no longer be renewed.');
    if (answer === 'consent') {
      await tx.query(`update fee_consent_requests set status = 'CONSENTED', answered_at = now() where request_id = $1::bigint`, [requestId]);
      await tx.query(
        `update fee_arrangements set anniversary_date = $2::date + interval '1 year', consented_at = now() where account_id = $1`,
        [r.account_id, r.request_anniversary],
      );
    } else {
      await tx.query(`update fee_consent_requests set status = 'DECLINED', answered_at = now() where request_id = $1::bigint`, [requestId]);
      // Declining is the client ending the arrangement (Corporations Act s962E): no adviser fee from today.
      await tx.query(`update fee_arrangements set ended_date = $2::date, end_reason = 'DECLINED' where account_id = $1`, [r.account_id, today]);
    }
    return r;
  });
  if (done.sent_by) {
    await publishAlert(db, events, done.sent_by, {
      category: answer === 'consent' ? 'approved' : 'rejected',
      text: answer === 'consent'
        ? `Your client consented to the ongoing fee arrangement on account ${done.account_number} for another year.`
        : `Your client declined to renew the ongoing fee arrangement on account ${done.account_number}. It has ended and its adviser fee stops.`,
      status: answer === 'consent' ? 'approved' : 'declined',
      objectType: 'others',
      accountNumber: done.account_number,
      links: [{ key: 'feeArrangement', value: done.account_number }],
    });
  }
  return answer === 'consent' ? `You consented to the fee on ${done.account_number}.` : `You declined the fee on ${done.account_number}.`;
}

export function registerClientPhone(app: FastifyInstance, db: Db, { events }: SandboxServices, env: NodeJS.ProcessEnv = process.env): void {
  const gate = guardConsole(app, { path: CLIENT_PHONE_PATH, cookieName: 'sandbox_client_phone', what: "the client's phone", env });

  app.get(CLIENT_PHONE_PATH, { schema: devSchemas.phones }, async (_request, reply) => {
    const { rows } = await db.query<{ contact_id: string; name: string; waiting: string }>(
      `select c.contact_id, ${clientName} as name, count(*)::text as waiting
         from fee_consent_requests q join accounts a on a.account_id = q.account_id join clients c on c.contact_id = a.client_id
        where q.status = 'SENT' group by c.contact_id order by max(q.sent_at) desc limit 200`,
    );
    return html(reply, indexPage(rows));
  });

  app.get<{ Params: { clientId: string }; Querystring: Form }>(`${CLIENT_PHONE_PATH}/:clientId`, { schema: devSchemas.phone }, async (request, reply) => {
    const { rows } = await db.query<{ contact_id: string; name: string }>(`select c.contact_id, ${clientName} as name from clients c where c.contact_id = $1`, [request.params.clientId]);
    if (!rows[0]) return html(reply, page('No such client', `<h1>No client ${h(request.params.clientId)}</h1><p><a href="${CLIENT_PHONE_PATH}">All client phones</a></p>`), 404);
    const error = typeof request.query.error === 'string' ? request.query.error : undefined;
    const done = typeof request.query.done === 'string' ? request.query.done : undefined;
    return html(reply, phonePage(rows[0], await waitingFor(db, rows[0].contact_id), gate.csrf, error ?? done, !!error));
  });

  for (const answer of ['consent', 'decline'] as const) {
    app.post<{ Params: { clientId: string; requestId: string }; Body: Form }>(
      `${CLIENT_PHONE_PATH}/:clientId/renewals/:requestId/${answer}`,
      { schema: devSchemas[answer] },
      async (request, reply) => {
        if (!gate.formIsOurs((request.body ?? {}) as Form)) throw forbidden("This form is not from the sandbox client's phone; reload the page.");
        const back = `${CLIENT_PHONE_PATH}/${encodeURIComponent(request.params.clientId)}`;
        try {
          const said = await answerRenewal(db, events, request.params.clientId, request.params.requestId, answer);
          return reply.redirect(`${back}?done=${encodeURIComponent(said)}`, 303);
        } catch (e) {
          if (!(e instanceof HttpError) || e.status === 404) throw e;
          return reply.redirect(`${back}?error=${encodeURIComponent(e.message)}`, 303);
        }
      },
    );
  }
}

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
