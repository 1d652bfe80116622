// Navigation files (001 §2.1-§2.3, §3 navigation item; CONTRACT.md): the side nav per brand family,
// the profile menu and the account sub-navigation. Items nest through `children`, so the file schemas
// reference `#/$defs/navigationItem`; json-schema-to-ts cannot follow recursion, so the item type is
// FromSchema of the item's own fields plus a hand-written `children`.
import type { FromSchema } from 'json-schema-to-ts';
import { ruleSchema } from './permission-rule.schema.ts';

// (patternErrorMessage is the plain-English hint VS Code and the config host show on a mismatch.)
const kebabId = {
  type: 'string',
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  patternErrorMessage: "must be a kebab-case id like 'wrap-online'",
} as const;

export const navigationKinds = ['route', 'external', 'badgeExternal', 'toggle', 'action'] as const;
export const navigationActions = ['startCobrowse'] as const;
export const navigationDisabledStates = ['cobrowseActive'] as const;

const itemFields = {
  id: { ...kebabId, description: 'Unique within the file; the web uses it for keys and tests.' },
  label: { type: 'string', minLength: 1, description: 'A copy key or plain text.' },
  kind: { enum: navigationKinds },
  description: { type: 'string', description: 'Why the item or its rule is as it is; not shown.' },
  route: {
    type: 'string',
    pattern: '^[a-z0-9/-]+$',
    patternErrorMessage: "must be a route like '/dashboard/search/accounts' (lower-case, digits, - and /)",
    description: 'Absolute (/dashboard/...) in the side nav and profile menu; a segment below the account page in the sub-navigation.',
  },
  matches: {
    type: 'array',
    items: {
      type: 'string',
      pattern: '^/[a-z0-9/-]*$',
      patternErrorMessage: "must be a route prefix like '/dashboard/wrap-account'",
    },
    minItems: 1,
    uniqueItems: true,
    description: 'Other route prefixes that mark the item active.',
  },
  exact: {
    type: 'boolean',
    description: 'The route marks the item active only when it is the whole path, not a prefix (matches stay prefixes).',
  },
  target: { ...kebabId, description: 'A link target id of config/links.json.' },
  action: { enum: navigationActions },
  disabledWhen: { enum: navigationDisabledStates, description: 'A client state in which the item is disabled.' },
  icon: { type: 'string', minLength: 1 },
  pinnedLabel: { type: 'string', minLength: 1, description: 'The label used where the item is pinned.' },
  popover: { type: 'string', minLength: 1, description: 'A copy key or text shown in a popover note on the item.' },
  rule: ruleSchema,
} as const;

// What each kind needs to work; kept out of the TypeScript type (json-schema-to-ts ignores if/then).
const needs = (kind: (typeof navigationKinds)[number], field: 'route' | 'target' | 'action' | 'children') =>
  ({
    if: { properties: { kind: { const: kind } }, required: ['kind'] },
    then: { properties: { [field]: true }, required: [field] },
  }) as const;

export const navigationItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'kind'],
  properties: {
    ...itemFields,
    children: { type: 'array', items: { $ref: '#/$defs/navigationItem' }, minItems: 1 },
  },
  allOf: [
    needs('route', 'route'),
    needs('external', 'target'),
    needs('badgeExternal', 'target'),
    needs('toggle', 'children'),
    needs('action', 'action'),
  ],
} as const;

const itemList = { type: 'array', items: { $ref: '#/$defs/navigationItem' }, minItems: 1 } as const;
const defs = { navigationItem: navigationItemSchema } as const;

/** A side navigation file: config/navigation/{mgl,oasis,perpetual}.json. */
export const navigationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { $schema: { type: 'string' }, description: { type: 'string' }, items: itemList },
  $defs: defs,
} as const;

/** config/navigation/profile-menu.json: the same for every brand, in display order. */
export const profileMenuSchema = navigationSchema;

export const accountPageTypes = ['cash-account', 'wrap-account', 'term-deposit'] as const;

/** config/navigation/sub-navigation.json: the account pages' tabs, keyed by account page type. */
export const subNavigationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['accounts'],
  properties: {
    $schema: { type: 'string' },
    description: { type: 'string' },
    accounts: {
      type: 'object',
      additionalProperties: false,
      required: accountPageTypes,
      properties: Object.fromEntries(accountPageTypes.map((t) => [t, itemList])) as Record<
        (typeof accountPageTypes)[number],
        typeof itemList
      >,
    },
  },
  $defs: defs,
} as const;

/** The fields of one item; the type of an item derives from it. */
export const itemFieldsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'kind'],
  properties: itemFields,
} as const;

export type NavigationItem = FromSchema<typeof itemFieldsSchema> & { children?: NavigationItem[] };
export type NavigationKind = (typeof navigationKinds)[number];
export type AccountPageType = (typeof accountPageTypes)[number];
export interface NavigationFile {
  $schema?: string;
  description?: string;
  items: NavigationItem[];
}
export type ProfileMenuFile = NavigationFile;
export interface SubNavigationFile {
  $schema?: string;
  description?: string;
  accounts: Record<AccountPageType, NavigationItem[]>;
}
