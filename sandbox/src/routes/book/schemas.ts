// The book's contract (ours: the specification shows no dashboard figures). One GET answers the whole dashboard card;
// one PUT keeps the adviser's low-cash threshold.
import { routeSchema, text } from '../../http/route-schema.js';
import { COUNT_LIMIT, MATURING_DAYS } from './needs-attention.js';
import { PRODUCTS } from './book-summary.js';

const money = (description: string) => ({ type: 'number', description: `${description} Dollars, to the cent.` }) as const;
const day = (description: string) => ({ type: 'string', format: 'date', description }) as const;
const str = (description: string) => ({ type: 'string', description }) as const;

/** A needs-attention list: how many, whether that count stopped at the limit, and the first few. */
const attention = <const I extends object>(description: string, item: I) =>
  ({
    type: 'object',
    description,
    properties: {
      count: { type: 'integer', minimum: 0, description: `How many (at most ${COUNT_LIMIT}).` },
      count_is_lower_bound: { type: 'boolean', description: `True when there are more than ${COUNT_LIMIT}: count is then ${COUNT_LIMIT}.` },
      items: { type: 'array', maxItems: 5, description: 'The first five, in the order the list names.', items: item },
    },
    required: ['count', 'count_is_lower_bound', 'items'],
  }) as const;

const accountItem = (extra: Record<string, unknown>, required: readonly string[]) =>
  ({
    type: 'object',
    properties: {
      account_id: str('The account id.'),
      account_number: str('The account number.'),
      account_name: str('The account name.'),
      product_description: str('The product.'),
      ...extra,
    },
    required: ['account_id', 'account_number', 'account_name', 'product_description', ...required],
  }) as const;

const preferences = {
  type: 'object',
  properties: { low_cash_threshold: money('Cash accounts below this balance need attention.') },
  required: ['low_cash_threshold'],
} as const;

export const getBook = routeSchema({
  summary: "The adviser's book: funds under administration, allocation and what needs attention",
  description:
    'Over every account the caller sees (their adviser entities; dealer-restricted staff: every entity of the dealer). ' +
    'Funds under administration are the active cash, term deposit and wrap (investment, super, pension) accounts; a wrap\'s ' +
    'own cash account is inside the wrap\'s balance and is not added again, and online trading accounts are not counted. ' +
    'The totals come from a summary kept on every write, not from reading the accounts. `balance_month_ago` is the balance a ' +
    'month before the reference day as the summary fixed it (sandbox/README.md "The book").',
  params: { type: 'object', properties: { mac: text("The signed-in user's mac (the path names it; the token decides).") }, required: ['mac'] },
  response: {
    200: {
      type: 'object',
      properties: {
        as_at: day('The day the balances are as at (the seed\'s reference day).'),
        month_ago: day('The day balance_month_ago is as at: a month before as_at.'),
        total: {
          type: 'object',
          properties: {
            accounts: { type: 'integer', description: 'Active accounts counted.' },
            balance: money('Funds under administration.'),
            balance_month_ago: money('Funds under administration a month before.'),
          },
          required: ['accounts', 'balance', 'balance_month_ago'],
        },
        products: {
          type: 'array',
          description: `One entry per product, always all ${PRODUCTS.length}, in this order: ${PRODUCTS.join(', ')}.`,
          items: {
            type: 'object',
            properties: {
              product: { type: 'string', enum: PRODUCTS, description: 'CASH (stand-alone cash accounts), TD, INVESTMENT, SUPER or PENSION (wraps).' },
              accounts: { type: 'integer', description: 'Active accounts of the product.' },
              balance: money('Their balance.'),
              balance_month_ago: money('Their balance a month before.'),
            },
            required: ['product', 'accounts', 'balance', 'balance_month_ago'],
          },
        },
        allocation: {
          type: 'array',
          description: 'The book by asset class; the values add up to total.balance.',
          items: {
            type: 'object',
            properties: {
              asset_class: { type: 'string', enum: ['CASH', 'TERM_DEPOSITS', 'INVESTED'], description: 'CASH: cash accounts and the wraps\' cash; TERM_DEPOSITS; INVESTED: the wraps\' holdings other than cash.' },
              value: money('The value in the class.'),
            },
            required: ['asset_class', 'value'],
          },
        },
        preferences,
        needs_attention: {
          type: 'object',
          properties: {
            low_cash: attention(
              'Active stand-alone cash accounts whose balance is below low_cash_threshold, lowest first.',
              accountItem({ balance: money('The ledger balance.') }, ['balance']),
            ),
            maturing_term_deposits: attention(
              `Active term deposits maturing from as_at to ${MATURING_DAYS} days after it, soonest first.`,
              accountItem({ balance: money('The balance.'), maturity_date: day('The maturity date.') }, ['balance', 'maturity_date']),
            ),
            payments_awaiting_authorisation: attention('Payments from the caller\'s accounts waiting for a signatory, oldest first.', {
              type: 'object',
              properties: {
                payment_id: str('The payment id.'),
                account_id: str('The account paid from.'),
                account_number: str('Its number.'),
                payee_name: str('Who is paid.'),
                amount: money('The amount.'),
                next_date: day('When it is to be paid.'),
              },
              required: ['payment_id', 'account_id', 'account_number', 'payee_name', 'amount', 'next_date'],
            }),
            requests_awaiting_adviser: attention('Requests waiting for the adviser\'s action (AWAITING_ADVISER), most recently updated first.', {
              type: 'object',
              properties: {
                intent_id: str('The request id.'),
                case_id: str('The case id.'),
                request_name: str('The request.'),
                updated_date: { type: 'string', format: 'date-time', description: 'Last updated.' },
              },
              required: ['intent_id', 'case_id', 'request_name', 'updated_date'],
            }),
            scheduled_payments_short: attention(
              'Active cash accounts whose scheduled payments due within window_days come to more than the available balance (the bell\'s insufficient-funds rule), soonest due first.',
              {
                type: 'object',
                properties: {
                  account_id: str('The account id.'),
                  account_number: str('The account number.'),
                  account_name: str('The account name.'),
                  available_balance: money('The available balance.'),
                  scheduled_total: money('The payments due in the window.'),
                  payment_count: { type: 'integer', description: 'How many are due.' },
                  next_payment_date: day('The first due.'),
                  shortfall: money('What the balance is short by.'),
                },
                required: ['account_id', 'account_number', 'account_name', 'available_balance', 'scheduled_total', 'payment_count', 'next_payment_date', 'shortfall'],
              },
            ),
            window_days: { type: 'integer', description: 'The scheduled-payment window: the bell\'s insufficient-funds window when set, else 10.' },
          },
          required: ['low_cash', 'maturing_term_deposits', 'payments_awaiting_authorisation', 'requests_awaiting_adviser', 'scheduled_payments_short', 'window_days'],
        },
      },
      required: ['as_at', 'month_ago', 'total', 'products', 'allocation', 'preferences', 'needs_attention'],
    },
  },
});

export const putBookPreferences = routeSchema({
  summary: "Set the adviser's book preferences",
  description: 'The low-cash threshold the dashboard watches for, kept per user (default 5000). From 0 to 1,000,000,000, whole cents.',
  body: {
    type: 'object',
    properties: { low_cash_threshold: { type: 'number', minimum: 0, maximum: 1_000_000_000, description: 'Dollars, whole cents.' } },
    required: ['low_cash_threshold'],
    additionalProperties: false,
  },
  response: { 200: { type: 'object', properties: { data: preferences }, required: ['data'] } },
});
