// The Request Centre resolvers in process against a fake upstream: what goes upstream, what comes back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { account, accountsPath, CLIENTS_PATH, routeHappyPaths, user } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';

const TC = '/api/wealth/task-centre/v1';
const upCase = (overrides: Record<string, unknown> = {}) => ({
  intent_id: 'I1',
  intent_name: 'Change of address',
  status: 'AWAITING_FUNDS_OR_ASSETS',
  initiator_name: 'Olivia Nguyen',
  created_date: '2025-05-01T00:00:00Z',
  updated_date: '2025-05-02T00:00:00Z',
  payload: { account_details: [{ account_number: '000123456', business_area: 'Wrap' }] },
  ...overrides,
});
const intent = (overrides: Record<string, unknown> = {}) => ({
  ...upCase(),
  status: 'DECLINED',
  meta: { case_id: 'C-1', attachment_status: [{ code: 'CMSE067', description: 'Malware detected in [bad.pdf]' }] },
  history: [{ type: 'SUBMITTED', timestamp: '2025-05-01T00:00:01Z' }, { type: 'DECLINED', timestamp: '2025-05-02T00:00:00Z', authorisers: ['Ava Smith'] }],
  follow_ups: [{ id: 'F1', status: 'Pending', visible_online: true }],
  authorisers: [{ activity_id: 'ACT1', authoriser_name: 'Ava Smith', status: 'DECLINED' }],
  documents: [{ document_id: 'D1', document_name: 'bad.pdf' }],
  ...overrides,
});

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ now: () => new Date('2025-07-10T02:00:00Z') } as never);
  routeHappyPaths(h.upstream, user());
});
afterEach(() => h.close());

const q = (query: string, variables?: Record<string, unknown>) => h.query(query, { token: 't', variables });

