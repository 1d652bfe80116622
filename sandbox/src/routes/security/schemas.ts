// The profile pages' contract: the profile picture under the specification's path; ESI details and My security's calls are ours.
import { BACK_TO_PAGE, consoleForm, HTML_PAGE, openObject, PAGE_QUERY, routeSchema, type RouteSchema, text } from '../../http/route-schema.js';

export const schemas = {
  'DELETE /v1/security/sessions/:sessionId': {
    summary: 'Sign a device out',
    params: { type: 'object', properties: { sessionId: { type: 'string' } }, required: ['sessionId'] },
    response: { '204': { description: 'TODO ' } },
  },
  'GET /channel/micro/v3s/preference/profile-picture': {
    summary: "The user's profile picture",
    description: 'The stored image\'s bytes (a blob, not cacheable); 404 when the user has none.',
    response: { 200: { description: 'The image.', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } } },
  },
  'GET /v1/security/authenticator': {
    summary: "The user's authenticator app enrolment",
    response: {
      '200': {
        type: 'object',
        properties: { status: { type: 'string', enum: ['INSTALLED', 'NOT_INSTALLED', 'IN_PROGRESS'] }, expires_at: { type: 'string' }, device_name: { type: 'string' }, activated_at: { type: 'string' } },
        required: ['status'],
      },
    },
  },
  'GET /v1/security/password-policy': {
    summary: 'The password rules',
    response: {
      '200': {
        type: 'object',
        properties: { min_length: { type: 'number' }, max_length: { type: 'number' }, username: { type: 'string' } },
        required: ['min_length', 'max_length', 'username'],
      },
    },
  },
  'GET /v1/security/sessions': {
    summary: "The user's signed-in devices",
    response: {
      '200': {
        type: 'object',
        properties: {
          sessions: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                session_id: { type: 'string' },
                user_agent: { type: 'string' },
                signed_in_at: { type: 'string' },
                last_active_at: { type: 'string' },
                current: { type: 'boolean' },
              },
              required: ['session_id', 'user_agent', 'signed_in_at', 'last_active_at', 'current'],
            },
          },
        },
        required: ['sessions'],
      },
    },
  },
  'GET /wealth/channel/adviser/v1/adviser/esi-details': {
    summary: "The dealer's ESI details",
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              dealerCode: { type: 'string' },
              esiDetails: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    fundName: { type: 'string' },
                    abn: { type: 'string' },
                    usi: { type: 'string' },
                    esa: { type: 'string' },
                    esaProvider: { type: 'string' },
                    contactEmail: { type: 'string' },
                    bsb: { type: 'string' },
                    accountNumber: { type: 'string' },
                    reference: { type: 'string' },
                  },
                  required: ['fundName', 'abn', 'usi', 'esa', 'esaProvider', 'contactEmail', 'bsb', 'accountNumber', 'reference'],
                },
              },
            },
            required: ['dealerCode', 'esiDetails'],
          },
        },
        required: ['data'],
      },
    },
  },
  'POST /channel/micro/v3s/preference/profile-picture': {
    summary: 'Upload a profile picture (multipart)',
    description: 'multipart/form-data with the fields mac (the signed-in user\'s) and document (a PNG or JPEG image).',
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      properties: { mac: { type: ['string', 'null'] }, document: { type: ['string', 'null'], format: 'binary' } },
    },
    response: {
      200: {
        type: 'object',
        properties: { contentType: { type: 'string' }, size: { type: 'integer', description: 'Bytes.' } },
        required: ['contentType', 'size'],
      },
    },
  },
  'POST /v1/security/authenticator/enrolment': {
    summary: 'Start authenticator app enrolment',
    response: {
      '201': {
        type: 'object',
        properties: { status: { type: 'string' }, enrolment_code: { type: 'string' }, activation_url: { type: 'string' }, expires_at: { type: 'string' } },
        required: ['status', 'enrolment_code', 'activation_url', 'expires_at'],
      },
    },
  },
  'POST /v1/security/password': {
    summary: 'Change the password (after a step-up)',
    body: { type: 'object', properties: { current_password: { type: ['string', 'null'] }, new_password: { type: ['string', 'null'] } } },
    response: { '200': { type: 'object', properties: { changed_at: { type: 'string' } }, required: ['changed_at'] } },
  },
  'POST /v1/security/step-up': {
    summary: 'Start a step-up challenge',
    response: {
      '201': {
        type: 'object',
        properties: { challenge_id: { type: 'string' }, channel: { type: 'string' }, expires_in: { type: 'number' }, max_attempts: { type: 'number' } },
        required: ['challenge_id', 'channel', 'expires_in', 'max_attempts'],
      },
    },
  },
  'POST /v1/security/step-up/:challengeId/verify': {
    summary: 'Answer a step-up challenge',
    params: { type: 'object', properties: { challengeId: { type: 'string' } }, required: ['challengeId'] },
    body: { type: 'object', properties: { code: { type: ['string', 'null'] } } },
    response: {
      '200': {
        type: 'object',
        properties: { step_up_token: { type: 'string' }, expires_in: { type: 'number' } },
        required: ['step_up_token', 'expires_in'],
      },
    },
  },
} as const satisfies Record<string, RouteSchema>;

/** The sandbox's consoles and development call for sign-in security (not the wealth APIs). */
export const devSchemas = {
  adviserPhone: routeSchema({
    summary: "The adviser's phone: the step-up codes sent to a user",
    querystring: { type: 'object', properties: { user: text('The username whose messages to show.') } },
    response: { 200: HTML_PAGE },
  }),
  authenticator: routeSchema({ summary: "The adviser's authenticator app", querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  activate: routeSchema({
    summary: 'Activate an authenticator enrolment, as scanning its QR code does',
    consumes: ['application/x-www-form-urlencoded'],
    body: consoleForm({ code: 'The enrolment code the portal shows.', device: 'A name for the device.' }),
    response: { 303: BACK_TO_PAGE },
  }),
  reset: routeSchema({
    summary: "Reset a user's password to demo and forget their authenticator and step-up state",
    body: { type: 'object', properties: { username: text('The user.') }, required: ['username'] },
    response: { 200: openObject({ username: { type: 'string' }, password: { type: 'string', const: 'demo' } }) },
  }),
} as const;
