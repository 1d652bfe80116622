// The copy catalogue (docs/architecture.md "Config as data"; every user-visible string is here): a flat map
// of copy key to en-AU text, with {name}-style placeholders. config/copy/en-AU.json. Brands replace
// single strings through `copy` in config/brands/<brand>.json.
import type { FromSchema } from 'json-schema-to-ts';
import { copyKeyPattern } from './common.ts';

export const copySchema = {
  title: 'Copy catalogue',
  description: 'Every user-visible string, by key: config/copy/en-AU.json.',
  type: 'object',
  properties: { $schema: { type: 'string', description: 'The JSON Schema of this file (for editors).' } },
  propertyNames: {
    type: 'string',
    pattern: `^(\\$schema|${copyKeyPattern})$`,
    patternErrorMessage: "must be a copy key like 'shell.header.logout' (dot-separated words)",
  },
  additionalProperties: { type: 'string', minLength: 1 },
} as const;

export type CopyCatalogue = FromSchema<typeof copySchema>;
