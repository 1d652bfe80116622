// An account's statements and tax reports, fees and Centrelink schedules: the contract. The specification shows
// no endpoints for them: these paths and shapes are ours. Amounts are dollars; an account the user does not see
// answers 404.
import { routeSchema, text } from '../../http/route-schema.js';
import { FEE_TYPES } from './fees.js';

const day = { type: 'string', format: 'date' } as const;
const accountId = { type: 'object', properties: { accountId: text('The account id.') }, required: ['accountId'] } as const;
const range = { from: text('Periods ending on or after this date (yyyy-MM-dd).'), to: text('Periods ending on or before this date (yyyy-MM-dd).') } as const;
const accountNumber = { account_number: { type: 'string' } } as const;

export const documents = routeSchema({
  summary: 'An account\'s statements and tax reports',
  description: 'The documents of the last 24 months, each a PDF fetched by its id.',
  params: accountId,
  querystring: { type: 'object', properties: { type: text('statement or tax-report (default both).'), ...range } },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              document_id: { type: 'string' },
              type: { type: 'string', enum: ['STATEMENT', 'TAX_REPORT'] },
              title: { type: 'string' },
              period_from: day,
              period_to: day,
              issued_date: day,
              file_name: { type: 'string' },
              content_type: { type: 'string', const: 'application/pdf' },
              size_bytes: { type: 'integer' },
            },
            required: ['document_id', 'type', 'title', 'period_from', 'period_to', 'issued_date', 'file_name', 'content_type', 'size_bytes'],
          },
        },
        meta: { type: 'object', properties: { total_count: { type: 'integer' }, ...accountNumber }, required: ['total_count', 'account_number'] },
      },
      required: ['data', 'meta'],
    },
  },
});

export const documentFile = routeSchema({
  summary: 'One statement or tax report as PDF',
  description: 'An attachment (content-disposition names the file); not cacheable.',
  params: { type: 'object', properties: { ...accountId.properties, documentId: text('The document id.') }, required: ['accountId', 'documentId'] },
  response: { 200: { description: 'The PDF.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
});

const feeType = { type: 'string', enum: FEE_TYPES } as const;

export const fees = routeSchema({
  summary: 'A wrap account\'s fees by period',
  description: 'The fees of the last 24 months summed by month, quarter or financial year, newest first, with the totals by fee type. A non-wrap account answers 404.',
  params: accountId,
  querystring: { type: 'object', properties: { period: text('month (default), quarter or financial-year.'), ...range } },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: { period_from: day, period_to: day, fee_type: feeType, description: { type: 'string' }, amount: { type: 'number' } },
            required: ['period_from', 'period_to', 'fee_type', 'description', 'amount'],
          },
        },
        totals: {
          type: 'object',
          properties: {
            by_type: {
              type: 'array',
              items: { type: 'object', properties: { fee_type: feeType, description: { type: 'string' }, amount: { type: 'number' } }, required: ['fee_type', 'description', 'amount'] },
            },
            total: { type: 'number' },
          },
          required: ['by_type', 'total'],
        },
        meta: { type: 'object', properties: { period: { type: 'string', enum: ['month', 'quarter', 'financial-year'] }, ...accountNumber }, required: ['period', 'account_number'] },
      },
      required: ['data', 'totals', 'meta'],
    },
  },
});

export const centrelinkSchedules = routeSchema({
  summary: 'A pension account\'s Centrelink schedules',
  description: 'One schedule per financial year. An account that is not a pension answers 404.',
  params: accountId,
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              schedule_id: { type: 'string' },
              financial_year: { type: 'string', description: 'As 2025-26.' },
              period_from: day,
              period_to: day,
              purchase_price: { type: 'number' },
              relevant_number: { type: 'number', description: 'The life expectancy factor.' },
              deductible_amount: { type: 'number' },
              annual_payments: { type: 'number' },
              payment_frequency: { type: 'string', enum: ['MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY'] },
              date_issued: day,
            },
            required: ['schedule_id', 'financial_year', 'period_from', 'period_to', 'purchase_price', 'relevant_number', 'deductible_amount', 'annual_payments', 'payment_frequency', 'date_issued'],
          },
        },
        meta: { type: 'object', properties: accountNumber, required: ['account_number'] },
      },
      required: ['data', 'meta'],
    },
  },
});
