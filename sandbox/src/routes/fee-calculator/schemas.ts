// The fee calculator's contract (issue 32 §3; the specification shows no fee estimate calls: these paths and
// shapes are ours, sandbox/README.md "Fee calculator"). Amounts are dollars, rates % a year, both JSON numbers read
// and written by their digits (at most 2 decimals for dollars, 4 for rates).
import { routeSchema } from '../../http/route-schema.js';
import { ESTIMATE_FEE_TYPES } from './estimate.js';

const dollars = (description: string) => ({ type: 'number', minimum: 0, description }) as const;
const feeType = { type: 'string', enum: ESTIMATE_FEE_TYPES, description: 'ADMINISTRATION, INVESTMENT (an investment\'s own fees), CASH (the cash account fee) or ADVISER_SERVICE.' } as const;
const day = { type: 'string', format: 'date' } as const;

export const feeSchedule = routeSchema({
  summary: 'The standard wrap fee schedule',
  description: 'What a new wrap account pays: the administration fee tiers on the balance and the fixed account fee, the cash account fee, the adviser fee\'s limits and each investment on the wrap menu with its yearly fee.',
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            effective_date: { ...day, description: 'The day the schedule applies from.' },
            administration_tiers: {
              type: 'array',
              description: 'Each rate applies to the part of the balance inside its tier.',
              items: {
                type: 'object',
                properties: { from: dollars('Lower bound.'), to: { type: ['number', 'null'], description: 'Upper bound; null: none.' }, rate_pct: { type: 'number', description: '% a year.' } },
                required: ['from', 'to', 'rate_pct'],
              },
            },
            administration_fixed: dollars('The fixed account fee, dollars a year.'),
            cash_fee_pct: { type: 'number', description: 'The cash account fee, % a year of the cash account balance.' },
            adviser_fee_max_pct: { type: 'number', description: 'The largest adviser fee as % of the balance.' },
            adviser_fee_max_dollars: dollars('The largest adviser fee in dollars a year.'),
            investments: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  code: { type: 'string', description: 'ASX or APIR code.' },
                  name: { type: 'string' },
                  type: { type: 'string', enum: ['LISTED', 'MANAGED_FUND', 'TERM_DEPOSIT'] },
                  asset_class: { type: 'string' },
                  fee_pct: { type: 'number', description: 'The investment\'s own fees, % a year of the amount invested.' },
                },
                required: ['code', 'name', 'type', 'asset_class', 'fee_pct'],
              },
            },
          },
          required: ['effective_date', 'administration_tiers', 'administration_fixed', 'cash_fee_pct', 'adviser_fee_max_pct', 'adviser_fee_max_dollars', 'investments'],
        },
      },
      required: ['data'],
    },
  },
});

const line = {
  type: 'object',
  properties: {
    fee_type: feeType,
    code: { type: ['string', 'null'], description: 'The investment\'s code on an investment\'s line.' },
    description: { type: 'string' },
    basis: dollars('The amount the rate applies to.'),
    rate_pct: { type: ['number', 'null'], description: '% a year; null when tiered (administration on the standard schedule) or a dollar amount.' },
    fixed: { type: ['number', 'null'], description: 'A fixed amount in the line, dollars a year.' },
    monthly: dollars('A month\'s fee, rounded to the cent.'),
    yearly: dollars('Twelve months\' fees.'),
  },
  required: ['fee_type', 'code', 'description', 'basis', 'rate_pct', 'fixed', 'monthly', 'yearly'],
} as const;

export const feeEstimate = routeSchema({
  summary: 'Estimate a wrap account\'s yearly fees',
  description:
    'On the standard schedule from a balance, the menu investments it holds (the rest is cash) and the adviser fee; with account_id, on that open account\'s own pricing (what its Fees tab charges: investments and adviser_fee are then not used). A month\'s fee is rounded to the cent and a year is twelve months. An account the user does not see answers 404; an investment not on the menu, investments adding up to more than the balance or an adviser fee over its limit answer 400 naming the field.',
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      balance: { type: 'number', minimum: 0, maximum: 100000000, description: 'Dollars, at most 2 decimals.' },
      investments: {
        type: 'array',
        maxItems: 100,
        items: {
          type: 'object',
          additionalProperties: false,
          properties: { code: { type: 'string', maxLength: 20 }, amount: { type: 'number', minimum: 0, description: 'Dollars invested.' } },
          required: ['code', 'amount'],
        },
      },
      adviser_fee: {
        type: 'object',
        additionalProperties: false,
        properties: { type: { type: 'string', enum: ['PERCENT', 'DOLLAR'] }, value: { type: 'number', minimum: 0, description: '% a year of the balance, or dollars a year.' } },
        required: ['type', 'value'],
      },
      account_id: { type: 'string', maxLength: 40, description: 'Estimate on this open wrap account\'s own pricing.' },
    },
    required: ['balance', 'investments', 'adviser_fee'],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            pricing: { type: 'string', enum: ['STANDARD', 'ACCOUNT'] },
            balance: dollars('The balance estimated on.'),
            cash: dollars('The part of the balance not invested.'),
            lines: { type: 'array', items: line },
            totals: {
              type: 'object',
              properties: {
                by_type: {
                  type: 'array',
                  items: { type: 'object', properties: { fee_type: feeType, monthly: dollars('A month.'), yearly: dollars('A year.') }, required: ['fee_type', 'monthly', 'yearly'] },
                },
                monthly: dollars('Every fee of a month.'),
                yearly: dollars('Every fee of a year.'),
                yearly_pct: { type: 'number', description: 'The year\'s fees as % of the balance, 2 decimals (0 for no balance).' },
              },
              required: ['by_type', 'monthly', 'yearly', 'yearly_pct'],
            },
          },
          required: ['pricing', 'balance', 'cash', 'lines', 'totals'],
        },
      },
      required: ['data'],
    },
  },
});

export const feeEstimateInputs = routeSchema({
  summary: 'What an open wrap account would put into a fee estimate',
  description:
    'The account\'s value at the end of its latest month of fees (what the Fees tab charged that month on), the menu investments it held that day and its cash, and that month\'s fees. An account that has no month of fees yet gives today\'s value and holdings and no month. Not a wrap account, or not the user\'s: 404.',
  params: { type: 'object', properties: { accountId: { type: 'string', description: 'The wrap account\'s id.' } }, required: ['accountId'] },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            account_id: { type: 'string' },
            account_number: { type: 'string' },
            account_name: { type: 'string' },
            as_at: { ...day, description: 'The day the value and holdings are as at.' },
            balance: dollars('The value on as_at.'),
            cash: dollars('The cash account\'s part of it.'),
            investments: {
              type: 'array',
              items: { type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' }, amount: dollars('Value on as_at.') }, required: ['code', 'name', 'amount'] },
            },
            latest_month: {
              type: ['object', 'null'],
              description: 'The fees the account was charged in its latest month (the Fees tab\'s rows); null when none yet.',
              properties: {
                period_from: day,
                period_to: day,
                total: dollars('Every fee of the month.'),
                by_type: { type: 'array', items: { type: 'object', properties: { fee_type: feeType, amount: dollars('The month\'s fee.') }, required: ['fee_type', 'amount'] } },
              },
              required: ['period_from', 'period_to', 'total', 'by_type'],
            },
          },
          required: ['account_id', 'account_number', 'account_name', 'as_at', 'balance', 'cash', 'investments', 'latest_month'],
        },
      },
      required: ['data'],
    },
  },
});
