// Market data's contract (ours: the specification names the page, not its calls; issue 32 §5). Three reference calls
// any signed-in user may make (the search, one investment, its price history) and one of the caller's own: which of
// their wrap accounts hold an investment.
import { routeSchema, text } from '../../http/route-schema.js';
import { MAX_HOLDERS_PAGE } from './holders-sql.js';
import { PRICE_RANGES } from './quotes.js';

const str = (description: string) => ({ type: 'string', description }) as const;
const num = (description: string) => ({ type: 'number', description }) as const;
const int = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;
const day = (description: string) => ({ type: 'string', format: 'date', description }) as const;

const TYPES = ['LISTED', 'MANAGED_FUND'] as const;
const code = { type: 'object', properties: { code: text('The investment: its ASX code or APIR code.') }, required: ['code'] } as const;

const quote = {
  type: 'object',
  properties: {
    code: str('ASX code (listed securities) or APIR code (managed funds).'),
    name: str('The investment.'),
    type: { type: 'string', enum: TYPES, description: 'LISTED (ASX securities and ETFs) or MANAGED_FUND.' },
    asset_class: str('Asset class.'),
    price: num('The latest price a unit, dollars: funds to 4 decimals, ASX prices to the cent or half cent. The account valuations use it.'),
    price_date: day('The business day of the latest price (the reference day, or the Friday before it).'),
    previous_price: num('The price on the business day before price_date, dollars.'),
    previous_date: day('The business day before price_date.'),
    change: num('price less previous_price, dollars, exact to 4 decimals.'),
    change_percent: num('change as a per cent of previous_price, to 2 decimals.'),
  },
  required: ['code', 'name', 'type', 'asset_class', 'price', 'price_date', 'previous_price', 'previous_date', 'change', 'change_percent'],
} as const;

export const searchInvestments = routeSchema({
  summary: 'Search the wrap menu\'s managed funds and listed securities, with their latest prices',
  description:
    'Every word of q must start the code or a word of the name (case-insensitive); no q lists the whole menu. The exact ' +
    'code first, then codes starting with q, then by name. Term deposits and cash are on the menu but have no market price ' +
    'and are not listed.',
  querystring: {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: 100, description: 'Words of the code or name.' },
      type: { type: 'string', enum: TYPES, description: 'Only listed securities or only managed funds.' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { investments: { type: 'array', items: quote } },
      required: ['investments'],
    },
  },
});

export const getInvestment = routeSchema({
  summary: 'One managed fund or listed security with its latest price',
  description: 'A code that is not a priced investment on the wrap menu answers 404.',
  params: code,
  response: { 200: quote },
});

export const getPriceHistory = routeSchema({
  summary: "An investment's closing prices over a range",
  description:
    'Ending on the latest price day: every business day for 1M and 3M, weekly (the latest day\'s weekday) for 1Y and 5Y; the ' +
    "range's first business day and the latest day are always points. The prices the account valuations use on those days.",
  params: code,
  querystring: { type: 'object', properties: { range: { type: 'string', enum: PRICE_RANGES, description: 'The range (default 1Y).' } } },
  response: {
    200: {
      type: 'object',
      properties: {
        code: str('The investment.'),
        range: { type: 'string', enum: PRICE_RANGES },
        from: day('The first point\'s day.'),
        to: day('The last point\'s day: the latest price day.'),
        points: {
          type: 'array',
          description: 'Oldest first.',
          items: { type: 'object', properties: { date: day('A business day.'), price: num('The closing price a unit, dollars.') }, required: ['date', 'price'] },
        },
      },
      required: ['code', 'range', 'from', 'to', 'points'],
    },
  },
});

export const getHolders = routeSchema({
  summary: "Which of the caller's wrap accounts hold an investment",
  description:
    "From the holdings register (sandbox/README.md \"The holdings register\"): the caller's visible wrap accounts holding " +
    "the investment, the largest value first, with units and their value at the latest price, as the account's Portfolio " +
    `valuation shows them today. \`after\` is the last page's \`next\`; at most ${MAX_HOLDERS_PAGE} a page. A code that is not a ` +
    'priced investment on the menu answers 404; one none of the caller\'s accounts hold answers no holders.',
  params: {
    type: 'object',
    properties: { mac: text("The signed-in user's mac (the path names it; the token decides)."), code: text('The investment: its ASX code or APIR code.') },
    required: ['mac', 'code'],
  },
  querystring: {
    type: 'object',
    properties: {
      after: text("The previous page's `next` (absent: the first page)."),
      limit: { type: 'integer', minimum: 1, maximum: MAX_HOLDERS_PAGE, description: `Holders a page (default 50, at most ${MAX_HOLDERS_PAGE}).` },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        code: str('The investment.'),
        price: num('The latest price a unit, dollars.'),
        price_date: day('The latest price day.'),
        total: {
          type: 'object',
          properties: {
            accounts: int('The caller\'s accounts holding it.'),
            units: num('Their units, up to 4 decimals.'),
            value: num('Their value, dollars: each holding\'s units x price to the cent, added up.'),
          },
          required: ['accounts', 'units', 'value'],
        },
        holders: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              account_id: str('The account id.'),
              account_number: str('The account number the wrap account page takes.'),
              account_name: str('The account name.'),
              product_description: str('The wrap product.'),
              dealer_code: str("The account's dealer."),
              units: num('Units held, up to 4 decimals.'),
              value: num('Units x price, to the cent, dollars.'),
            },
            required: ['account_id', 'account_number', 'account_name', 'product_description', 'dealer_code', 'units', 'value'],
          },
        },
        next: { type: ['string', 'null'], description: 'Where the next page starts; null on the last page.' },
      },
      required: ['code', 'price', 'price_date', 'total', 'holders', 'next'],
    },
  },
});