describe('cases', () => {
  it('sends the cleaned keyword, Sydney from_date, grouped statuses and sort; keeps cases with accounts or advisers', async () => {
    h.upstream.route('POST', `${TC}/tasks/search`, {
      body: { data: { content: [upCase(), upCase({ intent_id: 'I2', payload: {} }), upCase({ intent_id: 'I3', payload: { adviser_codes: [{ adviser_code: 'A1' }] } })], page_number: 0, page_size: 25, total_elements: 30, total_pages: 2 } },
    });
    const res = await q(`{ cases(filter: { keyword: " RCC-12/3 ", statuses: [CANCELLED] }) { nodes { intentId status { code display label pill secondaryLabel } } pageNumber pageSize totalCount hasNextPage } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.cases).toEqual({
      nodes: [
        { intentId: 'I1', status: { code: 'AWAITING_FUNDS_OR_ASSETS', display: 'IN_PROGRESS', label: 'In progress', pill: 'INFO', secondaryLabel: 'In progress: Awaiting funds or assets' } },
        { intentId: 'I3', status: expect.objectContaining({ display: 'IN_PROGRESS' }) },
      ],
      pageNumber: 0, pageSize: 25, totalCount: 30, hasNextPage: true,
    });
    const call = h.upstream.calls(`${TC}/tasks/search`)[0];
    expect(Object.fromEntries(call.query)).toEqual({ page: '0', size: '25', 'sort-by': 'updated_date', 'sort-order': 'desc' });
    expect(JSON.parse(call.body)).toEqual({ keyword: 'RCC-12 3', from_date: '2025-06-10', status: ['CANCELLED', 'DECLINED', 'FAILED'] });
  });

  it("a declined case says who denied it, read from the case itself; one that cannot be read stays 'Cancelled'", async () => {
    h.upstream.route('POST', `${TC}/tasks/search`, {
      body: { data: { content: [upCase({ intent_id: 'I1', status: 'DECLINED' }), upCase({ intent_id: 'I2', status: 'DECLINED' }), upCase({ intent_id: 'I3', status: 'CANCELLED' })], page_number: 0, page_size: 25, total_elements: 3, total_pages: 1 } },
    });
    h.upstream.route('GET', `${TC}/tasks/I1`, { body: { data: { intent: intent({ intent_id: 'I1' }) } } });
    h.upstream.route('GET', `${TC}/tasks/I2`, { status: 503, body: { error: { code: 'DOWN' } } });
    const res = await q(`{ cases { nodes { intentId status { label secondaryLabel } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.cases.nodes).toEqual([
      { intentId: 'I1', status: { label: 'Cancelled', secondaryLabel: 'Cancelled: Denied by Ava Smith' } },
      { intentId: 'I2', status: { label: 'Cancelled', secondaryLabel: null } },
      { intentId: 'I3', status: expect.objectContaining({ label: 'Cancelled' }) },
    ]);
    // Only the declined cases are read, each once.
    expect(h.upstream.calls(`${TC}/tasks/I3`)).toHaveLength(0);
    expect(h.upstream.calls(`${TC}/tasks/I1`)).toHaveLength(1);
  });

  it('an unknown status is an error with a stable code', async () => {
    h.upstream.route('POST', `${TC}/tasks/search`, { body: { data: { content: [upCase({ status: 'ON_HOLD' })], page_number: 0, page_size: 25, total_elements: 1, total_pages: 1 } } });
    const res = await q(`{ cases { nodes { intentId status { code } } } }`);
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_BAD_RESPONSE');
  });
});

describe('caseDetails', () => {
  it('maps history, follow-ups, authorisers, documents and the denied-by label', async () => {
    h.upstream.route('GET', `${TC}/tasks/I1`, { body: { data: { intent: intent() } } });
    const res = await q(`{ caseDetails(intentId: "I1") { case { caseId status { label secondaryLabel } } history { type timestamp status { display } authorisers } followUps { id } authorisers { activityId } documents { documentId malware } malwareFileNames cancellable } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.caseDetails).toEqual({
      case: { caseId: null, status: { label: 'Cancelled', secondaryLabel: 'Cancelled: Denied by Ava Smith' } },
      history: [
        { type: 'SUBMITTED', timestamp: '2025-05-01T00:00:00.000Z', status: { display: 'RECEIVED' }, authorisers: [] },
        { type: 'DECLINED', timestamp: '2025-05-02T00:00:00.000Z', status: { display: 'CANCELLED' }, authorisers: ['Ava Smith'] },
      ],
      followUps: [{ id: 'F1' }],
      authorisers: [{ activityId: 'ACT1' }],
      documents: [{ documentId: 'D1', malware: true }],
      malwareFileNames: ['bad.pdf'],
      cancellable: false,
    });
  });

  it('404 is NOT_FOUND', async () => {
    h.upstream.route('GET', `${TC}/tasks/OTHER`, { status: 404, body: { errors: [{ code: 'NOT_FOUND', message: 'No such case' }] } });
    const res = await q(`{ caseDetails(intentId: "OTHER") { case { intentId } } }`);
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('documents', () => {
  it('reads retrievedoc text, only for a document of the case', async () => {
    h.upstream.route('GET', `${TC}/tasks/I1`, { body: { data: { intent: intent() } } });
    h.upstream.route('POST', '/api/wealth/pega/docmgmt/v1/retrievedoc', { raw: 'case: I1; document: bad.pdf; content-type: application/pdf\r\n\r\nQUJD\r\n' });
    const res = await q(`{ caseDocumentFile(intentId: "I1", documentId: "D1") { fileName contentType base64 } }`);
    expect(res.data.caseDocumentFile).toEqual({ fileName: 'bad.pdf', contentType: 'application/pdf', base64: 'QUJD' });
    const other = await q(`{ caseDocumentFile(intentId: "I1", documentId: "D9") { fileName } }`);
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(h.upstream.calls('/api/wealth/pega/docmgmt/v1/retrievedoc')).toHaveLength(1);
  });

  it('a retrievedoc error says its first message', async () => {
    h.upstream.route('GET', `${TC}/tasks/I1`, { body: { data: { intent: intent() } } });
    h.upstream.route('POST', '/api/wealth/pega/docmgmt/v1/retrievedoc', { status: 400, body: { errors: [{ code: 'DOC1', message: 'Document archived' }, { code: 'DOC2', message: 'x' }] } });
    const res = await q(`{ caseDocumentFile(intentId: "I1", documentId: "D1") { fileName } }`);
    expect(res.errors?.[0]).toMatchObject({ message: 'Document archived', extensions: { code: 'BAD_USER_INPUT', upstreamCodes: ['DOC1', 'DOC2'] } });
  });
});

describe('mutations', () => {
  it('a failed cancel carries the upstream codes', async () => {
    h.upstream.route('GET', `${TC}/tasks/I1`, { body: { data: { intent: intent() } } });
    h.upstream.route('POST', '/api/wealth/traverse/v1/intent/cancel/I1', { status: 409, body: { errors: [{ code: 'INTENT_NOT_CANCELLABLE' }] } });
    const res = await q(`mutation { cancelCase(intentId: "I1") { intentId } }`);
    expect(res.errors?.[0].extensions).toMatchObject({ upstreamCodes: ['INTENT_NOT_CANCELLABLE'], upstreamStatus: 409 });
  });

  it("another adviser's case (the task read answers 404) is NOT_FOUND before anything is sent", async () => {
    h.upstream.route('GET', `${TC}/tasks/I9`, { status: 404, body: { error: 'not_found' } });
    const res = await q(`mutation { cancelCase(intentId: "I9") { intentId } }`);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'NOT_FOUND', action: 'request.update' });
    expect(h.upstream.calls(/intent\/cancel/)).toHaveLength(0);
  });

  it('resend sends dealer-access and maps a 409 code to its outcome', async () => {
    h.upstream.route('GET', `${TC}/tasks/I1`, { body: { data: { intent: intent() } } });
    h.upstream.route('POST', '/api/wealth/traverse/v1/intent/authorisation/notification/resend/I1/ACT1', { status: 409, body: { errors: [{ code: 'ACTIVITY_ALREADY_ACTIONED_DECLINED' }] } });
    const res = await q(`mutation { resendAuthorisation(intentId: "I1", activityId: "ACT1") { outcome message } }`);
    expect(res.data.resendAuthorisation).toEqual({ outcome: 'ALREADY_DECLINED', message: "We can't resend notification as it has already been denied by your client." });
    expect(h.upstream.calls(/resend/)[0].headers['dealer-access']).toBe('true');
  });

  it('modifyCase maps the outcome code, with the authoriser name and brand ID name', async () => {
    h.upstream.route('GET', `${TC}/tasks/I1`, { body: { data: { intent: intent() } } });
    h.upstream.route('POST', '/api/wealth/pega/casemaint/v1/modify', { body: { ModifyCaseRes: { StatusLog: { OutcomeCode: 'ACCOUNT_OTP_LOCKED', Items: [] } } } });
    const res = await q(`mutation { modifyCase(intentId: "I1", activityId: "ACT1", action: RESEND) { outcome message } }`);
    expect(res.data.modifyCase.outcome).toBe('LOCK');
    expect(res.data.modifyCase.message).toMatch(/^Ava Smith can't receive .*Macquarie ID is locked/);
    const unknown = await q(`mutation { modifyCase(intentId: "I1", activityId: "NOPE", action: RESEND) { outcome } }`);
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('follow-up responses: at least one, each for a follow-up of the case', async () => {
    h.upstream.route('GET', `${TC}/tasks/I1`, { body: { data: { intent: intent() } } });
    h.upstream.route('PATCH', `${TC}/tasks/I1/follow-ups`, { body: { data: { caseId: 'C-1', caseStatus: 'INPROGRESS' }, meta: { serverTime: '2025-05-03T10:11:12+10:00' } } });
    const none = await q(`mutation { submitFollowUpResponses(intentId: "I1", responses: []) { caseId } }`);
    expect(none.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const res = await q(`mutation { submitFollowUpResponses(intentId: "I1", responses: [{ followUpId: "F1", responseContent: " Done ", documentIds: ["D1"] }]) { caseId caseStatus { label } serverTime } }`);
    expect(res.data.submitFollowUpResponses).toEqual({ caseId: 'C-1', caseStatus: { label: 'In progress' }, serverTime: '2025-05-03T00:11:12.000Z' });
    expect(JSON.parse(h.upstream.calls(`${TC}/tasks/I1/follow-ups`)[0].body)).toEqual({ followUpResponses: [{ followUpId: 'F1', responseContent: 'Done', documentIds: ['D1'] }] });
  });
});

describe('create request', () => {
  const rows = [
    { id: 'R1', business_area: 'Wrap', category: 'Withdrawals', sub_category: 'Rollover', process: 'Rollover', product_types: ['super'], access_level: 'FULL' },
    { id: 'R2', business_area: 'Wrap', category: 'Withdrawals', sub_category: 'Partial', process: 'Partial', product_types: ['super', 'pension'], access_level: 'LIMITED' },
    // The sandbox serves its data file's camelCase rows.
    { id: 'R3', businessArea: 'Cash', category: 'Closing account', subCategory: 'Close', process: 'Close', allowedProductTypes: ['standalone cash'], accessLevel: 'VIEW' },
  ];
  beforeEach(() => {
    h.upstream.route('GET', accountsPath('M100001'), { body: { data: { accounts: [account({ productCode: 'SN' })] } } });
    h.upstream.route('GET', `${TC}/indexation`, { body: { data: rows } });
    // Asked by id (the page's rows) or by the number a mutation names (the policy's facts).
    h.upstream.route('GET', '/api/wealth/channel/user/v1/account/access', { body: { accessibleAccounts: [{ id: 'A1', access: 'LIMITED' }, { id: '000123456', access: 'LIMITED' }] } });
  });

  it('offers the rows for the product type and access level', async () => {
    const res = await q(`{ requestCategories(accountNumber: "000123456") { category businessArea subCategories { id process } } }`);
    expect(res.data.requestCategories).toEqual([{ category: 'Withdrawals', businessArea: 'Wrap', subCategories: [{ id: 'R2', process: 'Partial' }] }]);
  });

  it('reads camelCase rows too', async () => {
    h.upstream.route('GET', accountsPath('M100001'), { body: { data: { accounts: [account({ productCode: 'CMA', accountType: 'CASH' })] } } });
    const res = await q(`{ requestCategories(accountNumber: "000123456") { category businessArea subCategories { id subCategory } } }`);
    expect(res.data.requestCategories).toEqual([{ category: 'Closing account', businessArea: 'Cash', subCategories: [{ id: 'R3', subCategory: 'Close' }] }]);
  });

  it('refuses a row asking more access than the account gives (the policy: request.create)', async () => {
    const res = await q(`mutation { createCase(input: { accountNumber: "000123456", subCategoryId: "R1" }) { intentId } }`);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ACCESS', action: 'request.create' });
    expect(h.upstream.calls(/rc-create/)).toHaveLength(0);
  });

  it("refuses a row for another product type (the account's own rule)", async () => {
    const res = await q(`mutation { createCase(input: { accountNumber: "000123456", subCategoryId: "R3" }) { intentId } }`);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', field: 'subCategoryId' });
    expect(h.upstream.calls(/rc-create/)).toHaveLength(0);
  });

  it('active clients only', async () => {
    h.upstream.route('GET', CLIENTS_PATH, { body: { data: [{ contact_id: 'C1', type: 'individual', status: 'Active', first_name: 'A' }, { contact_id: 'C2', type: 'individual', status: 'Inactive' }], error: [] } });
    const res = await q(`{ requestClients(keyword: "ng") { contactId } }`);
    expect(res.data.requestClients).toEqual([{ contactId: 'C1' }]);
    expect((await q(`{ requestClients(keyword: " n ") { contactId } }`)).data.requestClients).toEqual([]);
  });

  it('validations: only the lowest tier, sorted, with enabledFrom', async () => {
    h.upstream.route('GET', /\/intent\/validations\//, {
      status: 422,
      body: { error: { code: 'MULTI_ERRORS', errors: [{ code: 'E000004', message: 'x' }, { code: 'E000003', message: 'From DD MMM YYYY', details: { enabledFrom: '2025-08-01' } }, { code: 'E000002', message: 'b' }] } },
    });
    const res = await q(`{ requestValidations(subCategoryId: "R2", accountNumber: "000123456") { code message tier enabledFrom } }`);
    expect(res.data.requestValidations).toEqual([
      { code: 'E000002', message: 'b', tier: 2, enabledFrom: null },
      { code: 'E000003', message: 'From 01 Aug 2025', tier: 2, enabledFrom: '2025-08-01' },
    ]);
    expect(h.upstream.calls(/\/intent\/validations\//)[0].path).toBe('/api/wealth/traverse/v1/intent/validations/Partial/000123456');
  });
});

describe('requestsInProgress', () => {
  it('sends the 002 §4 status lists and the last login', async () => {
    h.upstream.route('POST', `${TC}/tasks/summary`, { body: { data: { awaiting: [{ request_type: 'Rollover', request_status: 'AWAITING_ADVISER' }], in_progress: [], recent_updated: [] } } });
    const res = await q(`{ requestsInProgress(initiatedBy: ME) { awaiting { requestType status { label } } inProgress { requestType } } }`);
    expect(res.data.requestsInProgress).toEqual({ awaiting: [{ requestType: 'Rollover', status: { label: 'For action: Adviser' } }], inProgress: [] });
    const body = JSON.parse(h.upstream.calls(`${TC}/tasks/summary`)[0].body);
    expect(body).toMatchObject({ initiated_by: 'ME', last_login_date_time: '2025-01-01T00:00:00Z', from_date: '2025-06-10' });
    expect(body.awaiting_statuses).toContain('AWAITING_ADVISER');
    expect(body.in_progress_statuses).toContain('INPROGRESS');
  });
});
