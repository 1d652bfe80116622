// The Request Centre through the real stack: the gateway over HTTP against the sandbox (002; issue 13).
import { formatInTimeZone } from 'date-fns-tz';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { details, DETAILS_FIELDS, findCase, listCases, tinyPdf } from './request-centre-support.ts';
import { clearFaults, DEV, gql, passwordGrant, sandboxUrl, setFault } from './support.ts';

let olivia: string;
beforeAll(async () => {
  olivia = (await passwordGrant('wrap.adviser')).access_token;
});
afterEach(clearFaults);

async function lastUpstream(pathEnd: string) {
  const res = await fetch(`${sandboxUrl()}/sandbox/requests?limit=50`, { headers: DEV });
  const { requests } = (await res.json()) as { requests: { method: string; path: string; query?: Record<string, string>; body?: any; headers?: Record<string, string> }[] };
  return requests.find((r) => r.path.endsWith(pathEnd));
}

const sydneyDaysAgo = (days: number) => {
  const [y, m, d] = formatInTimeZone(new Date(), 'Australia/Sydney', 'yyyy-MM-dd').split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
};

describe('the case list', () => {
  it('defaults to the last 30 days, updated date descending, 25 from page 0; keeps cases with accounts or advisers', async () => {
    const first = await listCases(olivia, {});
    expect(first.pageNumber).toBe(0);
    expect(first.pageSize).toBe(25);
    expect(first.nodes.length).toBeGreaterThan(0);
    const call = await lastUpstream('/tasks/search');
    expect(call?.query).toMatchObject({ page: '0', size: '25', 'sort-by': 'updated_date', 'sort-order': 'desc' });
    expect(call?.body?.from_date).toBe(sydneyDaysAgo(30));
    const updated = first.nodes.map((n) => Date.parse(n.updatedDateTime));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    for (const n of first.nodes) expect(n.accounts.length + n.advisers.length).toBeGreaterThan(0);
  });

  it("a declined case says who denied it in the list, as its own page does (002 §2)", async () => {
    const declined = await listCases(olivia, { filter: { period: 'ALL', statuses: ['CANCELLED'] }, size: 100 });
    const denied = declined.nodes.filter((n) => n.status.code === 'DECLINED');
    expect(denied.length).toBeGreaterThan(0);
    for (const n of denied) {
      const own = await details(olivia, n.intentId);
      expect(n.status.secondaryLabel).toBe(own.case.status.secondaryLabel);
    }
    expect(denied.some((n) => /^Cancelled: Denied by \S/.test(n.status.secondaryLabel ?? ''))).toBe(true);
  });

  it('pages without overlap', async () => {
    const all = await listCases(olivia, { filter: { period: 'ALL' }, size: 5 });
    expect(all.hasNextPage).toBe(true);
    const next = await listCases(olivia, { filter: { period: 'ALL' }, size: 5, page: 1 });
    const ids = new Set(all.nodes.map((n) => n.intentId));
    expect(next.pageNumber).toBe(1);
    for (const n of next.nodes) expect(ids.has(n.intentId)).toBe(false);
  });

  it('sorts by created date ascending when asked', async () => {
    const list = await listCases(olivia, { filter: { period: 'ALL' }, sort: { field: 'CREATED_DATE', order: 'ASC' }, size: 20 });
    const created = list.nodes.map((n) => Date.parse(n.createdDateTime));
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('finds a case by its account number (keyword)', async () => {
    const [some] = (await listCases(olivia, { filter: { period: 'ALL' }, size: 10 })).nodes.filter((n) => n.accounts.length);
    const hits = await listCases(olivia, { filter: { period: 'ALL', keyword: ` ${some.accounts[0].accountNumber} ` }, size: 100 });
    expect(hits.nodes.map((n) => n.intentId)).toContain(some.intentId);
    expect((await lastUpstream('/tasks/search'))?.body?.keyword).toBe(some.accounts[0].accountNumber);
  });

  it('filters by display status, sending every status it groups', async () => {
    const list = await listCases(olivia, { filter: { period: 'ALL', statuses: ['CANCELLED'] }, size: 50 });
    expect(list.nodes.length).toBeGreaterThan(0);
    for (const n of list.nodes) expect(n.status).toMatchObject({ display: 'CANCELLED', label: 'Cancelled', pill: 'NEGATIVE' });
    expect((await lastUpstream('/tasks/search'))?.body?.status).toEqual(['CANCELLED', 'DECLINED', 'FAILED']);
  });

  it("created by me: the current user's option comes first and filters by initiator", async () => {
    const res = await gql('{ caseInitiators { label value currentUser } }', {}, olivia);
    expect(res.errors).toBeUndefined();
    const [me, ...others] = res.data.caseInitiators;
    expect(me.currentUser).toBe(true);
    for (const o of others) expect(o.currentUser).toBe(false);
    const mine = await listCases(olivia, { filter: { period: 'ALL', initiators: [me.value] }, size: 100 });
    expect(new Set(mine.nodes.map((n) => n.requestorName)).size).toBeLessThanOrEqual(1);
    expect((await lastUpstream('/tasks/search'))?.body?.initiator_macs).toEqual([me.value]);
  });
});

describe('case details', () => {
  it('history starts with Submitted at creation; follow-ups, authorisers and documents come with it', async () => {
    const d = await findCase(olivia, (x) => x.followUps.length > 0 && x.documents.length > 0);
    expect(d).not.toBeNull();
    expect(d.history[0]).toMatchObject({ type: 'SUBMITTED', timestamp: d.case.createdDateTime });
    for (const [i, e] of d.history.entries()) {
      if (i > 0) expect(['SUBMITTED', 'RECEIVED']).not.toContain(e.type);
      if (i > 0) expect(e.type).not.toBe(d.history[i - 1].type);
    }
    const followUpIds = new Set(d.followUps.map((f: { id: string }) => f.id));
    for (const e of d.history) for (const id of e.followUpIds) expect(followUpIds.has(id)).toBe(true);
  });

  it('downloads a case document', async () => {
    const d = await findCase(olivia, (x) => x.documents.some((doc: { malware: boolean }) => !doc.malware));
    const doc = d.documents.find((x: { malware: boolean }) => !x.malware);
    const res = await gql('query($i: ID!, $d: ID!) { caseDocumentFile(intentId: $i, documentId: $d) { fileName contentType base64 } }', { i: d.case.intentId, d: doc.documentId }, olivia);
    expect(res.errors).toBeUndefined();
    expect(res.data.caseDocumentFile.fileName).toBe(doc.documentName);
    expect(Buffer.from(res.data.caseDocumentFile.base64, 'base64').length).toBeGreaterThan(0);
  });
});

describe('create, attach, sign and cancel', () => {
  let intentId: string;

  it('creates a request on an account the categories allow', async () => {
    const accounts = await gql('{ requestAccounts(keyword: "a") { accountNumber } }', {}, olivia);
    expect(accounts.data.requestAccounts).toEqual([]); // fewer than 2 characters
    const search = await gql('{ accountSearch(filter: { accountStatus: [Active], accountTypes: [WRAP] }, first: 5) { nodes { accountNumber } } }', {}, olivia);
    const accountNumber = search.data.accountSearch.nodes[0].accountNumber;
    const offered = await gql('query($a: String!) { requestAccounts(keyword: $a) { accountNumber productType accessLevel } }', { a: accountNumber }, olivia);
    expect(offered.errors).toBeUndefined();
    expect(offered.data.requestAccounts.map((a: { accountNumber: string }) => a.accountNumber)).toContain(accountNumber);
    const categories = await gql('query($a: String!) { requestCategories(accountNumber: $a) { category subCategories { id process } } }', { a: accountNumber }, olivia);
    expect(categories.errors).toBeUndefined();
    const sub = categories.data.requestCategories[0].subCategories[0];
    const validations = await gql('query($s: ID!, $a: String!) { requestValidations(subCategoryId: $s, accountNumber: $a) { code tier } }', { s: sub.id, a: accountNumber }, olivia);
    expect(validations.errors).toBeUndefined();
    const created = await gql(
      'mutation($input: CreateCaseInput!) { createCase(input: $input) { intentId result createdDateTime isGeneralRequestType } }',
      { input: { accountNumber, subCategoryId: sub.id, additionalInformation: 'Integration test', attachments: [tinyPdf()] } },
      olivia,
    );
    expect(created.errors).toBeUndefined();
    intentId = created.data.createCase.intentId;
    const d = await details(olivia, intentId);
    expect(d.case.status.display).toBe('RECEIVED');
    expect(d.history[0].type).toBe('SUBMITTED');
  });

  it('attaches files (at most 5) to the case', async () => {
    const res = await gql('mutation($i: ID!, $f: [CaseFileInput!]!) { attachCaseDocuments(intentId: $i, files: $f) { documents { documentId documentName } malwareFileNames } }', { i: intentId, f: [tinyPdf()] }, olivia);
    expect(res.errors).toBeUndefined();
    expect(res.data.attachCaseDocuments.documents[0].documentName).toBe('note.pdf');
    const six = await gql('mutation($i: ID!, $f: [CaseFileInput!]!) { attachCaseDocuments(intentId: $i, files: $f) { malwareFileNames } }', { i: intentId, f: Array(6).fill(tinyPdf()) }, olivia);
    expect(six.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  // Issue 28 finding 5: attachments are judged by their bytes; the declared type and the name must agree.
  it('refuses HTML, SVG, executables called PDFs and a .pdf.exe, saying the types taken', async () => {
    const attach = (f: object) => gql('mutation($i: ID!, $f: [CaseFileInput!]!) { attachCaseDocuments(intentId: $i, files: $f) { documents { documentName } } }', { i: intentId, f: [f] }, olivia);
    const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
    const refused = [
      { fileName: 'page.html', contentType: 'text/html', base64: b64('<script>alert(1)</script>') },
      { fileName: 'logo.svg', contentType: 'image/svg+xml', base64: b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
      { fileName: 'invoice.pdf', contentType: 'application/pdf', base64: b64(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60, 0x90)])) },
      { ...tinyPdf(), fileName: 'invoice.pdf.exe' },
    ];
    for (const f of refused) {
      const res = await attach(f);
      expect([f.fileName, res.errors?.[0].extensions]).toEqual([f.fileName, expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'files.0', allowedTypes: ['application/pdf', 'image/jpeg', 'image/png'] })]);
    }
    expect((await attach(refused[0])).errors?.[0].message).toBe('Only PDF, JPEG and PNG files can be attached');
    const names = (await details(olivia, intentId)).documents.map((d: { documentName: string }) => d.documentName);
    expect(names.filter((n: string) => refused.some((f) => f.fileName === n))).toEqual([]);
  });

  it('gives the printable document and takes the signed copy back', async () => {
    const doc = await gql('query($i: ID!) { caseSignDocument(intentId: $i) { fileName contentType base64 } }', { i: intentId }, olivia);
    expect(doc.errors).toBeUndefined();
    expect(doc.data.caseSignDocument.contentType).toBe('application/pdf');
    const signed = await gql(`mutation($i: ID!, $f: CaseFileInput!) { submitSignedDocument(intentId: $i, file: $f) { ${DETAILS_FIELDS} } }`, { i: intentId, f: tinyPdf() }, olivia);
    expect(signed.errors).toBeUndefined();
    expect(signed.data.submitSignedDocument.case.intentId).toBe(intentId);
    expect((await lastUpstream('/intent/signed_document'))?.method).toBe('POST');
  });

  it('cancels, and a second cancel fails with the upstream codes', async () => {
    const res = await gql('mutation($i: ID!) { cancelCase(intentId: $i) { intentId status { display label } } }', { i: intentId }, olivia);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelCase.status).toEqual({ display: 'CANCELLED', label: 'Cancelled' });
    const again = await gql('mutation($i: ID!) { cancelCase(intentId: $i) { intentId } }', { i: intentId }, olivia);
    expect(again.errors?.[0].extensions).toMatchObject({ upstreamCodes: ['INTENT_NOT_CANCELLABLE'] });
    expect((await details(olivia, intentId)).cancellable).toBe(false);
  });
});

