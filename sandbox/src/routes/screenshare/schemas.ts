// Screen sharing's contract. The specification shows no screen-share paths: these and their shapes are ours.
import { HANDLER_CHECKS, checkedByHandler, type RouteSchema } from '../../http/route-schema.js';
import { MAX_BATCH_BYTES, MAX_EVENT_BYTES, MAX_PRODUCT, MAX_SESSION_BYTES, MAX_SESSION_EVENTS } from './session-store.js';

/** A screen-share session's fields, as every session call answers them. */
const sessionFields = {
  sessionId: { type: 'string' },
  product: { type: 'string' },
  badge: { type: 'string' },
  status: { type: 'string', enum: ['WAITING', 'CONNECTED', 'ENDED', 'FAILED'] },
  endedBy: { type: ['string', 'null'], enum: ['ADVISER', 'VIEWER', 'EXPIRED', 'FAILURE', null] },
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
    body: {
      type: 'object',
      properties: {
        product: { type: 'string', minLength: 1, maxLength: MAX_PRODUCT, pattern: '^[^\\u0000-\\u001f]*$', description: 'The product the adviser is showing (Wrap, ...).' },
        badge: { type: ['string', 'null'], description: "Ignored: the session takes the signed-in user's brand." },
      },
      required: ['product'],
    },
    response: { '201': { type: 'object', properties: { ...sessionFields, pin: { type: 'string' } }, required: [...SESSION_REQUIRED, 'pin'] } },
  },
  'POST /wealth/cobrowse/v1/sessions/:id/end': {
    summary: 'End a screen-share session',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    body: {
      type: 'object',
      properties: { reason: { type: 'string', enum: ['logout'], description: "'logout' when the adviser is signing out (the viewer hears logout rather than end)." } },
    },
    response: { '200': { type: 'object', properties: { ...sessionFields, endedBy: { type: 'string', enum: ['ADVISER', 'VIEWER', 'EXPIRED', 'FAILURE'] } }, required: SESSION_REQUIRED } },
  },
  'POST /wealth/cobrowse/v1/sessions/:id/events': {
    summary: 'Send recorded page events',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    ...checkedByHandler(
      `Checked by the handler, not by this schema: the body is a JSON array of event objects (else 400 bad_request); a batch is at most ${MAX_BATCH_BYTES} bytes and an event ${MAX_EVENT_BYTES} (else 413 payload_too_large); a session keeps at most ${MAX_SESSION_EVENTS} events and ${MAX_SESSION_BYTES} bytes (413), and takes events only while CONNECTED (409).`,
    ),
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
