// The user's details, preferences, security preference and feature switches: the contract. The specification
// shows the preference and security preference paths; the user details and feature properties paths are ours.
import { routeSchema } from '../../http/route-schema.js';

const instant = { type: ['string', 'null'], format: 'date-time' } as const;

export const userDetails = routeSchema({
  summary: 'The signed-in user\'s details',
  description: 'Who the user is, the brand and badges they signed in under and their feature flags. lastLogin is the sign-in before this session\'s.',
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            mac: { type: 'string', description: 'The user\'s id.' },
            firstName: { type: 'string' },
            lastName: { type: 'string' },
            lastLogin: { ...instant, description: 'The sign-in before this session\'s; null on a first sign-in.' },
            securityAttributes: {
              type: 'object',
              properties: { lastLogin: instant, lastPasswordChange: instant },
              required: ['lastLogin', 'lastPasswordChange'],
            },
            brand: { type: 'string', description: 'The brand family: Mgl, Oasis or Perpetual.' },
            loginBadge: { type: 'string' },
            childBadge: { type: 'string' },
            badges: { type: 'array', items: { type: 'string' } },
            supportedBrandProducts: {
              type: 'object',
              description: 'The products the user may see, per brand (mgl, ybr, ...).',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
            flags: { type: 'object', description: 'Feature flags by name.', additionalProperties: { type: 'boolean' } },
            dealerRestricted: { type: 'boolean' },
            dealerCode: { type: ['string', 'null'] },
          },
          required: ['mac', 'firstName', 'lastName', 'lastLogin', 'securityAttributes', 'brand', 'loginBadge', 'childBadge', 'badges', 'supportedBrandProducts', 'flags', 'dealerRestricted', 'dealerCode'],
        },
      },
      required: ['data'],
    },
  },
});

export const featureProperties = routeSchema({
  summary: 'The brand\'s feature switches',
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'object', description: 'Whether each feature is on, by key.', additionalProperties: { type: 'boolean' } } },
      required: ['data'],
    },
  },
});

const entry = {
  type: 'object',
  properties: { key: { type: 'string' }, value: { description: 'Any JSON value.' } },
  required: ['key', 'value'],
} as const;

export const preferenceEntries = routeSchema({
  summary: 'Read user preferences',
  description: 'The stored entries of the keys asked for (a key never set is absent).',
  querystring: {
    type: 'object',
    properties: { key: { type: ['string', 'array'], items: { type: 'string' }, description: 'Comma list of preference keys (or the parameter repeated).' } },
  },
  response: { 200: { type: 'object', properties: { entries: { type: 'array', items: entry } }, required: ['entries'] } },
});

export const savePreference = routeSchema({
  summary: 'Save a user preference',
  params: { type: 'object', properties: { key: { type: 'string', description: '1 to 100 letters, digits, _ . or -.' } }, required: ['key'] },
  body: { type: 'object', properties: { value: { description: 'Any JSON value.' } }, required: ['value'] },
  response: { 200: entry },
});

const securityPreference = {
  type: 'object',
  properties: { key: { type: 'string' }, value: { type: ['string', 'null'], description: 'null: never set and no default.' } },
  required: ['key', 'value'],
} as const;

export const getSecurityPreference = routeSchema({
  summary: 'Read a security preference',
  description: 'SECURITY_LEVEL defaults to Enhanced.',
  querystring: { type: 'object', properties: { key: { type: 'string', description: 'The key, e.g. SECURITY_LEVEL.' } } },
  response: { 200: securityPreference },
});

export const setSecurityPreference = routeSchema({
  summary: 'Save a security preference',
  body: {
    type: 'object',
    properties: { key: { type: 'string', description: 'Capitals, digits and _, e.g. SECURITY_LEVEL.' }, value: { type: 'string', minLength: 1, maxLength: 200 } },
    required: ['key', 'value'],
  },
  response: { 200: securityPreference },
});
