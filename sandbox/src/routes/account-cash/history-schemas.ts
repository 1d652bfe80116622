// The contract of an account's value over time and money in and out by month (issue 31 §3): our paths, as the
// specification shows none. Shared by the cash ledger's history and a wrap portfolio's.
import { routeSchema, text } from '../../http/route-schema.js';
import { HISTORY_RANGES } from './history-range.js';

export const rangeQuery = {
  type: 'object',
  properties: {
    range: text(`${HISTORY_RANGES.join(', ')} (default 1Y): the last month by day, six months or a year by week, or since opening by month end; the first and last day always.`),
  },
} as const;

const point = (what: string) =>
  ({
    type: 'object',
    properties: { date: { type: 'string', format: 'date' }, value: { type: 'number', description: `${what} at the end of the day, dollars.` } },
    required: ['date', 'value'],
  }) as const;

const month = (inWhat: string, outWhat: string) =>
  ({
    type: 'object',
    properties: {
      month: { type: 'string', description: 'yyyy-MM.' },
      money_in: { type: 'number', description: `${inWhat}, dollars.` },
      money_out: { type: 'number', description: `${outWhat}, dollars (positive).` },
    },
    required: ['month', 'money_in', 'money_out'],
  }) as const;

/** The response of a history route: the range's sampled days and the last 12 months' money in and out. */
export const historyResponse = (what: string, inWhat: string, outWhat: string) =>
  ({
    200: {
      type: 'object',
      properties: {
        range: { type: 'string', enum: HISTORY_RANGES },
        from: { type: ['string', 'null'], format: 'date', description: 'The first day drawn: the range\'s start, or the opening when later (null: nothing to draw).' },
        to: { type: ['string', 'null'], format: 'date', description: 'The last day drawn: today, or the closing day.' },
        points: { type: 'array', items: point(what), description: 'Oldest first; the last is the balance today.' },
        months: {
          type: 'array',
          items: month(inWhat, outWhat),
          description: 'The last 12 months, oldest first (this month so far last), none before the account\'s first.',
        },
      },
      required: ['range', 'from', 'to', 'points', 'months'],
    },
  }) as const;

export const cashHistory = routeSchema({
  summary: 'A cash account\'s balance over time and money in and out by month',
  description:
    'The ledger\'s running balance at the end of each sampled day (the Transactions tab\'s balance after that day\'s last movement), and every credit (money in) and debit (money out) by month, so a month\'s in less out is its change in balance. The ledger reaches back to the 1st of the month 24 months ago: since opening starts there for an older account.',
  params: {
    type: 'object',
    properties: { accountId: text('A cash account id, or a wrap account id standing for its linked cash account.') },
    required: ['accountId'],
  },
  querystring: rangeQuery,
  response: historyResponse('The ledger balance', 'Credits: deposits, transfers in, interest', 'Debits: payments, withdrawals, transfers out, fees'),
});
