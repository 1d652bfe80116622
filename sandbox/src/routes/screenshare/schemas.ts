// Screen sharing's contract. The specification shows no screen-share paths: these and their shapes are ours.
import { HANDLER_CHECKS, type RouteSchema } from '../../http/route-schema.js';

/** A screen-share session's fields, as every session call answers them. */
const sessionFields = {
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
} as const;
const SESSION_REQUIRED = ['sessionId', 'product', 'badge', 'status', 'endedBy', 'expiresAt', 'connectedAt', 'eventCount', 'assistNumber', 'createdAt', 'updatedAt'] as const;

export const schemas = {
  'GET /wealth/cobrowse/v1/sessions/:id': {
    summary: 'One screen-share session',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    response: { '200': { type: 'object', properties: sessionFields, required: SESSION_REQUIRED } },
  },
  'POST /wealth/cobrowse/v1/sessions': {
    summary: 'Start a screen-share session (answers its PIN)',
    body: { type: 'object', properties: { product: { type: ['string', 'null'] }, badge: { type: ['string', 'null'] } } },
    response: { '201': { type: 'object', properties: { ...sessionFields, pin: { type: 'string' } }, required: [...SESSION_REQUIRED, 'pin'] } },
  },
  'POST /wealth/cobrowse/v1/sessions/:id/end': {
    summary: 'End a screen-share session',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    body: { type: 'object', properties: { reason: { type: ['string', 'null'] } } },
    response: { '200': { type: 'object', properties: { ...sessionFields, endedBy: { type: 'string' } }, required: SESSION_REQUIRED } },
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
