// Behaviour tracking's contract. The specification gives the health check's path; the log collector's and the
// heartbeat's paths and the log entry format are ours.
import { routeSchema } from '../../http/route-schema.js';
import { LOG_TYPES } from './log-types.js';

const entry = {
  type: 'object',
  description: 'A log entry as the portal sent it (with the signed-in mac), any token-like value cut to its last four characters.',
  properties: { type: { type: 'string', enum: LOG_TYPES } },
  required: ['type'],
  additionalProperties: true,
} as const;

export const collectLogs = routeSchema({
  summary: 'The log collector',
  description: `One JSON log entry a line (text/plain, at most 200 lines and 64 KiB), each with a \`type\`: ${LOG_TYPES.join(', ')}. The entries are recorded as the signed-in user's whatever mac they name.`,
  consumes: ['text/plain'],
  body: { type: 'string', description: 'Newline-separated JSON objects.' },
  response: {
    202: {
      type: 'object',
      properties: { data: { type: 'object', properties: { accepted: { type: 'integer', description: 'How many entries were recorded.' } }, required: ['accepted'] } },
      required: ['data'],
    },
  },
});

export const heartbeat = routeSchema({
  summary: 'The tracking SDK\'s heartbeat',
  description: 'Answering means the tracking SDK is alive.',
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'object', properties: { alive: { type: 'boolean', const: true }, at: { type: 'string', format: 'date-time' } }, required: ['alive', 'at'] } },
      required: ['data'],
    },
  },
});

export const healthCheck = routeSchema({
  summary: 'Behaviour tracking health check',
  description: 'The portal reports the tracking script\'s state. customerID must be the signed-in user\'s mac (else 403).',
  body: {
    type: 'object',
    properties: {
      jsStatus: { type: 'string', minLength: 1, maxLength: 64, description: 'The tracking script\'s state.' },
      customerID: { type: 'string', minLength: 1, maxLength: 64, description: 'The signed-in user\'s mac.' },
      customerSessionID: { type: 'string', minLength: 1, maxLength: 128, description: 'The tracking session id.' },
    },
    required: ['jsStatus', 'customerID', 'customerSessionID'],
  },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'object', properties: { received: { type: 'boolean', const: true } }, required: ['received'] } },
      required: ['data'],
    },
  },
});

export const trackingLogs = routeSchema({
  summary: 'Log entries received',
  querystring: { type: 'object', properties: { mac: { type: 'string', description: 'Only this user\'s.' }, type: { type: 'string', description: 'Only this type.' } } },
  response: {
    200: {
      type: 'object',
      properties: {
        logs: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              mac: { type: 'string', description: 'The signed-in user who posted it.' },
              type: { type: 'string' },
              receivedAt: { type: 'string', format: 'date-time' },
              traceparent: { type: 'string', description: 'The trace context the collector call carried.' },
              entry,
            },
            required: ['mac', 'type', 'receivedAt', 'entry'],
          },
        },
      },
      required: ['logs'],
    },
  },
});

export const healthChecks = routeSchema({
  summary: 'Health checks received',
  querystring: { type: 'object', properties: { mac: { type: 'string', description: 'Only this user\'s.' } } },
  response: {
    200: {
      type: 'object',
      properties: {
        healthChecks: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              mac: { type: 'string' },
              jsStatus: { type: 'string' },
              customerID: { type: 'string' },
              customerSessionID: { type: 'string' },
              receivedAt: { type: 'string', format: 'date-time' },
              sessionIdHeader: { type: 'string', description: 'The x-session-id header the call carried.' },
            },
            required: ['mac', 'jsStatus', 'customerID', 'customerSessionID', 'receivedAt'],
          },
        },
      },
      required: ['healthChecks'],
    },
  },
});

export const clearTracking = routeSchema({
  summary: 'Forget what tracking received',
  response: {
    200: {
      type: 'object',
      properties: { cleared: { type: 'object', properties: { logs: { type: 'integer' }, healthChecks: { type: 'integer' } }, required: ['logs', 'healthChecks'] } },
      required: ['cleared'],
    },
  },
});
