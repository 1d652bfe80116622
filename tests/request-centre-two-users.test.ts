// Two advisers swap case and document ids: wrap.adviser's token on grow.adviser's cases (and back) gets
// NOT_FOUND or FORBIDDEN on every per-case query and mutation, never data.
import { beforeAll, describe, expect, it } from 'vitest';
import { findCase, listCases, tinyPdf } from './request-centre-support.ts';
import { gql, passwordGrant } from './support.ts';

let a: string;
let b: string;
let aCase: any;
let bCase: any;
let aAccount: string;
let aSubCategory: string;

beforeAll(async () => {
  [a, b] = (await Promise.all([passwordGrant('wrap.adviser'), passwordGrant('grow.adviser')])).map((t) => t.access_token);
  aCase = await findCase(a, (d) => d.documents.length > 0 && d.authorisers.some((x: { activityId: string | null }) => x.activityId));
  bCase = await findCase(b, (d) => d.documents.length > 0);
  expect(aCase).not.toBeNull();
  expect(bCase).not.toBeNull();
  aAccount = aCase.case.accounts[0]?.accountNumber;
  const categories = await gql('query($n: String!) { requestCategories(accountNumber: $n) { subCategories { id } } }', { n: aAccount }, a);
  aSubCategory = categories.data?.requestCategories?.[0]?.subCategories?.[0]?.id ?? '1';
});

const REFUSED = ['NOT_FOUND', 'FORBIDDEN'];

function expectRefused(res: { data?: any; errors?: { extensions?: Record<string, any> }[] }, field: string) {
  expect(res.errors?.length, `${field} answered ${JSON.stringify(res.data)}`).toBeGreaterThan(0);
  expect(REFUSED).toContain(res.errors![0].extensions?.code);
  expect(res.data?.[field] ?? null).toBeNull();
}

/** Every per-case operation, as `as` asking about `victim`'s case (with the victim's or the asker's own document id). */
function operations(victim: any, ownDocumentId: string) {
  const i = victim.case.intentId;
  const victimDoc = victim.documents[0].documentId;
  const activity = victim.authorisers.find((x: { activityId: string | null }) => x.activityId)?.activityId ?? 'ACT-0';
  const followUp = victim.followUps[0]?.id ?? 'F-0';
  return [
    ['caseDetails', 'query($i: ID!) { caseDetails(intentId: $i) { cancellable } }', { i }],
    ['caseDocumentFile', 'query($i: ID!, $d: ID!) { caseDocumentFile(intentId: $i, documentId: $d) { base64 } }', { i, d: victimDoc }],
    ['caseDocumentFile', 'query($i: ID!, $d: ID!) { caseDocumentFile(intentId: $i, documentId: $d) { base64 } }', { i, d: ownDocumentId }],
    ['caseSignDocument', 'query($i: ID!) { caseSignDocument(intentId: $i) { base64 } }', { i }],
    ['resendAuthorisation', 'mutation($i: ID!, $a: ID!) { resendAuthorisation(intentId: $i, activityId: $a) { outcome } }', { i, a: activity }],
    ['modifyCase', 'mutation($i: ID!, $a: ID!) { modifyCase(intentId: $i, activityId: $a, action: CANCEL_CHALLENGE) { outcome } }', { i, a: activity }],
    ['attachCaseDocuments', 'mutation($i: ID!, $f: [CaseFileInput!]!) { attachCaseDocuments(intentId: $i, files: $f) { malwareFileNames } }', { i, f: [tinyPdf()] }],
    ['submitFollowUpResponses', 'mutation($i: ID!, $f: ID!) { submitFollowUpResponses(intentId: $i, responses: [{ followUpId: $f, responseContent: "x" }]) { caseId } }', { i, f: followUp }],
    ['submitSignedDocument', 'mutation($i: ID!, $f: CaseFileInput!) { submitSignedDocument(intentId: $i, file: $f) { cancellable } }', { i, f: tinyPdf() }],
    // Last: it would change the victim's case if it got through.
    ['cancelCase', 'mutation($i: ID!) { cancelCase(intentId: $i) { intentId } }', { i }],
  ] as const;
}

describe('swapped ids', () => {
  it("B on A's case: every per-case query and mutation is refused", async () => {
    for (const [field, query, variables] of operations(aCase, bCase.documents[0].documentId)) expectRefused(await gql(query, variables, b), field);
  });

  it("A on B's case: the same", async () => {
    for (const [field, query, variables] of operations(bCase, aCase.documents[0].documentId)) expectRefused(await gql(query, variables, a), field);
  });

  it("A's own case with B's document id is refused too", async () => {
    const res = await gql('query($i: ID!, $d: ID!) { caseDocumentFile(intentId: $i, documentId: $d) { base64 } }', { i: aCase.case.intentId, d: bCase.documents[0].documentId }, a);
    expectRefused(res, 'caseDocumentFile');
  });

  it("B cannot reach A's account for categories, validations or a new request", async () => {
    expectRefused(await gql('query($n: String!) { requestCategories(accountNumber: $n) { category } }', { n: aAccount }, b), 'requestCategories');
    expectRefused(await gql('query($n: String!, $s: ID!) { requestValidations(subCategoryId: $s, accountNumber: $n) { code } }', { n: aAccount, s: aSubCategory }, b), 'requestValidations');
    expectRefused(await gql('mutation($n: String!, $s: ID!) { createCase(input: { accountNumber: $n, subCategoryId: $s }) { intentId } }', { n: aAccount, s: aSubCategory }, b), 'createCase');
  });

  it("B's list never holds A's case, even by A's intent id or account number as keyword", async () => {
    for (const keyword of [aCase.case.intentId, aAccount]) {
      const list = await listCases(b, { filter: { period: 'ALL', keyword }, size: 100 });
      expect(list.nodes.map((n) => n.intentId)).not.toContain(aCase.case.intentId);
    }
  });
});
