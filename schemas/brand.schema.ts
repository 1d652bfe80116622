// A brand family (001 §1, §2.3, §2.8; 000 §1, §9): its login badge, theme, logos, favicons, assist
// number, login paths per environment, help links, copy overrides and child badges.
// One file per family: config/brands/{mgl,oasis,perpetual}.json.
import type { FromSchema } from 'json-schema-to-ts';
import { assetPath, badgeName, brandKeys, camelId, colour, copyKey, note, schemaRef, url } from './common.ts';

export const products = ['Cash', 'Wrap', 'Vision'] as const;

const logo = {
  type: 'object',
  additionalProperties: false,
  required: ['src', 'alt'],
  properties: {
    src: assetPath,
    alt: { type: 'string', minLength: 1, description: 'What a screen reader says for the logo.' },
  },
} as const;

const favicon = {
  type: 'object',
  additionalProperties: false,
  required: ['default', 'redDot'],
  properties: {
    default: assetPath,
    redDot: { ...assetPath, description: 'Shown while there are unread notifications.' },
  },
} as const;

/** `{authBaseUrl}` is the gateway's sign-in service (the sandbox by default); `{loginBadge}` the brand's. */
const loginPath = {
  type: 'string',
  pattern: '^(https?://[^\\s{}/]+|\\{authBaseUrl\\})(/([^\\s{}]|\\{loginBadge\\})*)?$',
  patternErrorMessage:
    'must be a web address starting with https:// or {authBaseUrl}; the only other placeholder is {loginBadge}',
} as const;

const badge = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'businessVentures', 'products'],
  properties: {
    label: { type: 'string', minLength: 1, description: 'The name advisers see, e.g. in the badge selection.' },
    description: note,
    businessVentures: {
      type: 'array',
      description: 'Business ventures (000 §9) of the badge. A badge with none is dropped from selection (002 §6).',
      items: {
        type: 'string',
        pattern: '^[A-Z]{2,10}$',
        patternErrorMessage: "must be a business venture code like 'MPM' (capital letters)",
      },
      uniqueItems: true,
    },
    products: {
      type: 'array',
      description: 'Products a user holding this badge can have access to.',
      items: { enum: products },
      uniqueItems: true,
    },
    logo: { ...logo, description: "Replaces the brand's logo for users of this badge." },
    favicon: { ...favicon, description: "Replaces the brand's favicons for users of this badge." },
  },
} as const;

export const brandSchema = {
  title: 'Brand family',
  description: 'One brand family: config/brands/<key>.json.',
  type: 'object',
  additionalProperties: false,
  required: [
    'key', 'name', 'loginBadge', 'theme', 'logo', 'favicon', 'assistNumber', 'loginPaths', 'helpLinks', 'copy', 'badges',
  ],
  properties: {
    $schema: schemaRef,
    description: note,
    key: { enum: brandKeys, description: 'The brand key rules use; the same as the file name.' },
    name: { type: 'string', minLength: 1 },
    loginBadge: {
      type: 'string',
      pattern: '^[a-z]+$',
      patternErrorMessage: "must be a lower-case badge code like 'mgl'",
      description: 'The badge of the sign-in pages (mgl, oasis, ppt).',
    },
    theme: {
      type: 'object',
      description: 'Colours of the portal for this brand (CSS custom properties).',
      additionalProperties: false,
      required: ['primary', 'primaryContrast', 'accent', 'background', 'surface', 'text'],
      properties: {
        primary: colour,
        primaryContrast: { ...colour, description: 'Text and icons on the primary colour.' },
        accent: colour,
        background: colour,
        surface: { ...colour, description: 'Cards, menus and panels.' },
        text: colour,
      },
    },
    logo,
    favicon,
    assistNumber: {
      type: 'string',
      pattern: '^1[38]00 [0-9]{3} [0-9]{3}$',
      patternErrorMessage: "must be a phone number written like '1800 808 508'",
      description: 'The number to call for help, e.g. during screen sharing (001 §2.8).',
    },
    loginPaths: {
      type: 'object',
      description:
        "Base of the brand's sign-in pages per link environment: the portal adds /login, /logout or /error/{code}. " +
        'Environments other than uat and sit use default.',
      additionalProperties: false,
      required: ['default'],
      properties: { default: loginPath, uat: loginPath, sit: loginPath },
    },
    helpLinks: {
      type: 'object',
      description: 'Help addresses by id (helpCentre, privacyPolicy, ...).',
      propertyNames: camelId,
      additionalProperties: url,
    },
    copy: {
      type: 'object',
      description: 'Brand wording that replaces the copy catalogue (config/copy/en-AU.json) for this brand.',
      propertyNames: copyKey,
      additionalProperties: { type: 'string', minLength: 1 },
    },
    badges: {
      type: 'object',
      description: 'Child badges of the family, keyed by badge name.',
      minProperties: 1,
      propertyNames: badgeName,
      additionalProperties: badge,
    },
  },
} as const;

export type BrandConfig = FromSchema<typeof brandSchema>;
export type BadgeConfig = FromSchema<typeof badge>;
export type Product = (typeof products)[number];
