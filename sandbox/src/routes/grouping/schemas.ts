// Account groups' contract (grouping v2): the specification's paths and field names.
import type { RouteSchema } from '../../http/route-schema.js';

export const schemas = {
  'GET /wealth/grouping/v2/account-groups/account/:account/groups': {
    summary: 'The groups an account is in',
    params: { type: 'object', properties: { account: { type: 'string' } }, required: ['account'] },
    response: {
      '200': {
        type: 'object',
        properties: {
          groups: {
            type: 'array',
            items: {
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
              required: [
                'code',
                'name',
                'groupTypes',
                'businessVentureId',
                'status',
                'accounts',
                'dealerCode',
                'attributes',
                'createdBy',
                'createdByName',
                'createdDate',
              ],
            },
          },
        },
        required: ['groups'],
      },
    },
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
      },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          groups: {
            type: 'array',
            items: {
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
              required: [
                'code',
                'name',
                'groupTypes',
                'businessVentureId',
                'status',
                'accounts',
                'dealerCode',
                'attributes',
                'createdBy',
                'createdByName',
                'createdDate',
              ],
            },
          },
        },
        required: ['groups'],
      },
    },
  },
  'POST /wealth/grouping/v2/account-groups': {
    summary: 'Create an account group',
    body: {
      type: 'object',
      properties: {
        name: { type: ['string', 'null'] },
        groupTypes: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        businessVentureId: { type: ['string', 'null'] },
        accounts: { type: ['array', 'null'], items: { type: ['object', 'null'], properties: { code: { type: ['string', 'null'] } } } },
        dealerCode: { type: ['string', 'null'] },
        attributes: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
      },
    },
    response: {
      '201': {
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
        required: [
          'code',
          'name',
          'groupTypes',
          'businessVentureId',
          'status',
          'accounts',
          'dealerCode',
          'attributes',
          'createdBy',
          'createdByName',
          'createdDate',
        ],
      },
    },
  },
  'POST /wealth/grouping/v2/account-groups/validate': {
    summary: 'Validate accounts for a group',
    body: {
      type: 'object',
      properties: {
        accounts: { type: ['array', 'null'], items: { type: ['object', 'null'], properties: { code: { type: ['string', 'null'] } } } },
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
        accounts: { type: ['array', 'null'], items: { type: ['object', 'null'], properties: { code: { type: ['string', 'null'] } } } },
        dealerCode: { type: ['string', 'null'] },
      },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          code: { type: 'string' },
          name: { type: 'string' },
          groupTypes: { type: 'array', items: { type: 'string' } },
          businessVentureId: { type: 'string' },
          status: { type: 'string' },
          accounts: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } },
          dealerCode: { type: 'string' },
          attributes: { type: 'array', items: {} },
          createdBy: { type: 'string' },
          createdByName: { type: 'string' },
          createdDate: { type: 'string' },
        },
        required: [
          'code',
          'name',
          'groupTypes',
          'businessVentureId',
          'status',
          'accounts',
          'dealerCode',
          'attributes',
          'createdBy',
          'createdByName',
          'createdDate',
        ],
      },
    },
  },
  'PUT /wealth/grouping/v2/account-groups/:code/close': {
    summary: 'Close (delete) an account group',
    params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    response: { '200': { type: 'object', properties: { code: { type: 'string' }, status: { type: 'string' } }, required: ['code', 'status'] } },
  },
} as const satisfies Record<string, RouteSchema>;
