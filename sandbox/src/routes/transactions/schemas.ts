// Cash transactions search's contract. The specification shows no endpoint for it: this path and shape are ours.
import { routeSchema, text } from '../../http/route-schema.js';


export const searchTransactions = routeSchema({
  summary: 'Search the user\'s cash transactions',
  description: 'Transactions of the Active and Closed cash accounts the user sees (the rows of each account\'s own ledger), filtered, sorted and paged. A cash account the user does not see answers 404.',
  querystring: {
    type: 'object',
    properties: {
      accountNumber: text('Only this cash account\'s.'),
      from: text('On or after this date (yyyy-MM-dd); without it, the month up to `to` (or to today).'),
      to: text('On or before this date (yyyy-MM-dd).'),
      minAmount: text('At least this many dollars either way (a number).'),
      maxAmount: text('At most this many dollars either way (a number).'),
      keyword: text('Text in the description (at most 100 characters).'),
      direction: text('credit or debit.'),
      sort: text('date (default), amount, description or account.'),
      order: text('desc (default) or asc.'),
      limit: text('Page size, an integer from 1 to 200 (default 25).'),
      offset: text('Rows to skip (default 0).'),
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
              account_id: { type: 'string' },
              account_number: { type: 'string' },
              account_name: { type: 'string' },
              date: { type: 'string', format: 'date' },
              description: { type: 'string' },
              amount: { type: 'number', description: 'Dollars: positive a credit, negative a debit.' },
              direction: { type: 'string', enum: ['CREDIT', 'DEBIT'] },
            },
            required: ['transaction_id', 'account_id', 'account_number', 'account_name', 'date', 'description', 'amount', 'direction'],
          },
        },
        meta: {
          type: 'object',
          properties: { total_count: { type: 'integer', description: 'Matching transactions over all pages.' }, limit: { type: 'integer' }, offset: { type: 'integer' } },
          required: ['total_count', 'limit', 'offset'],
        },
      },
      required: ['data', 'meta'],
    },
  },
});
