// An account's documents (issue 17; our paths, sandbox/README.md "Account documents, fees and Centrelink
// schedules"). The upstream scopes the account to the user's adviser entities: another's answers 404.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface UpstreamDocument {
  document_id: string;
  type: 'STATEMENT' | 'TAX_REPORT';
  title: string;
  period_from: string;
  period_to: string;
  issued_date: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

export interface DocumentsQuery {
  type?: 'statement' | 'tax-report';
  from?: string;
  to?: string;
}

const base = (accountId: string) => `/api/wealth/channel/documents/v1/accounts/${encodeURIComponent(accountId)}/documents`;

export async function getDocuments(upstream: RequestUpstream, accountId: string, query: DocumentsQuery) {
  const q: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) q[key] = value;
  const res = await upstream.get<{ data: UpstreamDocument[] }>(base(accountId), { query: q });
  return res.data;
}

export function getDocumentFile(upstream: RequestUpstream, accountId: string, documentId: string) {
  return upstream.get<{ bytes: Buffer; contentType: string }>(`${base(accountId)}/${encodeURIComponent(documentId)}`, { responseType: 'bytes' });
}
