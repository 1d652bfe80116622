// Live chat's contract. The specification shows no chat paths: these and their shapes are ours.
import { BACK_TO_PAGE, consoleForm, HTML_PAGE, PAGE_QUERY, routeSchema, type RouteSchema, strings } from '../../http/route-schema.js';

/** One conversation, as every conversation call answers it. */
const conversation = {
  type: 'object',
  properties: {
    conversationId: { type: 'string' },
    kind: { type: 'string', enum: ['LIVE', 'ASYNC'] },
    status: { type: 'string', enum: ['BOT', 'QUEUED', 'ACTIVE', 'ENDED'] },
    topic: { type: ['string', 'null'] },
    subOption: { type: ['string', 'null'] },
    context: {
      type: ['object', 'null'],
      description: 'What the chat is about (a page and its reference), or null.',
      properties: { name: { type: 'string' }, referenceId: { type: ['string', 'null'] } },
      required: ['name'],
    },
    agentName: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    endedAt: { type: ['string', 'null'] },
  },
  required: ['conversationId', 'kind', 'status', 'topic', 'subOption', 'context', 'agentName', 'createdAt', 'endedAt'],
} as const;

/** One message of a conversation. */
const message = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    conversationId: { type: 'string' },
    source: { type: 'string', enum: ['user', 'system', 'agent', 'chatbot'] },
    type: { type: 'string', enum: ['text', 'human'] },
    text: { type: 'string' },
    timestamp: { type: 'string' },
    agentName: { type: ['string', 'null'] },
    entryType: { type: ['string', 'null'] },
  },
  required: ['id', 'conversationId', 'source', 'type', 'text', 'timestamp', 'agentName', 'entryType'],
} as const;

export const schemas = {
  'GET /wealth/chat/v1/availability': {
    summary: 'Whether live chat is open now',
    response: {
      '200': {
        type: 'object',
        properties: { data: { type: 'object', properties: { live: { type: 'boolean' }, async: { type: 'boolean' } }, required: ['live', 'async'] } },
        required: ['data'],
      },
    },
  },
  'GET /wealth/chat/v1/conversations': {
    summary: "The user's conversations",
    response: {
      '200': {
        type: 'object',
        properties: {
          data: { type: 'array', items: conversation },
        },
        required: ['data'],
      },
    },
  },
  'GET /wealth/chat/v1/conversations/:id': {
    summary: 'One conversation',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    response: {
      '200': {
        type: 'object',
        properties: { data: conversation },
        required: ['data'],
      },
    },
  },
  'GET /wealth/chat/v1/conversations/:id/messages': {
    summary: "A conversation's messages",
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    querystring: { type: 'object', properties: { after: { type: 'string' }, limit: { type: 'string', description: 'At most this many messages, 1 to 500 (default 200).' } } },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: { type: 'array', items: message },
          meta: { type: 'object', properties: { cursor: { type: 'string' }, hasMore: { type: 'boolean' } }, required: ['cursor', 'hasMore'] },
        },
        required: ['data', 'meta'],
      },
    },
  },
  'GET /wealth/chat/v1/conversations/async': {
    summary: "The user's asynchronous conversations",
    response: {
      '200': {
        type: 'object',
        properties: {
          data: { ...conversation, type: ['object', 'null'] },
        },
        required: ['data'],
      },
    },
  },
  'POST /wealth/chat/v1/conversations': {
    summary: 'Start a conversation',
    body: {
      type: 'object',
      properties: {
        kind: { type: ['string', 'null'] },
        topic: { type: ['string', 'null'] },
        subOption: { type: ['string', 'null'] },
        context: { type: ['object', 'null'], properties: { name: { type: ['string', 'null'] }, referenceId: { type: ['string', 'null'] } } },
      },
    },
    response: {
      '201': {
        type: 'object',
        properties: { data: conversation },
        required: ['data'],
      },
      '200': {
        type: 'object',
        properties: { data: conversation },
        required: ['data'],
      },
    },
  },
  'POST /wealth/chat/v1/conversations/:id/end': {
    summary: 'End a conversation',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    response: {
      '200': {
        type: 'object',
        properties: { data: conversation },
        required: ['data'],
      },
    },
  },
  'POST /wealth/chat/v1/conversations/:id/human': {
    summary: 'Ask for a human agent',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: conversation,
          meta: {
            type: 'object',
            properties: {
              messages: { type: 'array', items: message },
            },
            required: ['messages'],
          },
        },
        required: ['data', 'meta'],
      },
    },
  },
  'POST /wealth/chat/v1/conversations/:id/messages': {
    summary: 'Send a message',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    body: { type: 'object', properties: { text: { type: ['string', 'null'] } } },
    response: {
      '201': {
        type: 'object',
        properties: {
          data: { type: 'array', items: message },
          meta: {
            type: 'object',
            properties: {
              conversation,
            },
            required: ['conversation'],
          },
        },
        required: ['data', 'meta'],
      },
    },
  },
} as const satisfies Record<string, RouteSchema>;

const conversationId = strings({ id: 'The conversation.' }, ['id']);
const agentAction = (summary: string, fields: Record<string, string> = {}): RouteSchema =>
  routeSchema({ summary, params: conversationId, consumes: ['application/x-www-form-urlencoded'], body: consoleForm(fields), response: { 303: BACK_TO_PAGE } });

/** The chat agent's console (not the wealth APIs). */
export const devSchemas = {
  queue: routeSchema({ summary: "The chat agent's queue", querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  availability: routeSchema({
    summary: 'Set the agents online or offline',
    consumes: ['application/x-www-form-urlencoded'],
    body: consoleForm({ online: 'true to go online, anything else offline.' }),
    response: { 303: BACK_TO_PAGE },
  }),
  conversation: routeSchema({ summary: 'One conversation, as the agent sees it', params: conversationId, querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  actions: {
    '/accept': agentAction('Accept a conversation as an agent', { agentName: "The agent's name (letters, spaces, ' . -; at most 40)." }),
    '/reply': agentAction('Reply as the agent', { text: 'The message.' }),
    '/end': agentAction('End the conversation as the agent'),
  } as Record<string, RouteSchema>,
} as const;
