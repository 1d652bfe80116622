// Permission rules (001 §3, §6; CONTRACT.md): the checks, the rule item, the brand-keyed and named forms,
// and config/rules.json. Self-contained (no $ref) so other schemas can embed `ruleSchema` as a property.
import type { FromSchema } from 'json-schema-to-ts';

const nameList = {
  type: 'array',
  items: { type: 'string', minLength: 1 },
  minItems: 1,
  uniqueItems: true,
} as const;

// `area.feature` style addresses; both parts are identifiers so `accountGroup.enable d` or a stray space fails.
// (patternErrorMessage is the plain-English hint VS Code and the config host show on a mismatch.)
const dottedName = {
  type: 'string',
  pattern: '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)+$',
  patternErrorMessage: "must be a dotted name like 'accountGroup.enabled'",
} as const;
const identifier = {
  type: 'string',
  pattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternErrorMessage: "must be a name like 'wrapDealerLevelAccessFlag' (letters and digits)",
} as const;

export const brandKeys = ['mgl', 'oasis', 'perpetual'] as const;

export const checksSchema = {
  type: 'object',
  description: 'Permission checks: every key is optional and every present key must pass.',
  additionalProperties: false,
  properties: {
    badges: { ...nameList, description: 'The user holds at least one of these child badges.' },
    multipleBadges: {
      ...nameList,
      minItems: 2,
      description: 'The user holds more than one of these child badges.',
    },
    products: {
      type: 'array',
      items: {
        type: 'string',
        pattern: '^[A-Z][A-Za-z]*$',
        patternErrorMessage: "must be a product name like 'Wrap', 'Vision' or 'Cash'",
      },
      minItems: 1,
      uniqueItems: true,
      description: 'The user holds at least one of these products (Wrap, Vision, Cash, ...), across brands.',
    },
    brands: {
      type: 'array',
      items: { enum: brandKeys },
      minItems: 1,
      uniqueItems: true,
      description: "The user's brand family is one of these.",
    },
    config: {
      ...dottedName,
      description: 'An account feature property for the brand and environment is true, e.g. accountGroup.enabled.',
    },
    flag: { ...identifier, description: 'A user flag is true, e.g. wrapDealerLevelAccessFlag.' },
    featureEnabledProperty: {
      ...dottedName,
      description: 'A remote feature-enabled property is true, e.g. accountGroup.enabled.',
    },
    featureFlag: {
      type: 'object',
      description: 'A resolved feature flag is on; a feature starting with ! must be off.',
      additionalProperties: false,
      required: ['area', 'feature'],
      properties: {
        area: identifier,
        feature: {
          type: 'string',
          pattern: '^!?[A-Za-z][A-Za-z0-9]*$',
          patternErrorMessage: "must be a feature name like 'cashTransactions', or '!cashTransactions' for off",
        },
      },
    },
  },
} as const;

export const ruleItemSchema = {
  type: 'object',
  description:
    'AND (permissions), OR (any of orPermissions), NOT (no check inside notPermissions passes), ' +
    'possibleSelections (the user holds one of these badges). An empty item allows.',
  additionalProperties: false,
  properties: {
    description: { type: 'string', description: 'Why the rule exists; ignored by the engine.' },
    permissions: checksSchema,
    orPermissions: { type: 'array', items: checksSchema, minItems: 1 },
    notPermissions: checksSchema,
    possibleSelections: nameList,
  },
} as const;

export const brandKeyedRuleSchema = {
  type: 'object',
  description: "A rule item per brand family: the user's brand key, else `all`, else allowed.",
  additionalProperties: false,
  minProperties: 1,
  properties: {
    description: { type: 'string' },
    mgl: ruleItemSchema,
    oasis: ruleItemSchema,
    perpetual: ruleItemSchema,
    all: ruleItemSchema,
  },
} as const;

export const ruleNameSchema = {
  type: 'string',
  pattern: '^[a-z][A-Za-z0-9]*$',
  patternErrorMessage: "must be a rule name like 'wrapOrVision' (camelCase)",
  description: 'The name of an entry of config/rules.json.',
} as const;

// anyOf, not oneOf: `{ "description": "..." }` is both an empty item and a brand-keyed object, and both allow.
export const ruleSchema = {
  anyOf: [ruleNameSchema, ruleItemSchema, brandKeyedRuleSchema],
} as const;

export const rulesFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rules'],
  properties: {
    $schema: { type: 'string' },
    description: { type: 'string' },
    rules: {
      type: 'object',
      propertyNames: ruleNameSchema,
      additionalProperties: ruleSchema,
    },
  },
} as const;

export type Checks = FromSchema<typeof checksSchema>;
export type RuleItem = FromSchema<typeof ruleItemSchema>;
export type BrandKeyedRule = FromSchema<typeof brandKeyedRuleSchema>;
export type Rule = FromSchema<typeof ruleSchema>;
export type RulesFile = FromSchema<typeof rulesFileSchema>;
export type BrandKey = (typeof brandKeys)[number];
