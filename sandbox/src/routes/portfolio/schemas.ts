// A wrap account's portfolio's contract. The specification shows no endpoints for it: these paths and shapes are
// ours. Values are dollars, weights percent of the total; an account the user does not see answers 404.
import { routeSchema, text, textList } from '../../http/route-schema.js';

const ASSET_CLASSES = ['Australian equities', 'International equities', 'Property', 'Infrastructure', 'Fixed interest', 'Cash'] as const;

const account = { type: 'object', properties: { account: text('A wrap account id.') }, required: ['account'] } as const;
const asset = {
  assetCode: { type: 'string' },
  assetName: { type: 'string' },
  assetClass: { type: 'string', enum: ASSET_CLASSES },
} as const;

export const holdings = routeSchema({
  summary: 'A wrap account\'s holdings as at a day',
  description: 'Units held after that day\'s transactions at that day\'s price, largest first, each with its weight, and the totals by asset class. A day in the future or before the account opened answers 400.',
  params: account,
  querystring: { type: 'object', properties: { asAt: text('yyyy-MM-dd; default today in Sydney.') } },
  response: {
    200: {
      type: 'object',
      properties: {
        accountId: { type: 'string' },
        accountNumber: { type: 'string' },
        asAt: { type: 'string', format: 'date' },
        openedDate: { type: 'string', format: 'date' },
        totalValue: { type: 'number' },
        holdings: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              ...asset,
              assetType: { type: 'string', enum: ['LISTED', 'MANAGED_FUND', 'TERM_DEPOSIT', 'CASH'] },
              units: { type: 'number' },
              price: { type: 'number' },
              value: { type: 'number' },
              weight: { type: 'number', description: 'Percent of totalValue.' },
            },
            required: ['assetCode', 'assetName', 'assetType', 'assetClass', 'units', 'price', 'value', 'weight'],
          },
        },
        assetClasses: {
          type: 'array',
          items: {
            type: 'object',
            properties: { assetClass: { type: 'string', enum: ASSET_CLASSES }, holdings: { type: 'integer', description: 'How many holdings.' }, value: { type: 'number' }, weight: { type: 'number' } },
            required: ['assetClass', 'holdings', 'value', 'weight'],
          },
        },
      },
      required: ['accountId', 'accountNumber', 'asAt', 'openedDate', 'totalValue', 'holdings', 'assetClasses'],
    },
  },
});

export const investmentTransactions = routeSchema({
  summary: 'A wrap account\'s investment transactions',
  description: 'Buys, sells, distributions, dividend reinvestments and splits, filtered, sorted and paged.',
  params: account,
  querystring: {
    type: 'object',
    properties: {
      from: text('On or after this date (yyyy-MM-dd).'),
      to: text('On or before this date (yyyy-MM-dd).'),
      type: textList('Comma list of BUY, SELL, DISTRIBUTION, DRP, SPLIT.'),
      keyword: text('Text in the asset code, name or description (at most 100 characters).'),
      minAmount: text('At least this many dollars moved.'),
      maxAmount: text('At most this many dollars moved.'),
      sort: text('date (default), amount, asset, type or units.'),
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
              transactionId: { type: 'string' },
              date: { type: 'string', format: 'date' },
              type: { type: 'string', enum: ['BUY', 'SELL', 'DISTRIBUTION', 'DRP', 'SPLIT'] },
              ...asset,
              description: { type: 'string' },
              units: { type: 'number' },
              price: { type: 'number' },
              amount: { type: 'number', description: 'Dollars moved.' },
            },
            required: ['transactionId', 'date', 'type', 'assetCode', 'assetName', 'assetClass', 'description', 'units', 'price', 'amount'],
          },
        },
        meta: { type: 'object', properties: { totalCount: { type: 'integer' }, limit: { type: 'integer' }, offset: { type: 'integer' } }, required: ['totalCount', 'limit', 'offset'] },
      },
      required: ['data', 'meta'],
    },
  },
});
