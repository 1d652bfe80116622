// External link targets (001 §2.2): per target, a URL per child badge (or `*` for any badge) for each
// link environment. config/links.json.
import type { FromSchema } from 'json-schema-to-ts';
import { kebabId, note, schemaRef } from './common.ts';

/** 001 §2.2: "External URLs carry placeholders for product, business venture, client id, solutions and solutions filter." */
export const linkPlaceholders = ['product', 'businessVenture', 'clientId', 'solutions', 'solutionsFilter'] as const;

const linkUrl = {
  type: 'string',
  pattern: `^https?://([^\\s{}]|\\{(${linkPlaceholders.join('|')})\\})+$`,
  patternErrorMessage: `must be a web address starting with https://; placeholders allowed: ${linkPlaceholders
    .map((p) => `{${p}}`)
    .join(', ')}`,
} as const;

const urlsByBadge = {
  type: 'object',
  description: "The address per child badge; '*' is used for any badge not listed.",
  minProperties: 1,
  propertyNames: {
    type: 'string',
    pattern: '^(\\*|[A-Z][A-Za-z0-9]*)$',
    patternErrorMessage: "must be a child badge name like 'MacquarieWrap', or '*' for every other badge",
  },
  additionalProperties: linkUrl,
} as const;

const linkTarget = {
  type: 'object',
  additionalProperties: false,
  required: ['default'],
  properties: {
    description: note,
    default: { ...urlsByBadge, description: 'Used in every environment except where uat or sit says otherwise.' },
    uat: { ...urlsByBadge, description: 'UAT only; a badge not listed here falls back to default.' },
    sit: { ...urlsByBadge, description: 'SIT only; a badge not listed here falls back to default.' },
  },
} as const;

export const linksSchema = {
  title: 'External link targets',
  description: 'Where external menu items and links go, per badge and environment: config/links.json.',
  type: 'object',
  additionalProperties: false,
  required: ['targets'],
  properties: {
    $schema: schemaRef,
    description: note,
    targets: {
      type: 'object',
      description: "Link targets by id; navigation items name them in 'target'.",
      propertyNames: kebabId,
      additionalProperties: linkTarget,
    },
  },
} as const;

export type LinksConfig = FromSchema<typeof linksSchema>;
export type LinkTarget = FromSchema<typeof linkTarget>;
