import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { TASK_STATUSES, CANCELLATION_REASONS } from './case-model.js';

const TC = '/api/wealth/task-centre/v1';
const TR = '/api/wealth/traverse';
// Pinned seed cases (request-cases.ts PINNED): wrap.adviser is the first demo user (INT1001kkk), grow.adviser the second.
const OLIVIA = (k: number) => `INT100100${k}`;
const LIAM = (k: number) => `INT100200${k}`;

let sandbox: Sandbox;
let olivia: string;
let liam: string;

beforeAll(async () => {
  sandbox = await testSandbox();
  olivia = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  liam = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(async () => sandbox?.close());

const search = (token: string, body: object = {}, query = '') => call(sandbox.app, token, `${TC}/tasks/search${query}`, { method: 'POST', payload: body });
const details = async (token: string, id: string) => (await call(sandbox.app, token, `${TC}/tasks/${id}`)).body.data.intent;
const b64 = (s: string) => Buffer.from(s).toString('base64');
/** A file the upload checks take: PDF bytes, type and name. */
const pdfFile = (name: string, text = name) => ({ file_name: name, content_type: 'application/pdf', content: b64(`%PDF-1.4 ${text}`) });

describe('search', () => {
  it('pages the user\'s cases newest update first and counts them all', async () => {
    const first = await search(olivia, {}, '?size=10');
    expect(first.status).toBe(200);
    const page = first.body.data;
    expect(page.content).toHaveLength(10);
    expect(page.total_elements).toBeGreaterThanOrEqual(40);
    expect(page.total_pages).toBe(Math.ceil(page.total_elements / 10));
    const updated = page.content.map((c: { updated_date: string }) => c.updated_date);
    expect(updated).toEqual([...updated].sort().reverse());
    const last = await search(olivia, {}, `?size=10&page=${page.total_pages - 1}`);
    expect(last.body.data.content.length).toBe(page.total_elements - 10 * (page.total_pages - 1));
    const all = await search(olivia, {}, '?size=100');
    expect(new Set(all.body.data.content.map((c: { status: string }) => c.status))).toEqual(new Set(TASK_STATUSES));
    const cancelled = await search(olivia, { status: ['CANCELLED'] }, '?size=100');
    expect(cancelled.body.data.total_elements).toBeLessThanOrEqual(100);
    expect(new Set(cancelled.body.data.content.map((c: { cancellation_reason_code: string | null }) => c.cancellation_reason_code))).toEqual(new Set(CANCELLATION_REASONS));
  });

  it('filters by keyword (case id, account number, name), status, request name, initiator and Sydney from_date', async () => {
    const byCase = await search(olivia, { keyword: 'c-1001003' });
    expect(byCase.body.data.content.map((c: { intent_id: string }) => c.intent_id)).toEqual([OLIVIA(3)]);
    const one = await details(olivia, OLIVIA(1));
    const account = one.payload.account_details[0].account_number;
    const byAccount = await search(olivia, { keyword: account, status: ['AWAITING_CLIENT_APPROVAL'] });
    expect(byAccount.body.data.content.length).toBeGreaterThan(0);
    for (const c of byAccount.body.data.content) {
      expect(c.status).toBe('AWAITING_CLIENT_APPROVAL');
      expect(c.payload.account_details.map((a: { account_number: string }) => a.account_number)).toContain(account);
    }
    const rollovers = await search(olivia, { request_names: ['Rollover'], initiator_macs: ['M0000001'] }, '?size=100');
    expect(rollovers.body.data.content.length).toBeGreaterThan(0);
    expect(rollovers.body.data.content.every((c: { intent_name: string; initiator_mac: string }) => c.intent_name === 'Rollover' && c.initiator_mac === 'M0000001')).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(Date.now() - 12 * 86_400_000));
    const recent = await search(olivia, { from_date: today }, '?size=100');
    const everything = await search(olivia, {}, '?size=1');
    expect(recent.body.data.total_elements).toBeLessThan(everything.body.data.total_elements);
    expect(recent.body.data.content.map((c: { intent_id: string }) => c.intent_id)).toEqual(expect.arrayContaining([OLIVIA(1), OLIVIA(9)]));
  });

  it('sorts by name and status both ways', async () => {
    const asc = (await search(olivia, {}, '?size=100&sort-by=intent_name&sort-order=asc')).body.data.content.map((c: { intent_name: string }) => c.intent_name);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await search(olivia, {}, '?size=100&sort-by=status&sort-order=desc')).body.data.content.map((c: { status: string }) => c.status);
    expect(desc).toEqual([...desc].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('refuses bad input and adviser codes that are not the user\'s', async () => {
    expect((await search(olivia, {}, '?size=101')).status).toBe(400);
    expect((await search(olivia, {}, '?sort-by=nonsense')).status).toBe(400);
    expect((await search(olivia, { status: ['DONE'] })).status).toBe(400);
    expect((await search(olivia, { from_date: '21/11/2026' })).status).toBe(400);
    expect((await search(olivia, { adviser_codes: ['GWWA1001'] })).status).toBe(403);
    const mine = await search(olivia, { adviser_codes: ['HBWP1001'] }, '?size=100');
    expect(mine.status).toBe(200);
  });
});

describe('scoping between wrap.adviser and grow.adviser', () => {
  it('gives them disjoint lists', async () => {
    const a = (await search(olivia, {}, '?size=100')).body.data.content.map((c: { intent_id: string }) => c.intent_id);
    const b = (await search(liam, {}, '?size=100')).body.data.content.map((c: { intent_id: string }) => c.intent_id);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect(a.filter((id: string) => b.includes(id))).toEqual([]);
    expect((await search(olivia, { keyword: 'c-1002001' })).body.data.total_elements).toBe(0);
  });

  it('refuses a body or query its schema can judge with a 400 naming the field, before the policy looks at the case', async () => {
    const refusal = async (url: string, payload?: object) => {
      const res = await call(sandbox.app, olivia, url, { method: 'POST', ...(payload ? { payload } : {}) });
      return [res.status, res.body.error, res.body.errors?.[0]?.field];
    };
    // LIAM(1) is grow.adviser's: the policy would answer 404, but the schema answers first.
    expect(await refusal('/api/wealth/pega/casemaint/v1/modify', { intent_id: LIAM(1), activity_id: 'ACT1', action: 'SHOUT' })).toEqual([400, 'bad_request', 'action']);
    expect(await refusal('/api/wealth/pega/docmgmt/v1/retrievedoc', { case_id: LIAM(1) })).toEqual([400, 'bad_request', 'document_id']);
    expect(await refusal('/api/wealth/document/v1/document', { intent_id: '' })).toEqual([400, 'bad_request', 'intent_id']);
    expect(await refusal(`${TC}/tasks/search?sort-by=colour`, {})).toEqual([400, 'bad_request', 'sort-by']);
    expect(await refusal(`${TC}/tasks/search?size=101`, {})).toEqual([400, 'bad_request', 'size']);
    // A body only the handler can judge still reaches it: the policy's 404 for the other's case comes first.
    expect((await refusal(`${TR}/v1/intent/signed_document`, { intent_id: LIAM(1), file_name: 'x.exe' }))[0]).toBe(404);
  });

  it('answers 404 on every per-case call for the other\'s case', async () => {
    for (const [token, id] of [[olivia, LIAM(1)], [liam, OLIVIA(1)]]) {
      expect((await call(sandbox.app, token, `${TC}/tasks/${id}`)).status).toBe(404);
      expect((await call(sandbox.app, token, `${TC}/tasks/${id}/follow-ups`, { method: 'PATCH', payload: { followUpResponses: [{ followUpId: 'x', responseContent: 'x' }] } })).status).toBe(404);
      expect((await call(sandbox.app, token, `${TC}/tasks/${id}/documents`, { method: 'POST', payload: { files: [pdfFile('a.pdf')] } })).status).toBe(404);
      expect((await call(sandbox.app, token, `${TR}/v1/intent/cancel/${id}`, { method: 'POST' })).status).toBe(404);
      expect((await call(sandbox.app, token, `${TR}/v1/intent/authorisation/notification/resend/${id}/ACT1`, { method: 'POST', headers: { 'dealer-access': 'true' } })).status).toBe(404);
      expect((await call(sandbox.app, token, '/api/wealth/document/v1/document', { method: 'POST', payload: { intent_id: id } })).status).toBe(404);
      expect((await call(sandbox.app, token, '/api/wealth/pega/docmgmt/v1/retrievedoc', { method: 'POST', payload: { case_id: id, document_id: 'DOC1' } })).status).toBe(404);
      expect((await call(sandbox.app, token, '/api/wealth/pega/casemaint/v1/modify', { method: 'POST', payload: { intent_id: id, activity_id: 'ACT1', action: 'RESEND' } })).status).toBe(404);
      expect((await call(sandbox.app, token, `${TR}/v1/intent/signed_document`, { method: 'POST', payload: { intent_id: id, ...pdfFile('s.pdf') } })).status).toBe(404);
    }
    // The case is untouched.
    expect((await details(liam, LIAM(1))).status).toBe('AWAITING_CLIENT_APPROVAL');
  });
});

describe('case details', () => {
  it('carries meta, history, follow-ups, authorisers and documents', async () => {
    const c = await details(olivia, OLIVIA(3));
    expect(c.meta).toMatchObject({ case_id: 'C-1001003', sla: expect.any(String), subprocess_name: expect.any(String) });
    expect(c.history[0].type).toBe('SUBMITTED');
    expect(c.documents.map((d: { content_type: string }) => d.content_type).sort()).toEqual(['application/pdf', 'text/plain']);
    expect(c.meta.linked_document_references).toHaveLength(2);
    const flagged = c.documents.find((d: { malware: boolean }) => d.malware);
    expect(c.meta.attachment_status).toEqual([{ code: 'CMSE067', description: `Malware detected in [${flagged.document_name}]` }]);
    const withFollowUp = await details(olivia, OLIVIA(2));
    expect(withFollowUp.follow_ups.map((f: { status: string }) => f.status)).toEqual(['Responded', 'Pending']);
    const merged = withFollowUp.history.map((h: { type: string }) => h.type);
    expect(merged.filter((t: string, i: number) => t === merged[i - 1]).length).toBeGreaterThan(0); // repeats for the portal to merge
    const rollover = await details(olivia, OLIVIA(6));
    expect(rollover.payload.rollover_authority).toBeDefined();
    expect(rollover.payload.update_detail.user_name).toBe('Olivia Bennett');
    const declined = await details(olivia, OLIVIA(5));
    expect(declined.authorisers.map((a: { status: string }) => a.status)).toContain('DECLINED');
  });

  it('lists initiators with the user first', async () => {
    const { body } = await call(sandbox.app, olivia, `${TC}/tasks/initiators`);
    expect(body.data.options[0]).toEqual({ label: 'Olivia Bennett', value: 'M0000001', current_user: true });
    expect(body.data.options.length).toBeGreaterThan(1);
    expect(body.data.options.slice(1).every((o: { current_user: boolean }) => !o.current_user)).toBe(true);
  });

  it('summarises awaiting, in progress and recently updated (at most 10 each, ME narrows)', async () => {
    const body = { awaiting_statuses: ['AWAITING_ADVISER', 'AWAITING_CLIENT_APPROVAL'], in_progress_statuses: ['INPROGRESS'], last_login_date_time: new Date(Date.now() - 3 * 86_400_000).toISOString(), initiated_by: 'ALL' };
    const all = (await call(sandbox.app, olivia, `${TC}/tasks/summary`, { method: 'POST', payload: body })).body.data;
    expect(all.awaiting.length).toBeGreaterThan(0);
    expect(all.awaiting.every((i: { request_status: string }) => body.awaiting_statuses.includes(i.request_status))).toBe(true);
    expect(all.in_progress.every((i: { request_status: string }) => i.request_status === 'INPROGRESS')).toBe(true);
    expect(all.recent_updated.map((i: { request_id: string }) => i.request_id)).toContain(OLIVIA(1));
    const me = (await call(sandbox.app, olivia, `${TC}/tasks/summary`, { method: 'POST', payload: { ...body, initiated_by: 'ME' } })).body.data;
    expect(me.awaiting.every((i: { requestor_name: string }) => i.requestor_name === 'Olivia Bennett')).toBe(true);
    expect((await call(sandbox.app, olivia, `${TC}/tasks/summary`, { method: 'POST', payload: { ...body, initiated_by: 'SOME' } })).status).toBe(400);
  });

  it('serves the indexation table', async () => {
    const { body } = await call(sandbox.app, olivia, `${TC}/indexation`);
    expect(body.data.length).toBeGreaterThanOrEqual(60);
    expect(body.data[0]).toEqual(expect.objectContaining({ id: 'RC001', business_area: expect.any(String), product_types: expect.any(Array), access_level: expect.any(String) }));
  });
});

describe('transitions', () => {
  it('answers a pending follow-up: Responded, the case back in progress; a second answer is 409', async () => {
    const before = await details(olivia, OLIVIA(2));
    const pending = before.follow_ups.find((f: { status: string }) => f.status === 'Pending');
    const doc = (await call(sandbox.app, olivia, `${TC}/tasks/${OLIVIA(2)}/documents`, { method: 'POST', payload: { files: [pdfFile('licence.pdf')] } })).body.data.documents[0];
    const res = await call(sandbox.app, olivia, `${TC}/tasks/${OLIVIA(2)}/follow-ups`, { method: 'PATCH', payload: { followUpResponses: [{ followUpId: pending.id, responseContent: 'Uploaded the licence.', documentIds: [doc.document_id] }] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ caseId: 'C-1001002', caseStatus: 'INPROGRESS' });
    const after = await details(olivia, OLIVIA(2));
    expect(after.status).toBe('INPROGRESS');
    expect(after.follow_ups.find((f: { id: string }) => f.id === pending.id)).toMatchObject({ status: 'Responded', response_content: 'Uploaded the licence.', documents: [{ document_id: doc.document_id, document_name: 'licence.pdf' }] });
    expect(after.history.at(-1)).toMatchObject({ type: 'INPROGRESS', follow_up_ids: [pending.id] });
    const again = await call(sandbox.app, olivia, `${TC}/tasks/${OLIVIA(2)}/follow-ups`, { method: 'PATCH', payload: { followUpResponses: [{ followUpId: pending.id, responseContent: 'again' }] } });
    expect(again.status).toBe(409);
    expect((await call(sandbox.app, olivia, `${TC}/tasks/${OLIVIA(2)}/follow-ups`, { method: 'PATCH', payload: { followUpResponses: [] } })).status).toBe(400);
  });

  it('cancels an open case as the adviser and refuses a finished one', async () => {
    const res = await call(sandbox.app, olivia, `${TR}/v1/intent/cancel/${OLIVIA(9)}`, { method: 'POST' });
    expect(res.body).toEqual({ data: { intent_id: OLIVIA(9), status: 'CANCELLED' } });
    const c = await details(olivia, OLIVIA(9));
    expect(c).toMatchObject({ status: 'CANCELLED', cancellation_reason_code: 'CANCELLED_BY_ADVISER', payload: { update_detail: { user_name: 'Olivia Bennett' } } });
    const again = await call(sandbox.app, olivia, `${TR}/v1/intent/cancel/${OLIVIA(9)}`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('INTENT_NOT_CANCELLABLE');
    expect((await call(sandbox.app, olivia, `${TR}/v1/intent/cancel/${OLIVIA(5)}`, { method: 'POST' })).status).toBe(409);
  });

  it('resends only with dealer-access and refuses approved and declined authorisers', async () => {
    const partial = await details(olivia, OLIVIA(8));
    const approved = partial.authorisers.find((a: { status: string }) => a.status === 'APPROVED');
    const pending = partial.authorisers.find((a: { status: string }) => a.status === 'PENDING_APPROVAL');
    const resend = (id: string, activity: string, headers: Record<string, string> = { 'dealer-access': 'true' }) =>
      call(sandbox.app, olivia, `${TR}/v1/intent/authorisation/notification/resend/${id}/${activity}`, { method: 'POST', headers });
    expect((await resend(OLIVIA(8), pending.activity_id, {})).status).toBe(400);
    expect((await resend(OLIVIA(8), pending.activity_id)).body).toEqual({ data: { result: 'success' } });
    const done = await resend(OLIVIA(8), approved.activity_id);
    expect([done.status, done.body.errors[0].code]).toEqual([409, 'ACTIVITY_ALREADY_ACTIONED_COMPLETED']);
    const declined = (await details(olivia, OLIVIA(5))).authorisers.find((a: { status: string }) => a.status === 'DECLINED');
    const no = await resend(OLIVIA(5), declined.activity_id);
    expect([no.status, no.body.errors[0].code]).toEqual([409, 'ACTIVITY_ALREADY_ACTIONED_DECLINED']);
  });

  it('modify: SUCCESS, then the soft lock on the third send in 10 minutes; OTP lock; already actioned', async () => {
    const c = await details(olivia, OLIVIA(1));
    const [open, locked] = c.authorisers;
    expect(locked.status).toBe('PENDING_APPROVAL');
    const modify = async (activity: string, action = 'RESEND', id = OLIVIA(1)) =>
      (await call(sandbox.app, olivia, '/api/wealth/pega/casemaint/v1/modify', { method: 'POST', payload: { intent_id: id, activity_id: activity, action } })).body.ModifyCaseRes.StatusLog.OutcomeCode;
    expect(await modify(open.activity_id)).toBe('SUCCESS');
    expect(await modify(open.activity_id)).toBe('SUCCESS');
    expect(await modify(open.activity_id)).toBe('RESEND_CHALLENGE_SOFT_LOCK');
    expect(await modify(open.activity_id, 'CANCEL_CHALLENGE')).toBe('INVALID_CHALLENGE_SOFT_LOCK');
    expect(await modify(locked.activity_id)).toBe('ACCOUNT_OTP_LOCKED');
    const approved = (await details(olivia, OLIVIA(8))).authorisers.find((a: { status: string }) => a.status === 'APPROVED');
    expect(await modify(approved.activity_id, 'RESEND', OLIVIA(8))).toBe('ACTIVITY_ALREADY_ACTIONED_COMPLETED');
    expect((await call(sandbox.app, olivia, '/api/wealth/pega/casemaint/v1/modify', { method: 'POST', payload: { intent_id: OLIVIA(1), activity_id: open.activity_id, action: 'SHOUT' } })).status).toBe(400);
  });

  it('resend meets the same locks as modify: a locked ID, and the soft lock the modify sends above started', async () => {
    const [open, locked] = (await details(olivia, OLIVIA(1))).authorisers;
    const resend = (activity: string) =>
      call(sandbox.app, olivia, `${TR}/v1/intent/authorisation/notification/resend/${OLIVIA(1)}/${activity}`, { method: 'POST', headers: { 'dealer-access': 'true' } });
    const lockedAnswer = await resend(locked.activity_id);
    expect([lockedAnswer.status, lockedAnswer.body.errors[0].code]).toEqual([423, 'ACCOUNT_OTP_LOCKED']);
    const soft = await resend(open.activity_id);
    expect([soft.status, soft.body.errors[0].code]).toEqual([429, 'RESEND_CHALLENGE_SOFT_LOCK']);
  });

  it('a signed document moves authorisers pending doc upload to approved', async () => {
    const res = await call(sandbox.app, olivia, `${TR}/v1/intent/signed_document`, { method: 'POST', payload: { intent_id: OLIVIA(7), file_name: 'signed.pdf', content_type: 'application/pdf', content: b64('%PDF-1.4 signed') } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ result: 'success', intent_id: OLIVIA(7), id: expect.any(String) });
    const c = await details(olivia, OLIVIA(7));
    expect(c.authorisers.every((a: { status: string }) => a.status === 'APPROVED')).toBe(true);
    expect(c.status).toBe('APPROVED');
    expect(c.documents.map((d: { document_name: string }) => d.document_name)).toContain('signed.pdf');
  });
});

describe('create, validate and documents', () => {
  it('rc-create makes a SUBMITTED case with history, sla and eta, and a submitted alert', async () => {
    const accounts = await call(sandbox.app, olivia, `${TC}/tasks/${OLIVIA(3)}`);
    const account = accounts.body.data.intent.payload.account_details[0].account_number;
    const row = (await call(sandbox.app, olivia, `${TC}/indexation`)).body.data.find((r: { process: string }) => r.process === 'General request');
    const body = { account_number: account, indexation_id: row.id, category: row.category, sub_category: row.sub_category, process: row.process, subprocess: row.subprocess, additional_information: 'Please call the client.', files: [pdfFile('note.pdf')] };
    const res = await call(sandbox.app, olivia, `${TR}/v2/intent/rc-create`, { method: 'POST', payload: body });
    expect(res.status).toBe(200);
    const d = res.body.data.rcCreateResponseDetails;
    expect(d).toMatchObject({ intentId: expect.stringMatching(/^INT\d+$/), caseID: expect.stringMatching(/^C-\d{7}$/), isGeneralRequestType: true, sla: '10 business days', eta: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), result: 'success' });
    const c = await details(olivia, d.intentId);
    expect(c).toMatchObject({ status: 'SUBMITTED', initiator_mac: 'M0000001', payload: { additional_information: 'Please call the client.' } });
    expect(c.history).toEqual([expect.objectContaining({ type: 'SUBMITTED' })]);
    expect(c.documents).toHaveLength(1);
    const alerts = (await call(sandbox.app, olivia, '/api/channel/notification-centre/v1/alert')).body.data;
    expect(alerts[0]).toMatchObject({ category: 'submitted', request_number: d.caseID });
    // Not general: 5 business days; another user's account: 404; a mismatched row: 400.
    expect((await call(sandbox.app, liam, `${TR}/v2/intent/rc-create`, { method: 'POST', payload: body })).status).toBe(404);
    expect((await call(sandbox.app, olivia, `${TR}/v2/intent/rc-create`, { method: 'POST', payload: { ...body, category: 'Application' } })).status).toBe(400);
  });

  it('validations: an open case of the same process is E000002 with its request id', async () => {
    const c = await details(olivia, OLIVIA(1));
    const account = c.payload.account_details[0].account_number;
    const res = await call(sandbox.app, olivia, `${TR}/v1/intent/validations/Rollover/${account}?badge=mgl`);
    expect(res.status).toBe(422);
    const errors = res.body.error.code === 'MULTI_ERRORS' ? res.body.error.errors : [res.body.error];
    expect(errors).toContainEqual(expect.objectContaining({ code: 'E000002', details: expect.objectContaining({ requestId: OLIVIA(1) }) }));
    expect(errors.find((e: { code: string }) => e.code === 'E000002').message).toMatch(/^There is already a rollover request in progress for this account \(/);
    const general = await call(sandbox.app, olivia, `${TR}/v1/intent/validations/${encodeURIComponent('Change of address')}/${account}?badge=mgl`);
    expect(general.status === 200 ? general.body : general.body.error.code).not.toBe('E000002');
    expect((await call(sandbox.app, liam, `${TR}/v1/intent/validations/Rollover/${account}`)).status).toBe(404);
  });

  it('prints a real PDF form and retrieves documents as text', async () => {
    const res = await call(sandbox.app, olivia, '/api/wealth/document/v1/document', { method: 'POST', payload: { intent_id: OLIVIA(1) } });
    const pdf = Buffer.from(res.body.data.document.content, 'base64').toString('latin1');
    expect(res.body.data.document.content_type).toBe('application/pdf');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('C-1001001');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const c = await details(olivia, OLIVIA(3));
    const clean = c.documents.find((d: { malware: boolean }) => !d.malware);
    const doc = await sandbox.app.inject({ method: 'POST', url: '/api/wealth/pega/docmgmt/v1/retrievedoc', headers: { authorization: `Bearer ${olivia}` }, payload: { case_id: OLIVIA(3), document_id: clean.document_id } });
    expect(doc.headers['content-type']).toMatch(/^text\/plain/);
    const [header, blank, base64] = doc.body.split('\n');
    expect(header).toBe(`case: ${OLIVIA(3)}; document: ${clean.document_name}; content-type: ${clean.content_type}`);
    expect(blank).toBe('');
    expect(Buffer.from(base64, 'base64').length).toBe(clean.size);
    const bad = c.documents.find((d: { malware: boolean }) => d.malware);
    const refused = await call(sandbox.app, olivia, '/api/wealth/pega/docmgmt/v1/retrievedoc', { method: 'POST', payload: { case_id: OLIVIA(3), document_id: bad.document_id } });
    expect([refused.status, refused.body.errors[0].code]).toEqual([422, 'CMSE067']);
  });

  it('uploads documents within the limits', async () => {
    const url = `${TC}/tasks/${OLIVIA(3)}/documents`;
    const file = pdfFile('a.pdf', 'abc');
    const ok = await call(sandbox.app, olivia, url, { method: 'POST', payload: { files: [file] } });
    expect(ok.body.data.documents[0]).toMatchObject({ document_name: 'a.pdf', content_type: 'application/pdf', size: 12, malware: false });
    expect((await call(sandbox.app, olivia, url, { method: 'POST', payload: { files: Array(6).fill(file) } })).status).toBe(400);
    expect((await call(sandbox.app, olivia, url, { method: 'POST', payload: { files: [{ ...file, content: 'not base64!' }] } })).status).toBe(400);
    expect((await call(sandbox.app, olivia, url, { method: 'POST', payload: { files: [{ ...file, file_name: '../x' }] } })).status).toBe(400);
  });
});

// Issue 28 finding 5: uploads are judged by their bytes against PDF, JPEG and PNG, with a plain name.
describe('upload checks', () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);
  const upload = (f: { file_name: string; content_type: string; content: string }) =>
    call(sandbox.app, olivia, `${TC}/tasks/${OLIVIA(3)}/documents`, { method: 'POST', payload: { files: [f] } });

  it('refuses HTML, SVG with script, a .pdf.exe, executable bytes called a PDF, and a type its bytes are not; says what is taken', async () => {
    const refused = [
      { file_name: 'page.html', content_type: 'text/html', content: b64('<script>alert(1)</script>') },
      { file_name: 'logo.svg', content_type: 'image/svg+xml', content: b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
      { ...pdfFile('invoice.pdf.exe') },
      { file_name: 'invoice.pdf', content_type: 'application/pdf', content: EXE.toString('base64') },
      { file_name: 'photo.png', content_type: 'image/png', content: JPEG.toString('base64') },
      { ...pdfFile('statement') },
      { ...pdfFile('\u202Efdp.exe') },
      { ...pdfFile('scan [1].pdf') },
    ];
    for (const f of refused) {
      const res = await upload(f);
      expect([f.file_name, res.status, res.body.error]).toEqual([f.file_name, 400, 'bad_request']);
      expect(res.body.message).toMatch(/^files\[0\]\.(file_name|content_type|content) /);
    }
    expect((await upload(refused[0])).body.message).toContain('only PDF, JPEG and PNG files are accepted (application/pdf, image/jpeg, image/png)');
    expect((await upload(refused[3])).body.message).toContain('only PDF, JPEG and PNG files are accepted');
    expect((await upload(refused[2])).body.message).toBe('files[0].file_name must end in .pdf for a PDF file');
    const c = await details(olivia, OLIVIA(3));
    expect(c.documents.map((d: { document_name: string }) => d.document_name)).not.toContain('page.html');
  });

  it('takes a JPEG and a PNG by their bytes, storing the canonical type', async () => {
    const res = await call(sandbox.app, olivia, `${TC}/tasks/${OLIVIA(3)}/documents`, { method: 'POST', payload: { files: [
      { file_name: 'Photo of form.JPG', content_type: 'image/jpg', content: JPEG.toString('base64') },
      { file_name: 'scan.png', content_type: 'image/png', content: PNG.toString('base64') },
    ] } });
    expect(res.status).toBe(200);
    expect(res.body.data.documents.map((d: { document_name: string; content_type: string }) => [d.document_name, d.content_type]))
      .toEqual([['Photo of form.JPG', 'image/jpeg'], ['scan.png', 'image/png']]);
  });

  it('the traverse calls refuse the same, in their { errors } shape; hidden characters in free text are refused', async () => {
    const html = { file_name: 'signed.pdf', content_type: 'text/html', content: b64('<html></html>') };
    const signed = await call(sandbox.app, olivia, `${TR}/v1/intent/signed_document`, { method: 'POST', payload: { intent_id: OLIVIA(8), ...html } });
    expect([signed.status, signed.body.errors[0].code]).toEqual([400, 'BAD_REQUEST']);
    expect(signed.body.errors[0].message).toContain('only PDF, JPEG and PNG');
    const row = (await call(sandbox.app, olivia, `${TC}/indexation`)).body.data.find((r: { process: string }) => r.process === 'General request');
    const account = (await details(olivia, OLIVIA(3))).payload.account_details[0].account_number;
    const body = { account_number: account, indexation_id: row.id, category: row.category, sub_category: row.sub_category, process: row.process, subprocess: row.subprocess };
    const created = await call(sandbox.app, olivia, `${TR}/v2/intent/rc-create`, { method: 'POST', payload: { ...body, files: [html] } });
    expect([created.status, created.body.errors[0].message]).toEqual([400, expect.stringMatching(/^files\[0\]\.content_type is text\/html: only PDF/)]);
    const hidden = await call(sandbox.app, olivia, `${TR}/v2/intent/rc-create`, { method: 'POST', payload: { ...body, additional_information: 'Pay \u202E0001$ not $1000' } });
    expect([hidden.status, hidden.body.errors[0].message]).toEqual([400, 'additional_information contains an invisible or control character']);
  });
});
