// The feature flag registry (issue 10): every flag declared exactly once, with what it does and its
// default. config/flags.json. Brand flag files (feature-flags/<brand>.json) may only set declared flags,
// and rules and plugin manifests may only name them, so a misspelt flag is refused with a did-you-mean.
import type { FromSchema } from 'json-schema-to-ts';
import { note, schemaRef } from './common.ts';

export const flagKeyPattern = '^[a-z][A-Za-z0-9]*\\.[a-z][A-Za-z0-9]*$';

const flag = {
  type: 'object',
  additionalProperties: false,
  required: ['description', 'default'],
  properties: {
    description: { type: 'string', minLength: 1, description: 'What turning the flag on does, for product owners.' },
    default: { type: 'boolean', description: 'The value when no brand file sets it.' },
  },
} as const;

export const flagsSchema = {
  title: 'Feature flags (declared)',
  description: 'config/flags.json: every feature flag the portal reads, as area.feature, declared once.',
  type: 'object',
  additionalProperties: false,
  required: ['flags'],
  properties: {
    $schema: schemaRef,
    description: note,
    flags: {
      type: 'object',
      propertyNames: { type: 'string', pattern: flagKeyPattern, patternErrorMessage: "must be area.feature, like 'payments.make'" },
      additionalProperties: flag,
    },
  },
} as const;

export type FlagsFile = FromSchema<typeof flagsSchema>;
