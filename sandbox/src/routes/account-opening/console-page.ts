// The account opening consoles' HTML (plain forms, no script; every value escaped): the back office that verifies a
// client's identity, asks for documents or declines, and the client's phone that signs. Button names are stable
// (browser tests find them by role and name): "Verify and open", "Ask for documents", "Decline", "Expire now",
// "Sign", "Decline to sign".
import { escapeHtml as h, page } from '../../auth/html.js';
import type { ApplicationRow, DocumentRow } from './application-store.js';

export const BACK_OFFICE_PATH = '/console/applications';
export const CLIENT_PHONE_PATH = '/console/phone/applications';

const STYLE = `<style>
  main { max-width: 60rem; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: .9rem; }
  th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e1e3e8; vertical-align: top; }
  form.inline { display: inline-block; margin: 0 .5rem .5rem 0; }
  textarea { width: 100%; padding: .4rem; font: inherit; }
  .notice { padding: .6rem .8rem; border-radius: 4px; background: #e8f5ec; color: #0b5d1e; }
  .notice.error { background: #fdecee; color: #a4000f; }
  dl { display: grid; grid-template-columns: 12rem 1fr; gap: .2rem 1rem; }
  dt { font-weight: 600; }
</style>`;

const notice = (message: string | undefined, error = false) => (message ? `<p class="notice${error ? ' error' : ''}" role="status">${h(message)}</p>` : '');
const token = (csrf: string) => `<input type="hidden" name="csrf" value="${h(csrf)}">`;
const words = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');

function details(row: ApplicationRow): string {
  const c = row.client as { contact_id?: string; new?: Record<string, string | null> };
  const o = row.options as Record<string, unknown>;
  const client = c.contact_id ? `Existing client ${c.contact_id}` : c.new
    ? `New client, born ${c.new.date_of_birth}; ${c.new.street}, ${c.new.suburb} ${c.new.state} ${c.new.postcode}; ${c.new.email}, ${c.new.mobile}; TFN ${words(c.new.tfn_status ?? '')}`
    : 'Not chosen';
  const options = Object.entries(o).filter(([, v]) => v !== null).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`).join('; ');
  const linked = row.linked_account as { bsb?: string; account_number?: string; account_name?: string } | null;
  return `<dl>
<dt>Application</dt><dd>${h(row.application_id)}</dd>
<dt>Product</dt><dd>${h(row.product)}</dd>
<dt>Status</dt><dd>${h(words(row.status))}</dd>
<dt>Client</dt><dd>${h(row.client_name)}: ${h(client)}</dd>
<dt>Options</dt><dd>${h(options || 'none')}</dd>
<dt>Linked account</dt><dd>${linked ? h(`${linked.account_name}, BSB ${linked.bsb}, account ${linked.account_number}`) : 'none'}</dd>
<dt>Adviser</dt><dd>${h(row.adviser_name)} (${h(row.entity_key)}), started by ${h(row.created_by_name)}</dd>
${row.account_number ? `<dt>Account</dt><dd>${h(row.account_number)}</dd>` : ''}
${row.decision_note ? `<dt>Note</dt><dd>${h(row.decision_note)}</dd>` : ''}
</dl>`;
}

export function backOfficeList(rows: ApplicationRow[], message?: string, error = false): string {
  const list = rows.map((r) => `<tr><td><a href="${BACK_OFFICE_PATH}/${encodeURIComponent(r.application_id)}">${h(r.application_id)}</a></td>
<td>${h(r.product)}</td><td>${h(r.client_name)}</td><td>${h(words(r.status))}</td><td>${h(r.adviser_name)}</td></tr>`).join('');
  return page('Account opening back office - Wealth API sandbox', `${STYLE}
<h1>Account opening back office</h1>
<p>Applications the bank is processing: verify the client's identity (which opens the account), ask the adviser for documents, or decline. Every change raises the adviser's alert.</p>
${notice(message, error)}
<table aria-label="Applications"><thead><tr><th>Application</th><th>Product</th><th>Client</th><th>Status</th><th>Adviser</th></tr></thead>
<tbody>${list || '<tr><td colspan="5">No applications.</td></tr>'}</tbody></table>`);
}

export function backOfficePage(row: ApplicationRow, documents: DocumentRow[], csrf: string, message?: string, error = false): string {
  const at = `${BACK_OFFICE_PATH}/${encodeURIComponent(row.application_id)}`;
  const open = row.status === 'SUBMITTED' || row.status === 'AWAITING_DOCUMENTS';
  const docs = documents.map((d) => `<tr><td>${h(d.document_name)}</td><td>${h(d.content_type)}</td><td>${h(d.size)}</td><td>${h(d.uploaded_by)}</td></tr>`).join('');
  const note = (label: string, id: string) => `<label for="${id}">${label}</label><textarea id="${id}" name="note" rows="2" maxlength="500"></textarea>`;
  const actions = open ? `<h2>Identity verification</h2>
<form class="inline" method="post" action="${at}/verify">${token(csrf)}<button type="submit">Verify and open</button></form>
<form method="post" action="${at}/documents">${token(csrf)}${note('Documents needed', 'documents-note')}<button type="submit">Ask for documents</button></form>
<form method="post" action="${at}/decline">${token(csrf)}${note('Reason for declining', 'decline-note')}<button type="submit">Decline</button></form>`
    : row.status === 'DRAFT' || row.status === 'AWAITING_CLIENT_SIGNATURE'
      ? `<form class="inline" method="post" action="${at}/expire">${token(csrf)}<button type="submit">Expire now</button></form>` : '';
  return page(`Application ${row.application_id} - back office`, `${STYLE}
<p><a href="${BACK_OFFICE_PATH}">All applications</a></p>
<h1>Application ${h(row.application_id)}</h1>
${notice(message, error)}
${details(row)}
<h2 id="documents-heading">Documents</h2>
<table aria-labelledby="documents-heading"><thead><tr><th>Name</th><th>Type</th><th>Bytes</th><th>Uploaded by</th></tr></thead>
<tbody>${docs || '<tr><td colspan="4">No documents.</td></tr>'}</tbody></table>
${actions}`);
}

export function clientPhonePage(row: ApplicationRow, csrf: string, message?: string, error = false): string {
  const at = `${CLIENT_PHONE_PATH}/${encodeURIComponent(row.application_id)}`;
  const waiting = row.status === 'AWAITING_CLIENT_SIGNATURE';
  return page(`Phone of ${row.client_name} - Wealth API sandbox`, `${STYLE}
<h1>Phone of ${h(row.client_name || 'the client')}</h1>
<p>Your adviser ${h(row.adviser_name)} asks you to sign an application to open an account.</p>
${notice(message, error)}
${details(row)}
${waiting ? `<form class="inline" method="post" action="${at}/sign">${token(csrf)}<button type="submit">Sign</button></form>
<form class="inline" method="post" action="${at}/decline">${token(csrf)}<button type="submit">Decline to sign</button></form>` : '<p>Nothing to sign.</p>'}`);
}

export const noApplicationPage = (id: string, back: string) => page('No such application', `<h1>No application ${h(id)}</h1><p><a href="${back}">Back</a></p>`);
