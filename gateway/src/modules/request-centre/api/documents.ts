// The document calls (002 §7): the printable form to sign, and a case document's bytes from the back office.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { ErrorCode, gatewayError } from '@gateway/errors.js';
import { rethrowFirstMessage } from '@gateway/kit/upstream-errors.js';

export interface DocumentFile {
  fileName: string;
  contentType: string;
  base64: string;
}

export async function getPrintableDocument(upstream: RequestUpstream, intentId: string): Promise<DocumentFile> {
  const res = await upstream.api.POST('/api/wealth/document/v1/document', { body: { intent_id: intentId } });
  const d = res.data.document;
  return { fileName: d.document_name, contentType: d.content_type, base64: d.content };
}

/**
 * retrievedoc answers text/plain: a header line `case: <id>; document: <name>; content-type: <type>`, a blank
 * line, then the file's base64. Anything else is a bad answer, not a file.
 */
export function parseRetrievedDoc(body: string): DocumentFile & { caseId: string } {
  const normalised = body.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const header = split >= 0 ? normalised.slice(0, split) : '';
  const match = /^case: (.*?); document: (.*); content-type: (.*)$/.exec(header.trim());
  if (!match) throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, 'The document service sent an answer that is not a document');
  return { caseId: match[1], fileName: match[2], contentType: match[3].trim(), base64: normalised.slice(split + 2).replace(/\s+/g, '') };
}

/** 002 §7: on error the first error message is thrown. */
export async function retrieveDocument(upstream: RequestUpstream, intentId: string, documentId: string) {
  let body: string;
  try {
    body = await upstream.api.POST('/api/wealth/pega/docmgmt/v1/retrievedoc', { body: { case_id: intentId, document_id: documentId }, parseAs: 'text' });
  } catch (error) {
    return rethrowFirstMessage(error);
  }
  return parseRetrievedDoc(body);
}
