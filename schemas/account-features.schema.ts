// Account feature configuration per brand and environment (000 §6: the "supported brand product
// config" that rules check with `config: "accountGroup.enabled"`). config/account-features.json.
import type { FromSchema } from 'json-schema-to-ts';
import { brandKeys, note, schemaRef } from './common.ts';

export const accountFeatureNames = [
  'accountGroup',
  'feesCalculator',
  'accountOpening',
  'pendingApplications',
  'wrapStatements',
  'wrapAccountDetailsEnhancement',
] as const;
export type AccountFeatureName = (typeof accountFeatureNames)[number];

const feature = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled'],
  properties: { enabled: { type: 'boolean' } },
} as const;

const featureProperties = {
  accountGroup: { ...feature, description: 'Account (Wrap) groups: search, create, edit, close.' },
  feesCalculator: { ...feature, description: 'The fee calculator menu item and page.' },
  accountOpening: { ...feature, description: 'Open an account (tiles).' },
  pendingApplications: { ...feature, description: 'Pending applications.' },
  wrapStatements: { ...feature, description: 'Statement groups and Wrap statements.' },
  wrapAccountDetailsEnhancement: { ...feature, description: 'The enhanced Wrap account details page.' },
} as const;

/** `default` must name every feature; an environment lists only what differs from default. */
export const brandAccountFeaturesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['default'],
  properties: {
    default: { type: 'object', additionalProperties: false, required: accountFeatureNames, properties: featureProperties },
    dev: { type: 'object', additionalProperties: false, properties: featureProperties },
    sit: { type: 'object', additionalProperties: false, properties: featureProperties },
    uat: { type: 'object', additionalProperties: false, properties: featureProperties },
    lab: { type: 'object', additionalProperties: false, properties: featureProperties },
    beta: { type: 'object', additionalProperties: false, properties: featureProperties },
    production: { type: 'object', additionalProperties: false, properties: featureProperties },
  },
} as const;

export const accountFeaturesSchema = {
  title: 'Account features',
  description: 'Account features per brand family and environment: config/account-features.json.',
  type: 'object',
  additionalProperties: false,
  required: ['brands'],
  properties: {
    $schema: schemaRef,
    description: note,
    brands: {
      type: 'object',
      additionalProperties: false,
      required: brandKeys,
      properties: { mgl: brandAccountFeaturesSchema, oasis: brandAccountFeaturesSchema, perpetual: brandAccountFeaturesSchema },
    },
  },
} as const;

export type AccountFeaturesConfig = FromSchema<typeof accountFeaturesSchema>;
export type BrandAccountFeatures = FromSchema<typeof brandAccountFeaturesSchema>;
