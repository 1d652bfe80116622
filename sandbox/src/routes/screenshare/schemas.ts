// Screen sharing's contract. The specification shows no screen-share paths: these and their shapes are ours.
import { HANDLER_CHECKS, type RouteSchema } from '../../http/route-schema.js';

export const schemas = {
  'GET /wealth/cobrowse/v1/sessions/:id': {
    summary: 'One screen-share session',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    response: {
      '200': {
        type: 'object',
        properties: {
          sessionId: { type: 'string' },
          product: { type: 'string' },
          badge: { type: 'string' },
          status: { type: 'string' },
          endedBy: { type: ['string', 'null'] },
          expiresAt: { type: 'string' },
          connectedAt: { type: ['string', 'null'] },
          eventCount: { type: 'number' },
          assistNumber: { type: 'string' },
          createdAt: { type: 'string' },
          updatedAt: { type: 'string' },
        },
        required: ['sessionId', 'product', 'badge', 'status', 'endedBy', 'expiresAt', 'connectedAt', 'eventCount', 'assistNumber', 'createdAt', 'updatedAt'],
      },
    },
  },
  'POST /wealth/cobrowse/v1/sessions': {
    summary: 'Start a screen-share session (answers its PIN)',
    body: { type: 'object', properties: { product: { type: ['string', 'null'] }, badge: { type: ['string', 'null'] } } },
    response: {
      '201': {
        type: 'object',
        properties: {
          sessionId: { type: 'string' },
          product: { type: 'string' },
          badge: { type: 'string' },
          status: { type: 'string' },
          endedBy: { type: ['string', 'null'] },
          expiresAt: { type: 'string' },
          connectedAt: { type: ['string', 'null'] },
          eventCount: { type: 'number' },
          assistNumber: { type: 'string' },
          createdAt: { type: 'string' },
          updatedAt: { type: 'string' },
          pin: { type: 'string' },
        },
        required: [
          'sessionId',
          'product',
          'badge',
          'status',
          'endedBy',
          'expiresAt',
          'connectedAt',
          'eventCount',
          'assistNumber',
          'createdAt',
          'updatedAt',
          'pin',
        ],
      },
    },
  },
  'POST /wealth/cobrowse/v1/sessions/:id/end': {
    summary: 'End a screen-share session',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    body: { type: 'object', properties: { reason: { type: ['string', 'null'] } } },
    response: {
      '200': {
        type: 'object',
        properties: {
          sessionId: { type: 'string' },
          product: { type: 'string' },
          badge: { type: 'string' },
          status: { type: 'string' },
          endedBy: { type: 'string' },
          expiresAt: { type: 'string' },
          connectedAt: { type: ['string', 'null'] },
          eventCount: { type: 'number' },
          assistNumber: { type: 'string' },
          createdAt: { type: 'string' },
          updatedAt: { type: 'string' },
        },
        required: ['sessionId', 'product', 'badge', 'status', 'endedBy', 'expiresAt', 'connectedAt', 'eventCount', 'assistNumber', 'createdAt', 'updatedAt'],
      },
    },
  },
  'POST /wealth/cobrowse/v1/sessions/:id/events': {
    summary: 'Send recorded page events',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    body: {
      [HANDLER_CHECKS]: true,
      description: 'Recorded page events (rrweb), at most 512 KiB a batch; each is checked by the handler.',
      type: ['array', 'null'],
      items: {
        type: ['object', 'null'],
        properties: {
          type: { type: ['number', 'null'] },
          timestamp: { type: ['number', 'null'] },
          data: { type: ['object', 'null'], properties: { href: { type: ['string', 'null'] }, source: { type: ['number', 'null'] } } },
        },
      },
    },
    response: { '202': { type: 'object', properties: { accepted: { type: 'number' } }, required: ['accepted'] } },
  },
} as const satisfies Record<string, RouteSchema>;
