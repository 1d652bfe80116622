// Screen sharing's contract. The specification shows no screen-share paths: these and their shapes are ours.
import { BACK_TO_PAGE, checkedByHandler, consoleForm, HANDLER_CHECKS, HTML_PAGE, openObject, PAGE_QUERY, routeSchema, type RouteSchema, strings, text } from '../../http/route-schema.js';
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

const sessionId = strings({ id: 'The session.' }, ['id']);
const viewerAction = (summary: string): RouteSchema =>
  routeSchema({ summary, params: sessionId, consumes: ['application/x-www-form-urlencoded'], body: consoleForm(), response: { 303: BACK_TO_PAGE } });

/** The screen-share viewer's pages and a development call (not the wealth APIs). */
export const devSchemas = {
  pin: routeSchema({ summary: "The viewer's PIN page", querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  join: routeSchema({
    summary: 'Join a session by its PIN',
    description: 'A good PIN goes on to the session page; a wrong or used one back to the PIN page with ?error= (wrong PINs are throttled per address).',
    consumes: ['application/x-www-form-urlencoded'],
    body: consoleForm({ pin: 'The PIN the adviser read out.' }),
    response: { 303: { description: 'See Other: the session page, or back to the PIN page with ?error=.' } },
  }),
  session: routeSchema({ summary: "The viewer's page of a session: the adviser's screen, live", params: sessionId, querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  asset: routeSchema({
    summary: "The replayer's script and style (rrweb.js, rrweb.css)",
    params: strings({ name: 'rrweb.js or rrweb.css (anything else is 404).' }, ['name']),
    response: {
      200: { description: 'The file.', content: { 'text/javascript': { schema: { type: 'string' } }, 'text/css': { schema: { type: 'string' } } } },
    },
  }),
  actions: {
    end: viewerAction('End the session as the viewer'),
    cancel: viewerAction('Send cancel as the viewer'),
    logout: viewerAction("Send logout, as the viewer's side does when it signs out"),
    fail: viewerAction('Simulate a connection failure'),
  } as Record<string, RouteSchema>,
  stream: routeSchema({
    summary: "A session's live events for the viewer",
    description: 'Server-sent events: the current state, the stored page events after Last-Event-ID (or ?after=), then each change.',
    params: sessionId,
    querystring: { type: 'object', properties: { after: text('Resume after this event number (as Last-Event-ID).') } },
    response: { 200: { description: 'An event stream.', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
  }),
  expirePin: routeSchema({
    summary: "Expire a session's PIN now (tests)",
    params: sessionId,
    response: { 200: openObject({ expired: { type: 'boolean', const: true } }) },
  }),
} as const;
