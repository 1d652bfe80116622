// The request console's HTML: plain forms, no script. Every value goes through escapeHtml. Labels and button
// names are stable (browser tests find them by role and name): "Intent id", "Open case", "Set status",
// "Raise follow-up", "Approve", "Decline", "Cancel case", "Mark as malware", "Complete".
import { escapeHtml as h, page } from '../../auth/html.js';
import { CANCELLATION_REASONS, TASK_STATUSES, type AuthoriserRow, type CaseRow, type DocumentRow, type FollowUpRow, type HistoryRow } from './case-model.js';
import { RETURN_METHODS } from './case-actions.js';

export const CONSOLE_PATH = '/console/requests';

const STYLE = `<style>
  main { max-width: 64rem; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: .9rem; }
  th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e1e3e8; vertical-align: top; }
  select, textarea, input[type=date] { width: 100%; padding: .5rem; border: 1px solid #b8bcc4; border-radius: 6px; font: inherit; }
  .row { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 0 1rem; }
  form.inline { display: inline; }
  form.inline button { padding: .3rem .8rem; margin-right: .3rem; cursor: pointer; }
  .notice { padding: .6rem .8rem; border-radius: 4px; background: #e8f5ec; color: #0b5d1e; }
  .notice.error { background: #fdecee; color: #a4000f; }
  dl { display: grid; grid-template-columns: 12rem 1fr; gap: .2rem 1rem; }
  dt { font-weight: 600; }
</style>`;

const option = (value: string, label = value, selected = false) => `<option value="${h(value)}"${selected ? ' selected' : ''}>${h(label)}</option>`;
const hidden = (csrf: string) => `<input type="hidden" name="csrf" value="${h(csrf)}">`;
const when = (d: Date | string | null) => (d ? h(new Date(d).toISOString().replace('T', ' ').slice(0, 16)) : '');
const notice = (message: string | undefined, error = false) => (message ? `<p class="notice${error ? ' error' : ''}" role="status">${h(message)}</p>` : '');

function findForm(q: { intentId?: string; caseId?: string; keyword?: string }): string {
  return `<form method="get" action="${CONSOLE_PATH}" aria-label="Find a case">
<div class="row">
<div><label for="intent_id">Intent id</label><input type="text" id="intent_id" name="intent_id" value="${h(q.intentId)}" maxlength="64"></div>
<div><label for="case_id">Case id</label><input type="text" id="case_id" name="case_id" value="${h(q.caseId)}" maxlength="64"></div>
<div><label for="keyword">Keyword</label><input type="text" id="keyword" name="keyword" value="${h(q.keyword)}" maxlength="100"></div>
</div>
<button type="submit" class="submit">Open case</button>
</form>`;
}

export function findPage(q: { intentId?: string; caseId?: string; keyword?: string }, results: CaseRow[], message?: string): string {
  const rows = results.map((c) => `<tr><td><a href="${CONSOLE_PATH}/${encodeURIComponent(c.intent_id)}">${h(c.intent_id)}</a></td><td>${h(c.case_id)}</td>
<td>${h(c.intent_name)}</td><td>${h(c.status)}</td><td>${h(c.initiator_name)}</td><td>${when(c.updated_date)}</td></tr>`).join('');
  return page('Request console - Wealth API sandbox', `${STYLE}
<h1>Request console</h1>
<p>The back office that processes Request Centre cases: find a case, move it, raise follow-ups, approve or decline as an authoriser, cancel it, flag malware. Every change raises the initiator's alert.</p>
${notice(message, true)}
${findForm(q)}
<h2 id="results-heading">${q.keyword || q.intentId || q.caseId ? 'Matching cases' : 'Recently updated cases'}</h2>
<table aria-labelledby="results-heading"><thead><tr><th>Intent id</th><th>Case id</th><th>Request</th><th>Status</th><th>Initiator</th><th>Updated (UTC)</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No cases.</td></tr>'}</tbody></table>`);
}

export interface CaseView {
  row: CaseRow;
  history: HistoryRow[];
  followUps: FollowUpRow[];
  authorisers: AuthoriserRow[];
  documents: DocumentRow[];
}

