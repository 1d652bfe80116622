// A wrap account's value over time, money in and out by month, and time-weighted return: our paths (issue 31 §3),
// as the specification shows none. Values are dollars; an account the user does not see answers 404.
import { routeSchema, text } from '../../http/route-schema.js';
import { historyResponse, rangeQuery } from '../account-cash/history-schemas.js';

const account = { type: 'object', properties: { account: text('A wrap account id.') }, required: ['account'] } as const;

export const PERFORMANCE_PERIODS = ['1M', '3M', '1Y', 'SINCE_INCEPTION'] as const;

export const PERFORMANCE_METHOD =
  'Time-weighted return from daily valuations, net of fees: each day\'s change in value less money added and plus money taken out, chained over the period; cumulative for periods of a year or less, annualised since inception when that is longer than a year.';

export const portfolioHistory = routeSchema({
  summary: 'A wrap account\'s value over time and money in and out by month',
  description:
    'The portfolio\'s value at the end of each sampled day, as the holdings call values that day (the last point is today\'s valuation, the account\'s balance), and by month the money added (buys funded from outside the wrap, deposits and contributions to its cash account) and taken out (sales, distributions paid out, withdrawals and payments from its cash account). Interest, fees and reinvested distributions are returns, not flows.',
  params: account,
  querystring: rangeQuery,
  response: historyResponse('The portfolio\'s value', 'Money added', 'Money taken out'),
});

export const portfolioPerformance = routeSchema({
  summary: 'A wrap account\'s time-weighted return',
  description: `${PERFORMANCE_METHOD} Periods end today; one that starts before the account opened has no return.`,
  params: account,
  response: {
    200: {
      type: 'object',
      properties: {
        as_at: { type: 'string', format: 'date' },
        opened_date: { type: 'string', format: 'date' },
        method: { type: 'string' },
        periods: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              period: { type: 'string', enum: PERFORMANCE_PERIODS },
              from: { type: 'string', format: 'date', description: 'The day whose closing value the period starts from.' },
              to: { type: 'string', format: 'date' },
              return_percent: { type: ['number', 'null'], description: 'Per cent, to 2 decimal places; null when the account had not opened by the start.' },
              annualised: { type: 'boolean', description: 'Whether return_percent is a yearly rate (since inception, over a year).' },
              opening_value: { type: ['number', 'null'], description: 'Dollars at the end of from.' },
              closing_value: { type: 'number', description: 'Dollars at the end of to.' },
              money_in: { type: ['number', 'null'], description: 'Dollars added after from, up to to.' },
              money_out: { type: ['number', 'null'], description: 'Dollars taken out after from, up to to.' },
              fees: { type: ['number', 'null'], description: 'Dollars of fees charged after from, up to to (the Fees tab\'s monthly fees).' },
            },
            required: ['period', 'from', 'to', 'return_percent', 'annualised', 'opening_value', 'closing_value', 'money_in', 'money_out', 'fees'],
          },
        },
      },
      required: ['as_at', 'opened_date', 'method', 'periods'],
    },
  },
});
