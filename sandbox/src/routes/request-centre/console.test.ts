import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { seedBulkCases } from '../../seed/request-cases.js';
import { INDEXATION, INDEXATION_FILE } from './indexation.js';
import { PROCESSES } from '../../seed/case-payloads.js';

const TC = '/api/wealth/task-centre/v1';
const CONSOLE = '/console/requests';
let sandbox: Sandbox;
let olivia: string;
let csrf: string;

beforeAll(async () => {
  sandbox = await testSandbox();
  olivia = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  const page = await sandbox.app.inject({ method: 'GET', url: `${CONSOLE}/INT1001001` });
  csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1];
}, SETUP_TIMEOUT);
afterAll(async () => sandbox?.close());

const post = (path: string, form: Record<string, string>) =>
  sandbox.app.inject({ method: 'POST', url: `${CONSOLE}${path}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ csrf, ...form }).toString() });
const intent = async (id: string) => (await call(sandbox.app, olivia, `${TC}/tasks/${id}`)).body.data.intent;
const latestAlert = async () => (await call(sandbox.app, olivia, '/api/channel/notification-centre/v1/alert')).body.data[0];

describe('the request console', () => {
  it('finds a case by intent id, case id or keyword, and escapes what it shows', async () => {
    const byId = await sandbox.app.inject({ method: 'GET', url: `${CONSOLE}?intent_id=INT1001002` });
    expect([byId.statusCode, byId.headers.location]).toEqual([303, `${CONSOLE}/INT1001002`]);
    const byCase = await sandbox.app.inject({ method: 'GET', url: `${CONSOLE}?case_id=C-1001003` });
    expect(byCase.headers.location).toBe(`${CONSOLE}/INT1001003`);
    const list = await sandbox.app.inject({ method: 'GET', url: `${CONSOLE}?keyword=c-100100` });
    expect(list.body).toContain('INT1001009');
    const hostile = await sandbox.app.inject({ method: 'GET', url: `${CONSOLE}?keyword=${encodeURIComponent('<script>x</script>')}` });
    expect(hostile.body).not.toContain('<script>x');
    expect(hostile.body).toContain('&lt;script&gt;x');
    const page = await sandbox.app.inject({ method: 'GET', url: `${CONSOLE}/INT1001001` });
    for (const label of ['Set status', 'Raise follow-up', 'Approve', 'Decline', 'Cancel case', 'Complete', 'for="why"', 'for="reason"']) expect(page.body).toContain(label);
  });

  it('refuses a form without the console token', async () => {
    const res = await sandbox.app.inject({ method: 'POST', url: `${CONSOLE}/INT1001009/status`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'status=COMPLETED&csrf=guess' });
    expect(res.statusCode).toBe(403);
    expect((await intent('INT1001009')).status).toBe('AWAITING_FUNDS_OR_ASSETS');
  });

  it('raises a follow-up: the case awaits the adviser and the alert says so', async () => {
    const res = await post('/INT1001003/follow-ups', { why: 'The licence has expired.', what: 'Upload a current licence.', return_method: 'Email', expected_date: '2030-01-31', recipient: 'Adviser' });
    expect(res.statusCode).toBe(303);
    const c = await intent('INT1001003');
    expect(c.status).toBe('AWAITING_ADVISER');
    const raised = c.follow_ups.at(-1);
    expect(raised).toMatchObject({ status: 'Pending', request_why: 'The licence has expired.', request_what: 'Upload a current licence.', request_return_method: 'Email', response_expected_date: '2030-01-31' });
    expect(c.history.at(-1)).toMatchObject({ type: 'AWAITING_ADVISER', follow_up_ids: [raised.id] });
    expect(await latestAlert()).toMatchObject({ category: 'follow_up', text: 'Your request C-1001003 needs your action on a pending task.', request_number: 'C-1001003', object_type: 'others' });
    const bad = await post('/INT1001003/follow-ups', { why: 'x', what: 'y', return_method: 'Pigeon' });
    expect(bad.headers.location).toContain('error=');
  });

  it('approves as one authoriser (partial), then the other (approved)', async () => {
    const c = await intent('INT1001001');
    const [first, second] = c.authorisers;
    await post(`/INT1001001/authorisers/${first.activity_id}/approve`, {});
    expect((await intent('INT1001001')).status).toBe('PARTIAL_APPROVED');
    expect((await latestAlert()).text).toBe('Your request C-1001001 is awaiting action.');
    await post(`/INT1001001/authorisers/${second.activity_id}/approve`, {});
    expect((await intent('INT1001001')).status).toBe('APPROVED');
    expect(await latestAlert()).toMatchObject({ category: 'approved' });
    const twice = await post(`/INT1001001/authorisers/${second.activity_id}/approve`, {});
    expect(twice.headers.location).toContain('error=');
  });

  it('declines as an authoriser: DECLINED, the others cancelled, a rejected alert naming them', async () => {
    const c = await intent('INT1001008');
    const pending = c.authorisers.find((a: { status: string }) => a.status === 'PENDING_APPROVAL');
    await post(`/INT1001008/authorisers/${pending.activity_id}/decline`, {});
    const after = await intent('INT1001008');
    expect(after.status).toBe('DECLINED');
    expect(after.history.at(-1)).toMatchObject({ type: 'DECLINED', authorisers: [pending.authoriser_name] });
    expect(await latestAlert()).toMatchObject({ category: 'rejected', text: expect.stringContaining(`declined by ${pending.authoriser_name}`) });
  });

  it('cancels with a reason code and completes', async () => {
    await post('/INT1001007/cancel', { reason: 'CLIENT_TO_RESUBMIT' });
    expect(await intent('INT1001007')).toMatchObject({ status: 'CANCELLED', cancellation_reason_code: 'CLIENT_TO_RESUBMIT' });
    expect(await latestAlert()).toMatchObject({ category: 'rejected' });
    expect((await post('/INT1001007/cancel', { reason: 'NONSENSE' })).headers.location).toContain('error=');
    await post('/INT1001009/complete', {});
    expect((await intent('INT1001009')).status).toBe('COMPLETED');
    expect(await latestAlert()).toMatchObject({ category: 'completed', request_number: 'C-1001009' });
    await post('/INT1001002/status', { status: 'AWAITING_EXTERNAL_PARTY' });
    expect((await intent('INT1001002')).status).toBe('AWAITING_EXTERNAL_PARTY');
  });

  it('marks an attachment as malware: flagged, CMSE067 item, warning alert', async () => {
    const c = await intent('INT1001003');
    const clean = c.documents.find((d: { malware: boolean }) => !d.malware);
    const res = await post(`/INT1001003/documents/${clean.document_id}/malware`, {});
    expect(res.statusCode).toBe(303);
    const after = await intent('INT1001003');
    expect(after.documents.find((d: { document_id: string }) => d.document_id === clean.document_id).malware).toBe(true);
    expect(after.meta.attachment_status).toContainEqual({ code: 'CMSE067', description: `Malware detected in [${clean.document_name}]` });
    expect(await latestAlert()).toMatchObject({ category: 'alert_warning' });
  });

  it('is absent in production', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: CONSOLE })).statusCode).toBe(200);
    // The dev guard reads APP_ENV on each request.
    process.env.APP_ENV = 'production';
    try {
      expect((await sandbox.app.inject({ method: 'GET', url: CONSOLE })).statusCode).toBe(404);
      expect((await post('/INT1001002/complete', {})).statusCode).toBe(404);
    } finally {
      delete process.env.APP_ENV;
    }
  });
});

describe('the indexation table', () => {
  it('matches its JSON Schema, has about 70 rows with unique ids and sub-categories, and covers the seed\'s processes', () => {
    const schema = JSON.parse(readFileSync(new URL('./request-indexation.schema.json', INDEXATION_FILE), 'utf8'));
    const data = JSON.parse(readFileSync(INDEXATION_FILE, 'utf8'));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ rows: [{ ...data.rows[0], accessLevel: 'ADMIN' }] })).toBe(false);
    expect(INDEXATION.length).toBeGreaterThanOrEqual(65);
    expect(new Set(INDEXATION.map((r) => r.id)).size).toBe(INDEXATION.length);
    expect(new Set(INDEXATION.map((r) => `${r.category}|${r.subCategory}`)).size).toBe(INDEXATION.length);
    for (const p of PROCESSES) expect(INDEXATION.find((r) => r.id === p.indexationId)).toMatchObject({ process: p.name, subprocess: p.subprocess });
  });
});

describe('bulk cases', () => {
  it('writes N cases across the advisers, each visible to someone', async () => {
    const before = Number((await sandbox.db.query<{ n: number }>('select count(*) as n from cases')).rows[0].n);
    expect(await seedBulkCases(sandbox.db, 3000)).toBe(3000);
    const { rows } = await sandbox.db.query<{ n: number; keys: number; history: number }>(
      `select count(*) as n, count(distinct k) as keys, (select count(*) from case_history) as history from cases, unnest(entity_keys) k`,
    );
    expect(Number((await sandbox.db.query<{ n: number }>('select count(*) as n from cases')).rows[0].n)).toBe(before + 3000);
    expect(Number(rows[0].keys)).toBeGreaterThan(20);
    const indexes = (await sandbox.db.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'cases'`)).rows.map((r) => r.indexname);
    expect(indexes).toEqual(expect.arrayContaining(['cases_scope_keyword', 'cases_updated', 'cases_initiator']));
  }, SETUP_TIMEOUT);
});
