// Advice fee consent's contract (ours: the specification names the page, 001 §2.1, and shows no endpoint). One GET
// lists the caller's ongoing fee arrangements with their consent status; one POST sends a renewal for the client to
// consent to on their phone (the sandbox's client phone page plays the client).
import { BACK_TO_PAGE, HTML_PAGE, PAGE_QUERY, consoleForm, routeSchema, text } from '../../http/route-schema.js';
import { STATUSES } from './arrangement-status.js';

const day = (description: string) => ({ type: 'string', format: 'date', description }) as const;
const str = (description: string) => ({ type: 'string', description }) as const;
const nullable = <const S extends { type: string; description: string }>(s: S) => ({ ...s, type: [s.type, 'null'] }) as const;

const renewal = {
  type: ['object', 'null'],
  description: 'The latest renewal sent for the client to consent to; null when none was sent.',
  properties: {
    request_id: str('The renewal request id.'),
    status: { type: 'string', enum: ['SENT', 'CONSENTED', 'DECLINED'], description: 'Waiting on the client, or their answer.' },
    sent_at: { type: 'string', format: 'date-time', description: 'When it was sent.' },
    answered_at: { type: ['string', 'null'], format: 'date-time', description: 'When the client answered; null while waiting.' },
  },
  required: ['request_id', 'status', 'sent_at', 'answered_at'],
} as const;

export const arrangement = {
  type: 'object',
  properties: {
    account_id: str('The wrap account id.'),
    account_number: str('The wrap account number.'),
    account_name: str('The account name.'),
    product_description: str('The product.'),
    client_id: nullable(str('The client (contact id) who holds the account.')),
    client_name: str("The client's name."),
    start_date: day('The day the arrangement was entered into.'),
    anniversary_date: day('The anniversary day the client\'s consent runs to (the passed one while its renewal is outstanding).'),
    fee_amount: { type: ['number', 'null'], description: 'The adviser fee as a yearly amount in dollars, to the cent; null when it is a rate.' },
    fee_rate: { type: ['number', 'null'], description: 'The adviser fee as a yearly rate, percent of the account\'s value, to 3 decimals; null when it is an amount.' },
    status: { type: 'string', enum: STATUSES, description: 'CURRENT, RENEWAL_DUE (from the renewal notice before the anniversary to the end of the response window), OVERDUE (until the lapse), LAPSED or ENDED (by the client).' },
    status_until: { type: ['string', 'null'], format: 'date', description: 'The day the status runs to: the anniversary, the end of the response window, or the lapse; null once lapsed or ended.' },
    days_left: { type: ['integer', 'null'], description: 'Days from today to status_until; null once lapsed or ended.' },
    fee_stops: { type: ['string', 'null'], format: 'date', description: 'The first day no adviser fee is charged (lapse or end); null while it runs.' },
    ended_date: { type: ['string', 'null'], format: 'date', description: 'The day the client ended it; null otherwise.' },
    end_reason: { type: ['string', 'null'], enum: ['DECLINED', 'TERMINATED', null], description: 'DECLINED a renewal, or TERMINATED the arrangement.' },
    access: { type: 'string', enum: ['FULL', 'LIMITED', 'VIEW'], description: "The caller's access to the account." },
    renewal,
  },
  required: [
    'account_id', 'account_number', 'account_name', 'product_description', 'client_id', 'client_name', 'start_date', 'anniversary_date',
    'fee_amount', 'fee_rate', 'status', 'status_until', 'days_left', 'fee_stops', 'ended_date', 'end_reason', 'access', 'renewal',
  ],
} as const;

const rule = {
  type: 'object',
  properties: {
    rule: { type: 'string', enum: ['renewal_notice', 'response', 'lapse'], description: 'Which day count.' },
    days: { type: 'integer', description: 'The days.' },
    summary: str('What it does.'),
    source: str('Where it comes from.'),
  },
  required: ['rule', 'days', 'summary', 'source'],
} as const;

export const listArrangements = routeSchema({
  summary: 'Ongoing fee arrangements on the caller\'s accounts, with their consent status',
  description:
    'Every ongoing fee arrangement on a wrap account the caller sees. The status is worked out on read from the ' +
    'anniversary day, the end and today against the day counts in `meta.rules` (sandbox/README.md "Advice fee consent"). ' +
    'Sorted by days left (soonest first; lapsed and ended last) unless asked otherwise.',
  querystring: {
    type: 'object',
    properties: {
      status: text('Comma list of statuses: CURRENT, RENEWAL_DUE, OVERDUE, LAPSED, ENDED.'),
      keyword: text("Part of the client's name, the account name or the account number (at most 100 characters)."),
      sort: text('days_left (default), client, account or anniversary.'),
      order: text('asc (default) or desc.'),
      limit: text('Page size, an integer from 1 to 200 (default 25).'),
      offset: text('Rows to skip (default 0).'),
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: arrangement },
        meta: {
          type: 'object',
          properties: {
            total_count: { type: 'integer', description: 'How many arrangements match.' },
            today: day('The day statuses and days left are worked out on.'),
            counts: {
              type: 'object',
              description: 'How many of the caller\'s arrangements are in each status (before the status filter).',
              properties: Object.fromEntries(STATUSES.map((s) => [s, { type: 'integer' }])) as Record<(typeof STATUSES)[number], { type: 'integer' }>,
              required: [...STATUSES],
            },
            rules: { type: 'array', items: rule, description: 'The day counts the statuses follow.' },
          },
          required: ['total_count', 'today', 'counts', 'rules'],
        },
      },
      required: ['data', 'meta'],
    },
  },
});

export const sendRenewal = routeSchema({
  summary: 'Send the client a renewal of the arrangement to consent to',
  description:
    'Asks the client to consent to the arrangement for another year (their phone shows it: consent or decline). Only ' +
    'while RENEWAL_DUE or OVERDUE; a renewal already waiting is sent again. A lapsed or ended arrangement needs a new ' +
    'one: 409 `{ error: "conflict", code: "NOT_DUE" | "ENDED", message }`. Needs at least LIMITED access to the account (policy fees.renewConsent).',
  params: { type: 'object', properties: { accountNumber: text('The wrap account number (or id).') }, required: ['accountNumber'] },
  response: {
    200: { type: 'object', properties: { data: arrangement }, required: ['data'] },
  },
});

const client = { type: 'object', properties: { clientId: text('The client (contact id).') }, required: ['clientId'] } as const;
const answer = (summary: string) =>
  routeSchema({
    summary,
    params: { type: 'object', properties: { clientId: text('The client (contact id).'), requestId: text('The renewal request id.') }, required: ['clientId', 'requestId'] },
    consumes: ['application/x-www-form-urlencoded'],
    body: consoleForm(),
    response: { 303: BACK_TO_PAGE },
  });

export const devSchemas = {
  phones: routeSchema({ summary: "Clients' phones with fee renewals waiting", response: { 200: HTML_PAGE } }),
  phone: routeSchema({ summary: "One client's phone: the fee renewals waiting for consent", params: client, querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  consent: answer('The client consents to the renewal'),
  decline: answer('The client declines the renewal'),
} as const;
