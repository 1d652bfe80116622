// Shared helpers for the Request Centre integration tests: the case queries, and finding seeded cases by what they hold.
import { expect } from 'vitest';
import { gql } from './support.ts';

export const CASE_FIELDS = 'intentId caseId requestName requestorName createdDateTime updatedDateTime status { code display label pill secondaryLabel } accounts { accountNumber } advisers { adviserCode }';
export const DETAILS_FIELDS = `case { ${CASE_FIELDS} } history { type timestamp followUpIds authorisers status { display } }
  followUps { id status documents { documentId } } authorisers { activityId authoriserName status }
  documents { documentId documentName malware } malwareFileNames cancellable payload { kind fields { key value } }`;

export const CASES = /* GraphQL */ `query($filter: CaseFilter, $sort: CaseSort, $page: Int, $size: Int) {
  cases(filter: $filter, sort: $sort, page: $page, size: $size) { nodes { ${CASE_FIELDS} } pageNumber pageSize totalCount hasNextPage }
}`;
export const DETAILS = /* GraphQL */ `query($id: ID!) { caseDetails(intentId: $id) { ${DETAILS_FIELDS} } }`;

export async function listCases(token: string, variables: Record<string, unknown>) {
  const res = await gql(CASES, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data.cases as { nodes: any[]; pageNumber: number; pageSize: number; totalCount: number; hasNextPage: boolean };
}

export async function details(token: string, intentId: string) {
  const res = await gql(DETAILS, { id: intentId }, token);
  expect(res.errors).toBeUndefined();
  return res.data.caseDetails;
}

/** The first of the user's cases (any period, up to `pages` pages of 100) whose details pass `test`. */
export async function findCase(token: string, test: (d: any) => boolean, filter: Record<string, unknown> = {}, pages = 3) {
  for (let page = 0; page < pages; page++) {
    const list = await listCases(token, { filter: { period: 'ALL', ...filter }, page, size: 100 });
    for (const node of list.nodes) {
      const d = await details(token, node.intentId);
      if (test(d)) return d;
    }
    if (!list.hasNextPage) break;
  }
  return null;
}

export const tinyPdf = () => ({ fileName: 'note.pdf', contentType: 'application/pdf', base64: Buffer.from('%PDF-1.4 test').toString('base64') });
