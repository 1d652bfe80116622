// The funds and accounts report's contract (ours: the specification names the page, not its calls; issue 32 §4).
// One GET answers the report by investment with its filters' choices; one pages through the holdings behind it.
import { routeSchema, text } from '../../http/route-schema.js';
import { MAX_PAGE } from './report-sql.js';

const str = (description: string) => ({ type: 'string', description }) as const;
const num = (description: string) => ({ type: 'number', description }) as const;
const int = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;

const params = { type: 'object', properties: { mac: text("The signed-in user's mac (the path names it; the token decides).") }, required: ['mac'] } as const;

const filters = {
  assetCode: text('Only this investment (its ASX or APIR code).'),
  dealerCode: text("Only accounts of this dealer: one of the report's `filters.dealers`; any other answers 404."),
  adviserCode: text("Only accounts linked to this adviser code (entity key): one of the report's `filters.advisers`; any other answers 404."),
} as const;

export const getFundsReport = routeSchema({
  summary: 'The funds and accounts report: holdings by investment across the book',
  description:
    "Over the caller's visible wrap accounts (every wrap platform: Wrap, Vision and the other brands' own), from the holdings " +
    'register (sandbox/README.md "The holdings register"): per investment, how many accounts hold it, the units, their value ' +
    "at the reference day's price and its share of the report's total value. Cash in the wraps' cash accounts is not an " +
    'investment and is not counted. The totals come from a summary kept on every write of the register.',
  params,
  querystring: { type: 'object', properties: filters },
  response: {
    200: {
      type: 'object',
      properties: {
        as_at: { type: 'string', format: 'date', description: "The day the units are held and priced (the seed's reference day)." },
        total: {
          type: 'object',
          properties: {
            accounts: int('Accounts holding at least one investment in the report.'),
            holdings: int('Holdings (an account and an investment) in the report: the rows the holdings call pages through.'),
            value: num('Value of every investment in the report. Dollars, to the cent.'),
          },
          required: ['accounts', 'holdings', 'value'],
        },
        investments: {
          type: 'array',
          description: 'Largest value first.',
          items: {
            type: 'object',
            properties: {
              asset_code: str('ASX or APIR code.'),
              asset_name: str('The investment.'),
              asset_type: { type: 'string', enum: ['LISTED', 'MANAGED_FUND', 'TERM_DEPOSIT', 'CASH'] },
              asset_class: str('Asset class.'),
              price: num('Price a unit on as_at (funds to 4 decimals, ASX prices to the cent or half cent).'),
              accounts: int('Accounts holding it.'),
              units: num('Units held across those accounts (up to 4 decimals).'),
              value: num('Their value: the sum of each holding\'s units x price, each to the cent. Dollars.'),
              share: num("Per cent of the report's total value, to 2 decimals."),
            },
            required: ['asset_code', 'asset_name', 'asset_type', 'asset_class', 'price', 'accounts', 'units', 'value', 'share'],
          },
        },
        filters: {
          type: 'object',
          description: "The choices the filters take: the caller's own dealers and adviser codes that hold registered wraps, and the investments held.",
          properties: {
            dealers: { type: 'array', items: { type: 'object', properties: { dealer_code: str('Dealer code.'), dealer_name: str('Dealer name.') }, required: ['dealer_code', 'dealer_name'] } },
            advisers: {
              type: 'array',
              items: {
                type: 'object',
                properties: { adviser_code: str('Adviser code (entity key: dealer code then adviser code).'), adviser_name: str('Adviser name.'), dealer_code: str('Dealer code.') },
                required: ['adviser_code', 'adviser_name', 'dealer_code'],
              },
            },
          },
          required: ['dealers', 'advisers'],
        },
      },
      required: ['as_at', 'total', 'investments', 'filters'],
    },
  },
});

export const getFundsReportHoldings = routeSchema({
  summary: 'The holdings behind the funds and accounts report, page by page',
  description:
    'Each holding (an account and an investment) of the report with the same filters, ordered by investment code then account ' +
    `id; \`after\` is the last page's \`next\`. At most ${MAX_PAGE} a page. Units and value as the report counts them, so the ` +
    "rows of an investment add up to the report's figures for it.",
  params,
  querystring: {
    type: 'object',
    properties: {
      ...filters,
      after: text("The previous page's `next` (absent: the first page)."),
      limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE, description: `Rows a page (default 1000, at most ${MAX_PAGE}).` },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        holdings: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              asset_code: str('ASX or APIR code.'),
              asset_name: str('The investment.'),
              account_id: str('The account id.'),
              account_number: str('The account number.'),
              account_name: str('The account name.'),
              product_description: str('The wrap product.'),
              dealer_code: str("The account's dealer."),
              units: num('Units held (up to 4 decimals).'),
              price: num('Price a unit on the report\'s day.'),
              value: num('Units x price, to the cent. Dollars.'),
            },
            required: ['asset_code', 'asset_name', 'account_id', 'account_number', 'account_name', 'product_description', 'dealer_code', 'units', 'price', 'value'],
          },
        },
        next: { type: ['string', 'null'], description: 'Where the next page starts; null on the last page.' },
        total: int('Holdings in the whole report with these filters.'),
      },
      required: ['holdings', 'next', 'total'],
    },
  },
});
