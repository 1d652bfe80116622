// The feedback survey's contract. The specification shows no path for the survey submission: this one is ours.
import { routeSchema } from '../../http/route-schema.js';

const answer = {
  type: 'object',
  properties: {
    mac: { type: 'string', description: 'The signed-in user\'s mac.' },
    websiteName: { type: 'string', description: 'The site the survey was answered on.' },
    appVersion: { type: 'string', description: 'The portal\'s version.' },
    rating: { type: 'integer', description: 'From 1 to 5.' },
    positiveComments: { type: 'string', description: 'What the user liked (may be empty).' },
    negativeComments: { type: 'string', description: 'What the user did not like (may be empty).' },
    receivedAt: { type: 'string', format: 'date-time', description: 'When the sandbox received it.' },
  },
  required: ['mac', 'websiteName', 'appVersion', 'rating', 'positiveComments', 'negativeComments', 'receivedAt'],
} as const;

export const submitFeedback = routeSchema({
  summary: 'Submit a feedback survey answer',
  description: 'The passive feedback survey. `mac` must be the signed-in user\'s.',
  body: {
    type: 'object',
    properties: {
      mac: { type: 'string', description: 'The signed-in user\'s mac.' },
      websiteName: { type: 'string', maxLength: 100, description: 'The site the survey was answered on (required, at most 100 characters).' },
      appVersion: { type: 'string', maxLength: 50, description: 'The portal\'s version (required, at most 50 characters).' },
      rating: { type: 'integer', minimum: 1, maximum: 5, description: 'From 1 to 5.' },
      positiveComments: { type: ['string', 'null'], maxLength: 2000, description: 'What the user liked, at most 2000 characters.' },
      negativeComments: { type: ['string', 'null'], maxLength: 2000, description: 'What the user did not like, at most 2000 characters.' },
    },
    required: ['mac', 'websiteName', 'appVersion', 'rating'],
  },
  response: {
    201: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: { received: { type: 'boolean', const: true }, receivedAt: { type: 'string', format: 'date-time' } },
          required: ['received', 'receivedAt'],
        },
      },
      required: ['data'],
    },
  },
});

export const listFeedback = routeSchema({
  summary: 'Survey answers received',
  description: 'The answers received since the sandbox started (at most 500), optionally for one mac, newest last.',
  querystring: { type: 'object', properties: { mac: { type: 'string', description: 'Only this user\'s answers.' } } },
  response: { 200: { type: 'object', properties: { feedback: { type: 'array', items: answer } }, required: ['feedback'] } },
});
