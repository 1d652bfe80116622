// The printable form to sign (document/v1/document: a PDF with the case's details) and an attachment's bytes
// (pega docmgmt retrievedoc: text/plain, a header line, a blank line, the base64).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { codedBadRequest, codedNotFound, objectBody, requiredText, upstreamError } from './body-checks.js';
import { caseParts, visibleCase } from './case-read.js';
import type { CaseRow } from './case-model.js';
import { printablePdf, type PdfLine } from './printable-pdf.js';

const sydney = (d: Date | string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(d));

/** The form an authoriser signs: the request, its accounts and a signature block per authoriser. */
export async function signForm(db: Pick<Db, 'query'>, row: CaseRow): Promise<Buffer> {
  const parts = await caseParts(db, row.intent_id);
  const accounts = (row.payload.account_details as { account_number: string; account_name: string; product_description: string }[] | undefined) ?? [];
  const lines: PdfLine[] = [
    { text: 'Request authority form', size: 18, bold: true },
    { text: `${row.intent_name}${typeof row.meta.subprocess_name === 'string' ? ` - ${row.meta.subprocess_name}` : ''}`, size: 13, gap: 4 },
    { text: `Case ${row.case_id}    Request ${row.intent_id}`, gap: 10 },
    { text: `Raised by ${row.initiator_name} on ${sydney(row.created_date)} Sydney time` },
    { text: `Status: ${row.status}` },
    { text: 'Accounts', bold: true, gap: 10 },
    ...accounts.map((a) => ({ text: `${a.account_number}  ${a.account_name}  (${a.product_description})` })),
  ];
  if (typeof row.payload.amount === 'number' || typeof row.payload.amount === 'string') lines.push({ text: `Amount: $${row.payload.amount}`, gap: 6 });
  if (typeof row.payload.additional_information === 'string') lines.push({ text: `Details: ${row.payload.additional_information.slice(0, 90)}`, gap: 6 });
  lines.push({ text: 'Authorisation', bold: true, gap: 12 });
  lines.push({ text: 'I authorise the request described above and confirm the details are correct.' });
  const signers = parts.authorisers.length ? parts.authorisers.map((a) => a.authoriser_name) : ['Account holder'];
  for (const name of signers) {
    lines.push({ text: `Name: ${name}`, gap: 18 });
    lines.push({ text: 'Signature: ____________________________    Date: ____ / ____ / ________', gap: 8 });
  }
  lines.push({ text: 'Return the signed form through Adviser Online (Request Centre, attach signed document).', size: 9, gap: 24 });
  return printablePdf(`Request authority form ${row.case_id}`, lines);
}

export function registerDocumentRoutes(api: FastifyInstance, db: Db): void {
  api.post<{ Body: unknown }>('/wealth/document/v1/document', async (request) => {
    const b = objectBody(request.body, codedBadRequest);
    const row = await visibleCase(db, request.scope.entityKeys, requiredText(b.intent_id, 'intent_id', 64, codedBadRequest), codedNotFound);
    const pdf = await signForm(db, row);
    return { data: { document: { document_name: `${row.case_id}-authority-form.pdf`, content_type: 'application/pdf', content: pdf.toString('base64') } } };
  });

  api.post<{ Body: unknown }>('/wealth/pega/docmgmt/v1/retrievedoc', async (request, reply) => {
    const b = objectBody(request.body, codedBadRequest);
    const intentId = requiredText(b.case_id, 'case_id', 64, codedBadRequest);
    const documentId = requiredText(b.document_id, 'document_id', 64, codedBadRequest);
    const row = await visibleCase(db, request.scope.entityKeys, intentId, codedNotFound);
    const { rows } = await db.query<{ document_name: string; content_type: string; malware: boolean; content: string }>(
      `select document_name, content_type, malware, encode(content, 'base64') as content from case_documents where intent_id = $1 and document_id = $2`,
      [row.intent_id, documentId],
    );
    const doc = rows[0];
    if (!doc) throw upstreamError(404, 'DOCUMENT_NOT_FOUND', 'No such document on this request');
    if (doc.malware) throw upstreamError(422, 'CMSE067', `Malware detected in [${doc.document_name}]`);
    return reply
      .type('text/plain; charset=utf-8')
      .send(`case: ${row.intent_id}; document: ${doc.document_name}; content-type: ${doc.content_type}\n\n${doc.content.replace(/\s+/g, '')}`);
  });
}
