// Account groups' contract (grouping v2): the specification's paths and field names.
import type { RouteSchema } from '../../http/route-schema.js';

/** An account group, as every call that answers one answers it. */
const group = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    name: { type: 'string' },
    groupTypes: { type: 'array', items: { type: 'string' } },
    businessVentureId: { type: 'string' },
    status: { type: 'string' },
    accounts: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } },
    dealerCode: { type: 'string' },
    attributes: { type: 'array', items: { type: 'string' } },
    createdBy: { type: 'string' },
    createdByName: { type: 'string' },
    createdDate: { type: 'string' },
  },
  required: ['code', 'name', 'groupTypes', 'businessVentureId', 'status', 'accounts', 'dealerCode', 'attributes', 'createdBy', 'createdByName', 'createdDate'],
} as const;

/** The member accounts a group body names. */
const ACCOUNTS_BODY = { type: ['array', 'null'], items: { type: ['object', 'null'], properties: { code: { type: ['string', 'null'] } } } } as const;

/** A list of groups. */
const GROUPS = { type: 'object', properties: { groups: { type: 'array', items: group } }, required: ['groups'] } as const;

export const schemas = {
  'GET /wealth/grouping/v2/account-groups/account/:account/groups': {
    summary: 'The groups an account is in',
    params: { type: 'object', properties: { account: { type: 'string' } }, required: ['account'] },
    response: { '200': GROUPS },
  },
  'GET /wealth/grouping/v2/account-groups/search': {
    summary: 'Search account groups',
    querystring: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Words matched against group codes and names.' },
        bv: { type: ['string', 'array'], items: { type: 'string' }, description: 'Comma list of business ventures.' },
        codes: { type: ['string', 'array'], items: { type: 'string' }, description: 'Comma list of group codes.' },
        groupType: { type: ['string', 'array'], items: { type: 'string' }, description: 'Comma list of group types.' },
        limit: { type: 'string', description: 'At most this many groups, 1 to 100 (default 100).' },
      },
    },
    response: { '200': GROUPS },
  },
  'POST /wealth/grouping/v2/account-groups': {
    summary: 'Create an account group',
    body: {
      type: 'object',
      properties: {
        name: { type: ['string', 'null'] },
        groupTypes: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        businessVentureId: { type: ['string', 'null'] },
        accounts: ACCOUNTS_BODY,
        dealerCode: { type: ['string', 'null'] },
        attributes: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        status: { type: ['string', 'null'], description: 'ACTIVE (the default) or another group status.' },
      },
    },
    response: { '201': group },
  },
  'POST /wealth/grouping/v2/account-groups/validate': {
    summary: 'Validate accounts for a group',
    body: {
      type: 'object',
      properties: {
        accounts: ACCOUNTS_BODY,
        dealerCode: { type: ['string', 'null'] },
        groupTypes: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        groupCode: { type: ['string', 'null'] },
      },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          accounts: {
            type: 'array',
            items: { type: 'object', properties: { code: { type: 'string' }, valid: { type: 'boolean' } }, required: ['code', 'valid'] },
          },
        },
        required: ['accounts'],
      },
    },
  },
  'PUT /wealth/grouping/v2/account-groups/:code': {
    summary: 'Update an account group',
    params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    body: {
      type: 'object',
      properties: {
        name: { type: ['string', 'null'] },
        groupTypes: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        businessVentureId: { type: ['string', 'null'] },
        accounts: ACCOUNTS_BODY,
        dealerCode: { type: ['string', 'null'] },
        attributes: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        status: { type: ['string', 'null'], description: 'ACTIVE (the default) or another group status.' },
      },
    },
    response: { '200': group },
  },
  'PUT /wealth/grouping/v2/account-groups/:code/close': {
    summary: 'Close (delete) an account group',
    params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    response: { '200': { type: 'object', properties: { code: { type: 'string' }, status: { type: 'string' } }, required: ['code', 'status'] } },
  },
} as const satisfies Record<string, RouteSchema>;
