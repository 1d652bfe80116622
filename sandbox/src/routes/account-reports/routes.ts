// Statements and reports, fees and Centrelink schedules of one account (issue 17; the spec shows no endpoints:
// these paths and shapes are ours, sandbox/README.md "Account documents, fees and Centrelink schedules").
// Everything is derived per account on read; an account the user does not see answers 404.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { date, str, type Query } from '../shared/params.js';
import { centrelinkSchedules, isPension } from './centrelink.js';
import { accountDocuments, DOCUMENT_TYPES, type AccountDocument, type DocumentType } from './documents.js';
import { ledgerMovements } from './ledger-statements.js';
import { feesByPeriod, feeTotals, monthlyFees } from './fees.js';
import { seriesOf } from '../portfolio/history.js';
import { valuesByDay } from '../portfolio/month-end-values.js';
import { PERIOD_KINDS, type PeriodKind } from './periods.js';
import { reportAccount, type ReportAccount } from './report-account.js';
import { statementPdf } from './statement-pdf.js';
import { statementSources } from './statement-sources.js';
import * as schemas from './schemas.js';

export const DOCUMENTS_PREFIX = '/wealth/channel/documents/v1/accounts';
export const FEES_PREFIX = '/wealth/channel/fees/v1/accounts';
export const CENTRELINK_PREFIX = '/wealth/channel/centrelink/v1/accounts';

type Params = { accountId: string };

// A document's size is the length of its PDF; the bytes never change, so sizes are remembered (bounded).
const sizes = new Map<string, number>();
function sizeOf(account: ReportAccount, doc: AccountDocument): number {
  const key = `${account.account_id}:${account.ledger_balance}:${doc.document_id}`;
  let size = sizes.get(key);
  if (size === undefined) {
    size = statementPdf(account, doc).length;
    if (sizes.size >= 20_000) sizes.delete(sizes.keys().next().value!);
    sizes.set(key, size);
  }
  return size;
}

const fileName = (account: ReportAccount, doc: AccountDocument) => `${account.account_number}-${doc.document_id}.pdf`;

function range(q: Query) {
  const from = date(q, 'from');
  const to = date(q, 'to');
  if (from && to && from > to) throw badRequest('from must not be after to');
  return { from, to };
}

export function registerAccountReportRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: Params; Querystring: Query }>(`${DOCUMENTS_PREFIX}/:accountId/documents`, { schema: schemas.documents }, async (request) => {
    const q = request.query;
    const type = str(q, 'type')?.toUpperCase().replace('-', '_');
    if (type !== undefined && !DOCUMENT_TYPES.includes(type as DocumentType)) throw badRequest('type must be statement or tax-report');
    const { from, to } = range(q);
    const account = await reportAccount(db, request.scope.entityKeys, request.params.accountId);
    const docs = accountDocuments(account, await ledgerMovements(db, account), await statementSources(db, request.scope, account)).filter(
      (d) => (!type || d.type === type) && (!from || d.period_to >= from) && (!to || d.period_to <= to),
    );
    return {
      data: docs.map((d) => ({
        document_id: d.document_id,
        type: d.type,
        title: d.title,
        period_from: d.period_from,
        period_to: d.period_to,
        issued_date: d.issued_date,
        file_name: fileName(account, d),
        content_type: 'application/pdf',
        size_bytes: sizeOf(account, d),
      })),
      meta: { total_count: docs.length, account_number: account.account_number },
    };
  });

  app.get<{ Params: Params & { documentId: string } }>(`${DOCUMENTS_PREFIX}/:accountId/documents/:documentId`, { schema: schemas.documentFile }, async (request, reply) => {
    const account = await reportAccount(db, request.scope.entityKeys, request.params.accountId);
    const doc = accountDocuments(account, await ledgerMovements(db, account), await statementSources(db, request.scope, account)).find((d) => d.document_id === request.params.documentId);
    if (!doc) throw notFound();
    const bytes = statementPdf(account, doc);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(account, doc)}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  app.get<{ Params: Params; Querystring: Query }>(`${FEES_PREFIX}/:accountId/fees`, { schema: schemas.fees }, async (request) => {
    const q = request.query;
    const period = (str(q, 'period') ?? 'month') as PeriodKind;
    if (!PERIOD_KINDS.includes(period)) throw badRequest(`period must be one of ${PERIOD_KINDS.join(', ')}`);
    const { from, to } = range(q);
    const account = await reportAccount(db, request.scope.entityKeys, request.params.accountId);
    if (account.account_type !== 'WRAP') throw notFound();
    // The chart's series, kept for the day: one derivation per account serves both pages.
    const values = valuesByDay((await seriesOf(db, request.scope, account.account_id)).days);
    const rows = feesByPeriod(monthlyFees(account, values), period, from, to).sort(
      (a, b) => b.period_from.localeCompare(a.period_from) || a.fee_type.localeCompare(b.fee_type),
    );
    return { data: rows, totals: feeTotals(rows), meta: { period, account_number: account.account_number } };
  });

  app.get<{ Params: Params }>(`${CENTRELINK_PREFIX}/:accountId/schedules`, { schema: schemas.centrelinkSchedules }, async (request) => {
    const account = await reportAccount(db, request.scope.entityKeys, request.params.accountId);
    if (!isPension(account)) throw notFound();
    return { data: centrelinkSchedules(account), meta: { account_number: account.account_number } };
  });
}
