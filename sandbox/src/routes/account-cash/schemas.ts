// Account cash pages' contract. The specification shows no endpoints for them: these paths and shapes are ours.
// {accountId} is a cash account, or a wrap account standing for its linked cash account; an account the user
// does not see answers 404.
import { routeSchema, text, textList } from '../../http/route-schema.js';
import { CONTRIBUTION_TYPES, TYPES } from './ledger-sql.js';

const accountId = {
  type: 'object',
  properties: { accountId: text('A cash account id, or a wrap account id standing for its linked cash account.') },
  required: ['accountId'],
} as const;
const cashAccount = {
  type: ['object', 'null'],
  description: 'The cash account read; null when a wrap account has no linked cash account.',
  properties: {
    account_id: { type: 'string' },
    account_number: { type: ['string', 'null'] },
    ledger_balance: { type: 'number', description: 'Dollars.' },
    super_linked: { type: 'boolean', description: 'Whether its parent is a Super wrap account (it takes contributions).' },
  },
  required: ['account_id', 'account_number', 'ledger_balance', 'super_linked'],
} as const;
const paging = { limit: { type: 'integer' }, offset: { type: 'integer' } } as const;
const range = { from: text('On or after this date (yyyy-MM-dd).'), to: text('On or before this date (yyyy-MM-dd).'), order: text('desc or asc.') } as const;
const pageQuery = (defaultLimit: number) => ({
  limit: text(`Page size, an integer from 1 to 500 (default ${defaultLimit}).`),
  offset: text('Rows to skip (default 0).'),
});

export const ledger = routeSchema({
  summary: 'A cash account\'s ledger',
  description: 'The account\'s transactions with the running balance, filtered, sorted and paged.',
  params: accountId,
  querystring: {
    type: 'object',
    properties: {
      ...range,
      type: textList(`Comma list of ${TYPES.join(', ')}.`),
      minAmount: text('At least this many dollars either way.'),
      maxAmount: text('At most this many dollars either way.'),
      keyword: text('Text in the description (at most 100 characters).'),
      sort: text('date (default), amount or description.'),
      ...pageQuery(50),
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              transaction_id: { type: 'string' },
              date: { type: 'string', format: 'date' },
              type: { type: 'string', enum: TYPES },
              direction: { type: 'string', enum: ['CREDIT', 'DEBIT'] },
              description: { type: 'string' },
              amount: { type: 'number', description: 'Dollars: positive a credit, negative a debit.' },
              running_balance: { type: 'number', description: 'The balance after this transaction, dollars.' },
              contribution_type: { type: ['string', 'null'], description: 'For a contribution: its type.' },
              contributor: { type: ['string', 'null'], description: 'For a contribution: who made it.' },
            },
            required: ['transaction_id', 'date', 'type', 'direction', 'description', 'amount', 'running_balance', 'contribution_type', 'contributor'],
          },
        },
        meta: {
          type: 'object',
          properties: { total_count: { type: 'integer' }, ...paging, cash_account: cashAccount },
          required: ['total_count', 'limit', 'offset', 'cash_account'],
        },
      },
      required: ['data', 'meta'],
    },
  },
});

export const scheduledPayments = routeSchema({
  summary: 'A cash account\'s scheduled payments',
  description: 'Future and recurring payments still to run, soonest first.',
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
              payment_id: { type: 'string' },
              payee_name: { type: 'string' },
              amount: { type: 'number', description: 'Dollars.' },
              next_payment_date: { type: 'string', format: 'date' },
              frequency: { type: 'string', enum: ['Once', 'Weekly', 'Fortnightly', 'Monthly', 'Quarterly'] },
              payment_type: { type: ['string', 'null'], description: 'BPAY or EFT when the payment was made in the portal.' },
              last_payment_date: { type: ['string', 'null'], format: 'date', description: 'A recurring payment\'s last date, when the portal made it.' },
              recurring: { type: 'boolean' },
            },
            required: ['payment_id', 'payee_name', 'amount', 'next_payment_date', 'frequency', 'payment_type', 'last_payment_date', 'recurring'],
          },
        },
        meta: { type: 'object', properties: { total_count: { type: 'integer' }, cash_account: cashAccount }, required: ['total_count', 'cash_account'] },
      },
      required: ['data', 'meta'],
    },
  },
});

export const contributions = routeSchema({
  summary: 'A super-linked cash account\'s contributions',
  description: 'Contributions paged, and the totals per contribution type of the financial year. Any account that is not super-linked answers empty with super_linked false.',
  params: accountId,
  querystring: {
    type: 'object',
    properties: {
      ...range,
      type: textList(`Comma list of ${CONTRIBUTION_TYPES.join(', ')}.`),
      financialYear: text('The year the financial year starts, yyyy (default the current one).'),
      ...pageQuery(100),
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              transaction_id: { type: 'string' },
              date: { type: 'string', format: 'date' },
              contribution_type: { type: 'string', enum: CONTRIBUTION_TYPES },
              contributor: { type: 'string', description: 'Who made it.' },
              amount: { type: 'number', description: 'Dollars.' },
            },
            required: ['transaction_id', 'date', 'contribution_type', 'contributor', 'amount'],
          },
        },
        totals: {
          type: 'array',
          description: 'One row per contribution type over the financial year.',
          items: {
            type: 'object',
            properties: { contribution_type: { type: 'string', enum: CONTRIBUTION_TYPES }, amount: { type: 'number' }, count: { type: 'integer' } },
            required: ['contribution_type', 'amount', 'count'],
          },
        },
        meta: {
          type: 'object',
          properties: {
            super_linked: { type: 'boolean' },
            total_count: { type: 'integer' },
            ...paging,
            financial_year: {
              type: ['object', 'null'],
              properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
              required: ['from', 'to'],
            },
            cash_account: cashAccount,
          },
          required: ['super_linked', 'total_count', 'limit', 'offset', 'financial_year', 'cash_account'],
        },
      },
      required: ['data', 'totals', 'meta'],
    },
  },
});
