// Feature flags of one brand family (001 §3, §6; 000 §6): releases, operations (switches flipped on a
// live release, applied after releases) and experiments per environment (never in production).
// Addressed as `area.feature`. config/feature-flags/{mgl,oasis,perpetual}.json.
import type { FromSchema } from 'json-schema-to-ts';
import { camelId, note, schemaRef } from './common.ts';

const flagGroup = {
  type: 'object',
  description: 'Flags by area, then by feature: { "search": { "cashTransactions": true } }.',
  propertyNames: camelId,
  additionalProperties: {
    type: 'object',
    propertyNames: camelId,
    additionalProperties: { type: 'boolean' },
  },
} as const;

export const featureFlagsSchema = {
  title: 'Feature flags',
  description: 'Feature flags of one brand family: config/feature-flags/<brand>.json.',
  type: 'object',
  additionalProperties: false,
  required: ['releases'],
  properties: {
    $schema: schemaRef,
    description: note,
    releases: { ...flagGroup, description: 'What is released, in every environment.' },
    operations: { ...flagGroup, description: 'Switches that override releases, e.g. to turn a feature off.' },
    experiments: {
      type: 'object',
      // No production group: experiments never apply there (CONTRACT.md), so one is refused, not ignored.
      description: 'Extra flags per environment, applied after releases and operations. Never in production.',
      additionalProperties: false,
      properties: {
        dev: flagGroup,
        sit: flagGroup,
        uat: flagGroup,
        lab: flagGroup,
        beta: flagGroup,
      },
    },
  },
} as const;

export type FeatureFlagsConfig = FromSchema<typeof featureFlagsSchema>;
export type FlagGroup = FromSchema<typeof flagGroup>;
