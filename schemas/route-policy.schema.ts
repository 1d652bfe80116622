// sandbox/src/routes/<id>/policy.json: the policy action each of the folder's /api/ routes takes
// (policy/README.md). A route that names none stops the sandbox at start.
import type { FromSchema } from 'json-schema-to-ts';
import { note, schemaRef } from './common.ts';
import { actionName } from './policy.schema.ts';

const binding = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: {
    action: { ...actionName, description: 'An action of policy/actions.json.' },
    resource: {
      type: 'string',
      pattern: '^(params|query|body)(\\.[A-Za-z_][A-Za-z0-9_]*)+\\??$',
      description: "Where the resource id sits in the request ('params.id', 'body.account_details.account_number'); a trailing ? when it may be absent.",
    },
    errors: { enum: ['payments'], description: "The API family whose error shape a refusal takes (default: the sandbox's coded shape)." },
  },
} as const;

export const routePolicySchema = {
  title: 'Route policy',
  description: "A sandbox routes folder's policy.json: 'METHOD /path' (below /api) → the action it takes.",
  type: 'object',
  additionalProperties: false,
  required: ['routes'],
  properties: {
    $schema: schemaRef,
    description: note,
    routes: {
      type: 'object',
      propertyNames: { type: 'string', pattern: '^(GET|POST|PUT|PATCH|DELETE) /\\S*$', patternErrorMessage: "must be 'METHOD /path' like 'POST /wealth/payments/v2/validate'" },
      additionalProperties: binding,
    },
  },
} as const;

export type RoutePolicyFile = FromSchema<typeof routePolicySchema>;
export type RouteBinding = FromSchema<typeof binding>;