export function casePage(v: CaseView, csrf: string, message?: string, error = false): string {
  const c = v.row;
  const base = `${CONSOLE_PATH}/${encodeURIComponent(c.intent_id)}`;
  const accounts = (c.payload.account_details as { account_number: string; account_name: string }[] | undefined) ?? [];
  const attachmentStatus = (c.meta.attachment_status as { code: string; description: string }[] | undefined) ?? [];
  const authorisers = v.authorisers.map((a) => {
    const open = a.status === 'PENDING_APPROVAL' || a.status === 'PENDING_DOC_UPLOAD';
    const act = (what: string, label: string) =>
      `<form class="inline" method="post" action="${base}/authorisers/${encodeURIComponent(a.activity_id)}/${what}">${hidden(csrf)}<button type="submit" id="${what}-${h(a.activity_id)}">${label}</button></form>`;
    return `<tr><td>${h(a.authoriser_name)}</td><td>${h(a.activity_id)}</td><td>${h(a.role_type)}</td><td>${h(a.status)}</td><td>${a.otp_locked ? 'ID locked' : ''}</td>
<td>${open ? act('approve', 'Approve') + act('decline', 'Decline') : ''}</td></tr>`;
  }).join('');
  const documents = v.documents.map((d) => `<tr><td>${h(d.document_name)}</td><td>${h(d.document_id)}</td><td>${h(d.content_type)}</td><td>${h(d.size)}</td><td>${h(d.kind)}</td>
<td>${d.malware ? 'Malware' : `<form class="inline" method="post" action="${base}/documents/${encodeURIComponent(d.document_id)}/malware">${hidden(csrf)}<button type="submit" id="malware-${h(d.document_id)}">Mark as malware</button></form>`}</td></tr>`).join('');
  const followUps = v.followUps.map((f) => `<tr><td>${h(f.id)}</td><td>${h(f.status)}</td><td>${h(f.request_why)}</td><td>${h(f.request_what)}</td><td>${h(f.request_return_method)}</td>
<td>${h(f.response_expected_date)}</td><td>${h(f.response_content)}</td></tr>`).join('');
  const history = v.history.map((e) => `<tr><td>${when(e.occurred_at)}</td><td>${h(e.type)}</td><td>${h(e.follow_up_ids.join(', '))}</td><td>${h(e.authorisers.join(', '))}</td></tr>`).join('');
  const statusOptions = TASK_STATUSES.filter((s) => s !== 'CANCELLED' && s !== 'DECLINED').map((s) => option(s, s, s === c.status)).join('');
  return page(`${c.case_id} - Request console`, `${STYLE}
<p><a href="${CONSOLE_PATH}">All cases</a></p>
<h1>Case ${h(c.case_id)}</h1>
${notice(message, error)}
<dl aria-label="Case">
<dt>Intent id</dt><dd id="case-intent-id">${h(c.intent_id)}</dd>
<dt>Request</dt><dd>${h(c.intent_name)}${typeof c.meta.subprocess_name === 'string' ? ` (${h(c.meta.subprocess_name)})` : ''}</dd>
<dt>Status</dt><dd id="case-status">${h(c.status)}</dd>
<dt>Cancellation reason</dt><dd id="case-reason">${h(c.cancellation_reason_code)}</dd>
<dt>Initiator</dt><dd>${h(c.initiator_name)} (${h(c.initiator_mac)})</dd>
<dt>Accounts</dt><dd>${accounts.map((a) => `${h(a.account_number)} ${h(a.account_name)}`).join('<br>')}</dd>
<dt>Attachment status</dt><dd id="case-attachment-status">${attachmentStatus.map((s) => `${h(s.code)}: ${h(s.description)}`).join('<br>')}</dd>
</dl>

<h2 id="status-heading">Status</h2>
<form method="post" action="${base}/status" aria-labelledby="status-heading">${hidden(csrf)}
<label for="status">Status</label><select id="status" name="status">${statusOptions}</select>
<button type="submit" class="submit">Set status</button>
</form>
<form method="post" action="${base}/complete" aria-label="Complete the case">${hidden(csrf)}<button type="submit" class="submit">Complete</button></form>

<h2 id="follow-up-heading">Raise a follow-up</h2>
<form method="post" action="${base}/follow-ups" aria-labelledby="follow-up-heading">${hidden(csrf)}
<label for="why">Why</label><textarea id="why" name="why" required maxlength="1000"></textarea>
<label for="what">What</label><textarea id="what" name="what" required maxlength="1000"></textarea>
<div class="row">
<div><label for="return_method">Return method</label><select id="return_method" name="return_method">${RETURN_METHODS.map((m) => option(m)).join('')}</select></div>
<div><label for="expected_date">Expected date</label><input type="date" id="expected_date" name="expected_date"></div>
<div><label for="recipient">Recipient</label><select id="recipient" name="recipient">${option('Adviser')}${option('Client')}</select></div>
</div>
<button type="submit" class="submit">Raise follow-up</button>
</form>

<h2 id="authorisers-heading">Authorisers</h2>
<table aria-labelledby="authorisers-heading"><thead><tr><th>Name</th><th>Activity id</th><th>Role</th><th>Status</th><th>Lock</th><th>Act as</th></tr></thead>
<tbody>${authorisers || '<tr><td colspan="6">No authorisers.</td></tr>'}</tbody></table>

<h2 id="cancel-heading">Cancel</h2>
<form method="post" action="${base}/cancel" aria-labelledby="cancel-heading">${hidden(csrf)}
<label for="reason">Reason</label><select id="reason" name="reason">${CANCELLATION_REASONS.map((r) => option(r)).join('')}</select>
<button type="submit" class="submit">Cancel case</button>
</form>

<h2 id="documents-heading">Documents</h2>
<table aria-labelledby="documents-heading"><thead><tr><th>Name</th><th>Document id</th><th>Type</th><th>Bytes</th><th>Kind</th><th>Malware</th></tr></thead>
<tbody>${documents || '<tr><td colspan="6">No documents.</td></tr>'}</tbody></table>

<h2 id="follow-ups-heading">Follow-ups</h2>
<table aria-labelledby="follow-ups-heading"><thead><tr><th>Id</th><th>Status</th><th>Why</th><th>What</th><th>Return method</th><th>Expected</th><th>Response</th></tr></thead>
<tbody>${followUps || '<tr><td colspan="7">No follow-ups.</td></tr>'}</tbody></table>

<h2 id="history-heading">History</h2>
<table aria-labelledby="history-heading"><thead><tr><th>When (UTC)</th><th>Type</th><th>Follow-ups</th><th>Authorisers</th></tr></thead>
<tbody>${history}</tbody></table>`);
}
