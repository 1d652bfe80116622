// An account's documents (issue 17; our paths, sandbox/README.md "Account documents, fees and Centrelink
// schedules"). The upstream scopes the account to the user's adviser entities: another's answers 404.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamQuery, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const DOCUMENTS = '/api/wealth/channel/documents/v1/accounts/{accountId}/documents';
const DOCUMENT = '/api/wealth/channel/documents/v1/accounts/{accountId}/documents/{documentId}';

export type UpstreamDocument = UpstreamResponse<typeof DOCUMENTS>['data'][number];
/** Empty values are left out of the URL (build-url.ts). */
export type DocumentsQuery = UpstreamQuery<typeof DOCUMENTS>;

export async function getDocuments(upstream: RequestUpstream, accountId: string, query: DocumentsQuery) {
  const res = await upstream.api.GET(DOCUMENTS, { params: { path: { accountId }, query } });
  return res.data;
}

export function getDocumentFile(upstream: RequestUpstream, accountId: string, documentId: string) {
  return upstream.api.GET(DOCUMENT, { params: { path: { accountId, documentId } }, parseAs: 'bytes' });
}
