// policy/actions.json: who may do what (docs/architecture.md "One policy"). Each action names the resource it
// acts on and what the caller must hold; the sandbox and the gateway both decide with policy/decide.ts.
import type { FromSchema } from 'json-schema-to-ts';
import { copyKey, note, schemaRef } from './common.ts';

export const accessLevels = ['VIEW', 'LIMITED', 'FULL'] as const;
export const paymentAccessLevels = ['NONE', 'VIEW', 'LIMITED', 'FULL'] as const;
export const policyRoles = ['adviser', 'dealerStaff'] as const;
/** A dotted action name, as policy/actions.json keys them and routes' policy.json files name them. */
export const actionName = { type: 'string', pattern: '^[a-z]+(\\.[a-z][A-Za-z]*)+$', patternErrorMessage: "must be a dotted name like 'payment.cancel'" } as const;

export const resourceKinds = ['none', 'user', 'account', 'client', 'payment', 'case', 'conversation', 'screenshare', 'group', 'application'] as const;
/** Why decide() refuses (policy/decide.ts DenyReason), in the order it checks. */
export const denyReasons = ['ROLE', 'FLAG_OFF', 'NOT_FOUND', 'ACCESS', 'PAYMENT_PERMISSION'] as const;
export const credentials = ['bearerToken', 'refreshToken'] as const;

/** A key of config/copy, with the values of its {placeholders} where it has any. */
const copyText = {
  oneOf: [
    copyKey,
    {
      type: 'object',
      additionalProperties: false,
      required: ['key', 'values'],
      properties: {
        key: copyKey,
        values: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  ],
} as const;

const action = {
  type: 'object',
  additionalProperties: false,
  required: ['resource', 'summary'],
  properties: {
    summary: { type: 'string', minLength: 1, description: 'What the action is, for the reader of the table.' },
    resource: {
      enum: resourceKinds,
      description:
        "What the action acts on. 'none': the caller's own data, scoped by the query; 'user': a user id that must be the caller's; " +
        'any other kind must be visible to the caller (an invisible one answers 404, like an unknown one).',
    },
    owned: { type: 'boolean', description: 'The resource must have been started by the caller (a chat, a screen share).' },
    access: {
      oneOf: [{ enum: accessLevels }, { const: 'requestType' }],
      description: "The least account access the caller must hold; 'requestType': the level the request type's indexation row asks.",
    },
    paymentAccess: {
      type: 'array',
      items: { enum: paymentAccessLevels },
      minItems: 1,
      uniqueItems: true,
      description: "The payment permissions on the account that allow the action (canMakePayment is 'LIMITED' or 'FULL').",
    },
    flag: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)+$', description: "A brand feature flag that must be on (config/flags.json); decided where flags are known (the gateway)." },
    roles: { type: 'array', items: { enum: policyRoles }, minItems: 1, uniqueItems: true, description: 'The roles that may act; every role when absent.' },
    credential: {
      enum: credentials,
      description:
        "What proves the caller: the sign-in's bearer token (when absent), or 'refreshToken', a refresh token the action itself " +
        'takes (renewing or ending a sign-in, when the access token may already be spent). Checked before the policy.',
    },
    copy: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(denyReasons.map((reason) => [reason, copyText])) as Record<(typeof denyReasons)[number], typeof copyText>,
      description:
        "The portal's words for a refusal, by decide()'s reason: a key of config/copy (the gateway answers with it; the API " +
        "families answer `denied.message`). A reason without one says the catalogue's 'policy.forbidden' or 'policy.notFound'.",
    },
    denied: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: { code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' }, message: { type: 'string', minLength: 1 } },
      description: 'The code and message of a 403 for this action (the API families already answer with them).',
    },
  },
} as const;

export const policySchema = {
  title: 'Authorisation policy',
  description: 'policy/actions.json: every action on a resource and what the caller must hold to take it.',
  type: 'object',
  additionalProperties: false,
  required: ['actions'],
  properties: {
    $schema: schemaRef,
    description: note,
    actions: {
      type: 'object',
      propertyNames: actionName,
      additionalProperties: action,
    },
  },
} as const;

export type PolicyFile = FromSchema<typeof policySchema>;
export type PolicyAction = FromSchema<typeof action>;
export type AccessLevel = (typeof accessLevels)[number];
export type PaymentAccess = (typeof paymentAccessLevels)[number];
export type PolicyRole = (typeof policyRoles)[number];
export type ResourceKind = (typeof resourceKinds)[number];
export type DenyReason = (typeof denyReasons)[number];
