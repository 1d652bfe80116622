// An account's statements and tax reports (with the PDF as base64), wrap fees by period and pension Centrelink
// schedules (issue 17). The upstream scopes each call to the user's adviser entities; its 404 is NOT_FOUND.
import type { Resolvers } from '../resolvers-types.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { getCentrelinkSchedules } from './api/get-centrelink-schedules.js';
import { getDocumentFile, getDocuments } from './api/get-documents.js';
import { getFees } from './api/get-fees.js';
import { accountId, bad, dayRange } from './args.js';

type FeePeriod = 'MONTH' | 'QUARTER' | 'FINANCIAL_YEAR';

const FEE_PERIODS: Record<FeePeriod, string> = { MONTH: 'month', QUARTER: 'quarter', FINANCIAL_YEAR: 'financial-year' };

export const accountReportsResolvers = {
  Query: {
    async accountDocuments(_, args, ctx) {
      const id = accountId(args.accountId);
      const range = dayRange(args.filter?.from, args.filter?.to);
      const type = args.filter?.type ? (args.filter.type === 'STATEMENT' ? 'statement' : 'tax-report') : undefined;
      const docs = await getDocuments(ctx.upstream, id, { type, ...range });
      return docs.map((d) => ({
        id: d.document_id,
        type: d.type,
        title: d.title,
        periodFrom: d.period_from,
        periodTo: d.period_to,
        issuedDate: d.issued_date,
        fileName: d.file_name,
        contentType: d.content_type,
        sizeBytes: d.size_bytes,
      }));
    },

    async accountDocumentFile(_, args, ctx) {
      const id = accountId(args.accountId);
      if (!/^[a-z0-9-]{1,60}$/.test(args.documentId)) throw bad('documentId', 'Not a document id');
      const file = await getDocumentFile(ctx.upstream, id, args.documentId);
      if (!file.contentType.startsWith('application/pdf')) {
        throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, 'The document service sent an answer that is not a PDF');
      }
      return { fileName: `${args.documentId}.pdf`, contentType: 'application/pdf', base64: file.bytes.toString('base64') };
    },

    async accountFees(_, args, ctx) {
      const id = accountId(args.accountId);
      const range = dayRange(args.from, args.to);
      const period = args.period ?? 'MONTH';
      const res = await getFees(ctx.upstream, id, { period: FEE_PERIODS[period], ...range });
      return {
        period,
        fees: res.data.map((f) => ({ periodFrom: f.period_from, periodTo: f.period_to, type: f.fee_type, description: f.description, amount: f.amount })),
        totals: res.totals.by_type.map((t) => ({ type: t.fee_type, description: t.description, amount: t.amount })),
        total: res.totals.total,
      };
    },

    async centrelinkSchedules(_, args, ctx) {
      const rows = await getCentrelinkSchedules(ctx.upstream, accountId(args.accountId));
      return rows.map((s) => ({
        id: s.schedule_id,
        financialYear: s.financial_year,
        periodFrom: s.period_from,
        periodTo: s.period_to,
        purchasePrice: s.purchase_price,
        relevantNumber: s.relevant_number,
        deductibleAmount: s.deductible_amount,
        annualPayments: s.annual_payments,
        paymentFrequency: s.payment_frequency,
        dateIssued: s.date_issued,
      }));
    },
  },
} satisfies Resolvers;
