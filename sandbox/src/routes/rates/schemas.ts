// The rates API's contract (the specification shows no paths for rates: these are ours). Rates are % p.a.;
// tier bounds are dollars.
import { routeSchema } from '../../http/route-schema.js';

const badge = {
  type: 'object',
  properties: { badge: { type: 'string', description: 'A rate badge of the signed-in user (from rate-badges).' } },
  required: ['badge'],
} as const;

const tier = {
  type: 'object',
  description: 'An amount or balance tier.',
  properties: {
    key: { type: 'string', description: 'The tier key (TIER_1, BAL_1, ...).' },
    min: { type: 'number', description: 'Lower bound in dollars.' },
    max: { type: ['number', 'null'], description: 'Upper bound in dollars; null: no upper bound.' },
  },
  required: ['key', 'min', 'max'],
} as const;

const effectiveDate = { type: 'string', format: 'date', description: 'The date the rates apply from (yyyy-MM-dd).' } as const;

export const rateBadges = routeSchema({
  summary: 'The signed-in user\'s rate badges',
  description: 'Which cash and wrap rate tables the user may read: cash is MBL with cash access on any brand, plus YellowBrickRoad when the ybr list has Cash; wrap is the user\'s badges with wrap rates.',
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            cash: { type: 'array', items: { type: 'string' }, description: 'Cash rate badges.' },
            wrap: { type: 'array', items: { type: 'string' }, description: 'Wrap rate badges.' },
          },
          required: ['cash', 'wrap'],
        },
      },
      required: ['data'],
    },
  },
});

export const cashRates = routeSchema({
  summary: 'Cash account rates of a badge',
  description: 'A badge outside the user\'s cash rate badges answers 404.',
  params: badge,
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            badge: { type: 'string' },
            effective_date: effectiveDate,
            rates: {
              type: 'array',
              items: {
                type: 'object',
                properties: { key: { type: 'string', description: 'The upstream rate key (CMA, CMA_ACCELERATOR, ...).' }, rate: { type: 'number', description: '% p.a.' } },
                required: ['key', 'rate'],
              },
            },
          },
          required: ['badge', 'effective_date', 'rates'],
        },
      },
      required: ['data'],
    },
  },
});

export const termDepositRates = routeSchema({
  summary: 'Term deposit rates',
  description: 'One row per term, one rate per amount tier (in the order of `tiers`). 404 for a user without a cash rate badge.',
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            effective_date: effectiveDate,
            rebate_bps: { type: 'integer', description: 'The adviser rebate in basis points.' },
            tiers: { type: 'array', items: tier },
            terms: {
              type: 'array',
              items: {
                type: 'object',
                properties: { key: { type: 'string', description: 'The term (M1, M3, ..., Y5).' }, rates: { type: 'array', items: { type: 'number' }, description: '% p.a. per tier.' } },
                required: ['key', 'rates'],
              },
            },
          },
          required: ['effective_date', 'rebate_bps', 'tiers', 'terms'],
        },
      },
      required: ['data'],
    },
  },
});

export const wrapRates = routeSchema({
  summary: 'Wrap cash rates of a badge',
  description: 'One rate per balance tier for each wrap product of the badge. A badge outside the user\'s wrap rate badges answers 404.',
  params: badge,
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            badge: { type: 'string' },
            effective_date: effectiveDate,
            term_deposit_rates_url: { type: 'string', format: 'uri', description: 'The badge\'s wrap term deposit rates page.' },
            tiers: { type: 'array', items: tier },
            products: {
              type: 'array',
              items: {
                type: 'object',
                properties: { key: { type: 'string', description: 'The wrap product (WRAP_INVESTMENT, ...).' }, rates: { type: 'array', items: { type: 'number' }, description: '% p.a. per tier.' } },
                required: ['key', 'rates'],
              },
            },
          },
          required: ['badge', 'effective_date', 'term_deposit_rates_url', 'tiers', 'products'],
        },
      },
      required: ['data'],
    },
  },
});
