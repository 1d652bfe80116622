// The signatory phone's HTML: plain forms, no script; every value goes through escapeHtml. Labels and button
// names are stable (browser tests find them by role and name): "Approve", "Decline", "Code", "Submit code".
import { escapeHtml as h, page } from '../../auth/html.js';
import { partyBlock } from './challenges.js';
import type { PhoneChallenge } from './phone-answers.js';
import { chosenMethod, type PartyRow } from './payment-store.js';

export const PHONE_PATH = '/console/phone';

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

/** What the party's phone would answer a challenge with now. */
export function partyState(p: PartyRow): string {
  const block = partyBlock(p);
  return block ?? `ready (${chosenMethod(p)})`;
}

export function indexPage(parties: (PartyRow & { accounts: string[] })[]): string {
  const rows = parties.map((p) => `<tr><td><a href="${PHONE_PATH}/${encodeURIComponent(p.party_id)}">${h(p.party_id)}</a></td><td>${h(p.name)}</td>
<td>${h(p.methods.join(', ') || 'none')}</td><td>${h(partyState(p))}</td><td>${h(p.accounts.join(', '))}</td></tr>`).join('');
  return page('Signatory phones - Wealth API sandbox', `${STYLE}
<h1>Signatory phones</h1>
<p>Each payment signatory (party) and what their phone answers a challenge with. Open a phone to approve, decline or enter a code.</p>
<table aria-label="Parties"><thead><tr><th>Party id</th><th>Name</th><th>Methods</th><th>State</th><th>Accounts</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No parties.</td></tr>'}</tbody></table>`);
}

export function phonePage(p: PartyRow, pending: PhoneChallenge[], csrf: string, message?: string, error = false): string {
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
<form class="inline" method="post" action="${PHONE_PATH}/${encodeURIComponent(p.party_id)}/unlock">${token}<button type="submit">Clear earned locks</button></form>
<h2 id="pending-heading">Pending challenges</h2>
<table aria-labelledby="pending-heading"><thead><tr><th>Payment</th><th>Amount</th><th>Payee</th><th>From account</th><th>Signing</th><th>Method</th><th>Answer</th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">No pending challenges.</td></tr>'}</tbody></table>`);
}

export const noPhonePage = (partyId: string) => page('No such phone', `<h1>No party ${h(partyId)}</h1><p><a href="${PHONE_PATH}">All phones</a></p>`);