describe('authorisers and follow-ups', () => {
  it('resend: an approved or declined authoriser gives its outcome and message; a pending one is resent', async () => {
    const d = await findCase(olivia, (x) => x.authorisers.some((a: { status: string; activityId: string | null }) => a.activityId && ['APPROVED', 'DECLINED'].includes(a.status)));
    expect(d).not.toBeNull();
    const a = d.authorisers.find((x: { status: string; activityId: string | null }) => x.activityId && ['APPROVED', 'DECLINED'].includes(x.status));
    const res = await gql('mutation($i: ID!, $a: ID!) { resendAuthorisation(intentId: $i, activityId: $a) { outcome message } }', { i: d.case.intentId, a: a.activityId }, olivia);
    expect(res.errors).toBeUndefined();
    expect(res.data.resendAuthorisation.outcome).toBe(a.status === 'APPROVED' ? 'ALREADY_COMPLETED' : 'ALREADY_DECLINED');
    expect(res.data.resendAuthorisation.message).toMatch(a.status === 'APPROVED' ? /already been approved/ : /already been denied/);
    expect((await lastUpstream(`/resend/${d.case.intentId}/${a.activityId}`))?.headers?.['dealer-access']).toBe('true');

  });

  it('resend and modify: a pending authoriser is sent to; a locked ID is LOCK, and a third send in 10 minutes SOFT_LOCK, each with its message', async () => {
    // The seed's INT1001001: awaiting client approval, a pending authoriser and one whose ID is locked.
    const d = await details(olivia, 'INT1001001');
    const [open, locked] = d.authorisers;
    const resend = (activity: string) =>
      gql('mutation($i: ID!, $a: ID!) { resendAuthorisation(intentId: $i, activityId: $a) { outcome message } }', { i: 'INT1001001', a: activity }, olivia);
    const modify = (activity: string) =>
      gql('mutation($i: ID!, $a: ID!) { modifyCase(intentId: $i, activityId: $a, action: RESEND) { outcome message } }', { i: 'INT1001001', a: activity }, olivia);
    const lock = (await resend(locked.activityId)).data.resendAuthorisation;
    expect(lock.outcome).toBe('LOCK');
    expect(lock.message).toContain(locked.authoriserName);
    expect(lock.message).toContain('Macquarie ID');
    expect((await modify(locked.activityId)).data.modifyCase.outcome).toBe('LOCK');
    expect((await resend(open.activityId)).data.resendAuthorisation).toEqual({ outcome: 'MODIFIED', message: null });
    expect((await modify(open.activityId)).data.modifyCase).toEqual({ outcome: 'MODIFIED', message: null });
    const soft = (await resend(open.activityId)).data.resendAuthorisation;
    expect(soft.outcome).toBe('SOFT_LOCK');
    expect(soft.message).toBe(`${open.authoriserName} is temporarily locked. Please try again after 10 minutes.`);
  });

  it('answers a pending follow-up with an attachment; the case goes back to In progress', async () => {
    const d = await findCase(olivia, (x) => x.followUps.some((f: { status: string }) => f.status === 'Pending'));
    expect(d).not.toBeNull();
    const followUp = d.followUps.find((f: { status: string }) => f.status === 'Pending');
    const attached = await gql('mutation($i: ID!, $f: [CaseFileInput!]!) { attachCaseDocuments(intentId: $i, files: $f) { documents { documentId } } }', { i: d.case.intentId, f: [tinyPdf()] }, olivia);
    expect(attached.errors).toBeUndefined();
    const documentId = attached.data.attachCaseDocuments.documents[0].documentId;
    const res = await gql(
      'mutation($i: ID!, $r: [FollowUpResponseInput!]!) { submitFollowUpResponses(intentId: $i, responses: $r) { caseId caseStatus { display } } }',
      { i: d.case.intentId, r: [{ followUpId: followUp.id, responseContent: 'Here it is', documentIds: [documentId] }] },
      olivia,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.submitFollowUpResponses.caseStatus.display).toBe('IN_PROGRESS');
    const none = await gql('mutation($i: ID!) { submitFollowUpResponses(intentId: $i, responses: []) { caseId } }', { i: d.case.intentId }, olivia);
    expect(none.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('requests in progress', () => {
  it('asks tasks/summary with the 002 §4 status lists and the last login', async () => {
    const res = await gql('{ requestsInProgress { awaiting { requestType status { display } } inProgress { requestType status { display } } recentUpdated { requestType } } }', {}, olivia);
    expect(res.errors).toBeUndefined();
    for (const item of res.data.requestsInProgress.awaiting) expect(item.status.display).toMatch(/^FOR_ACTION_/);
    const call = await lastUpstream('/tasks/summary');
    expect(call?.body).toMatchObject({ initiated_by: 'ALL', awaiting_statuses: expect.arrayContaining(['AWAITING_ADVISER']), in_progress_statuses: expect.arrayContaining(['INPROGRESS']) });
  });
});

describe('under sandbox faults', () => {
  it('a failing list is UPSTREAM_UNAVAILABLE and leaves its siblings', async () => {
    await setFault({ method: 'POST', path: '/api/wealth/task-centre/v1/tasks/search', status: 503, times: 1 });
    const res = await gql('{ cases { totalCount } caseInitiators { value } }', {}, olivia);
    expect(res.errors?.[0]).toMatchObject({ path: ['cases'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(res.data?.caseInitiators?.length).toBeGreaterThan(0);
  });

  it('a failing summary, details or document is an error with a stable code', async () => {
    await setFault({ method: 'POST', path: '/api/wealth/task-centre/v1/tasks/summary', status: 500, times: 1 });
    expect((await gql('{ requestsInProgress { awaiting { requestType } } }', {}, olivia)).errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const [some] = (await listCases(olivia, { filter: { period: 'ALL' }, size: 1 })).nodes;
    await setFault({ method: 'GET', path: '/api/wealth/task-centre/v1/tasks/*', delayMs: 0, malformed: true, times: 3 });
    expect((await gql('query($i: ID!) { caseDetails(intentId: $i) { cancellable } }', { i: some.intentId }, olivia)).errors?.[0].extensions?.code).toBe('UPSTREAM_BAD_RESPONSE');
    await clearFaults();
    await setFault({ method: 'POST', path: '/api/wealth/document/v1/document', reset: true, times: 1 });
    expect((await gql('query($i: ID!) { caseSignDocument(intentId: $i) { fileName } }', { i: some.intentId }, olivia)).errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('an unknown case is NOT_FOUND', async () => {
    expect((await gql('{ caseDetails(intentId: "NO-SUCH-CASE") { cancellable } }', {}, olivia)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
