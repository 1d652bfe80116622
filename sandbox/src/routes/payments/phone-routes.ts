// The signatory's phone (/console/phone/{partyId}): a tester sees the party's pending challenges and approves
// (push), declines, or enters the SMS or token code. Plain forms, Post/Redirect/Get, no script; every value
// escaped; each form carries this process's console token. Behind the dev guard: absent when APP_ENV=production;
// with SANDBOX_DEV_TOKEN set, the page wants it once (?dev_token=...), then as a SameSite cookie.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml as h, page } from '../../auth/html.js';
import type { Db } from '../../db/index.js';
import { HttpError, forbidden } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { answerChallenge, partyBlock, pendingOnPhone, type PhoneChallenge } from './challenges.js';
import { chosenMethod, type PartyRow } from './payment-store.js';

export const PHONE_PATH = '/console/phone';
const DEV_COOKIE = 'sandbox_phone';
type Form = Record<string, string | undefined>;

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const STYLE = `<style>
  main { max-width: 56rem; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: .9rem; }
  th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e1e3e8; vertical-align: top; }
  form.inline { display: inline; }
  form.inline button { padding: .3rem .8rem; margin-right: .3rem; cursor: pointer; }
  input[type=text] { padding: .3rem; width: 8rem; }
  .notice { padding: .6rem .8rem; border-radius: 4px; background: #e8f5ec; color: #0b5d1e; }
  .notice.error { background: #fdecee; color: #a4000f; }
</style>`;
const notice = (message: string | undefined, error = false) => (message ? `<p class="notice${error ? ' error' : ''}" role="status">${h(message)}</p>` : '');

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** What the party's phone would answer a challenge with now. */
export function partyState(p: PartyRow): string {
  const block = partyBlock(p);
  return block ?? `ready (${chosenMethod(p)})`;
}

function indexPage(parties: (PartyRow & { accounts: string[] })[]): string {
  const rows = parties.map((p) => `<tr><td><a href="${PHONE_PATH}/${encodeURIComponent(p.party_id)}">${h(p.party_id)}</a></td><td>${h(p.name)}</td>
<td>${h(p.methods.join(', ') || 'none')}</td><td>${h(partyState(p))}</td><td>${h(p.accounts.join(', '))}</td></tr>`).join('');
  return page('Signatory phones - Wealth API sandbox', `${STYLE}
<h1>Signatory phones</h1>
<p>Each payment signatory (party) and what their phone answers a challenge with. Open a phone to approve, decline or enter a code.</p>
<table aria-label="Parties"><thead><tr><th>Party id</th><th>Name</th><th>Methods</th><th>State</th><th>Accounts</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No parties.</td></tr>'}</tbody></table>`);
}

function phonePage(p: PartyRow, pending: PhoneChallenge[], csrf: string, message?: string, error = false): string {
  const base = `${PHONE_PATH}/${encodeURIComponent(p.party_id)}/challenges`;
  const token = `<input type="hidden" name="csrf" value="${h(csrf)}">`;
  const rows = pending.map((c) => {
    const at = `${base}/${encodeURIComponent(c.payment_id)}`;
    const codeForm = c.verification_method === 'PUSH' ? `<form class="inline" method="post" action="${at}/approve">${token}<button type="submit">Approve</button></form>`
      : `<form class="inline" method="post" action="${at}/code">${token}<label for="code-${h(c.payment_id)}">Code</label>
<input type="text" id="code-${h(c.payment_id)}" name="code" inputmode="numeric" maxlength="6" autocomplete="off"><button type="submit">Submit code</button></form>
<p>${c.verification_method === 'SMS' ? 'SMS received' : 'Token shows'}: <output aria-label="Code for ${h(c.payment_id)}">${h(c.code)}</output></p>`;
    return `<tr><td>${h(c.payment_id)}</td><td>$${h(Number(c.amount).toFixed(2))}</td><td>${h(c.payee_name)}</td><td>${h(c.account_number)}</td>
<td>${h(c.signing_type)}</td><td>${h(c.verification_method)}</td><td>${codeForm}
<form class="inline" method="post" action="${at}/decline">${token}<button type="submit">Decline</button></form></td></tr>`;
  }).join('');
  return page(`Phone of ${p.name} - Wealth API sandbox`, `${STYLE}
<p><a href="${PHONE_PATH}">All phones</a></p>
<h1>Phone of ${h(p.name)}</h1>
<p>Party ${h(p.party_id)}; methods ${h(p.methods.join(', ') || 'none')}; state: ${h(partyState(p))}.</p>
${notice(message, error)}
<h2 id="pending-heading">Pending challenges</h2>
<table aria-labelledby="pending-heading"><thead><tr><th>Payment</th><th>Amount</th><th>Payee</th><th>From account</th><th>Signing</th><th>Method</th><th>Answer</th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">No pending challenges.</td></tr>'}</tbody></table>`);
}

export function registerPhoneConsole(app: FastifyInstance, db: Db, { events }: SandboxServices, env: NodeJS.ProcessEnv = process.env): void {
  const csrf = randomBytes(18).toString('base64url');
  const devToken = env.SANDBOX_DEV_TOKEN;

  app.addHook('onRequest', async (request, reply) => {
    if (!devToken || !request.url.startsWith(PHONE_PATH)) return;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('dev_token');
    if (query && same(query, devToken)) {
      reply.header('set-cookie', `${DEV_COOKIE}=${encodeURIComponent(devToken)}; Path=${PHONE_PATH}; HttpOnly; SameSite=Strict`);
      return;
    }
    const held = cookie(request, DEV_COOKIE);
    if (!held || !same(held, devToken)) return reply.code(403).type('text/plain').send('Open the phone with ?dev_token=<SANDBOX_DEV_TOKEN>.');
  });

  app.get(PHONE_PATH, async (_request, reply) => {
    const { rows } = await db.query<PartyRow & { accounts: string[] }>(
      `select p.*, coalesce(array_agg(a.account_number order by a.account_number) filter (where a.account_number is not null), '{}') as accounts
         from payment_parties p left join account_signatories s on s.party_id = p.party_id left join accounts a on a.account_id = s.account_id
        group by p.party_id order by p.party_id`,
    );
    return html(reply, indexPage(rows));
  });

  app.get<{ Params: { partyId: string }; Querystring: Form }>(`${PHONE_PATH}/:partyId`, async (request, reply) => {
    const { rows } = await db.query<PartyRow>('select * from payment_parties where party_id = $1', [request.params.partyId]);
    if (!rows[0]) return html(reply, page('No such phone', `<h1>No party ${h(request.params.partyId)}</h1><p><a href="${PHONE_PATH}">All phones</a></p>`), 404);
    const error = typeof request.query.error === 'string' ? request.query.error : undefined;
    const done = typeof request.query.done === 'string' ? request.query.done : undefined;
    return html(reply, phonePage(rows[0], await pendingOnPhone(db, rows[0].party_id), csrf, error ?? done, !!error));
  });

  const action = (path: string, answer: (form: Form) => Parameters<typeof answerChallenge>[4]) =>
    app.post<{ Params: { partyId: string; paymentId: string }; Body: Form }>(`${PHONE_PATH}/:partyId/challenges/:paymentId${path}`, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (typeof form.csrf !== 'string' || !same(form.csrf, csrf)) throw forbidden('This form is not from the sandbox phone; reload the page.');
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
  action('/approve', () => ({ kind: 'approve' }));
  action('/decline', () => ({ kind: 'decline' }));
  action('/code', (f) => ({ kind: 'code', code: f.code ?? '' }));
}

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
