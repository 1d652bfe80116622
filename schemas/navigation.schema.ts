// Navigation files (001 §2.1-§2.3, §3 navigation item; CONTRACT.md): the side nav per brand family,
// the profile menu and the account sub-navigation. Items nest through `children`, so the file schemas
// reference `#/$defs/navigationItem`; json-schema-to-ts cannot follow recursion, so the item type is
// FromSchema of the item's own fields plus a hand-written `children`.
import type { FromSchema } from 'json-schema-to-ts';
import { brandKeys, type BrandKey } from './common.ts';
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

/** A resolved menu: one brand family's side navigation, or the profile menu. */
export const navigationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { $schema: { type: 'string' }, description: { type: 'string' }, items: itemList },
  $defs: defs,
} as const;

// The side navigation of every brand family in one file: an item may be kept to some families
// (`brands`) and may change its fields for one family (`byBrand`: label, target, rule and the rest; a
// null rule drops the item's rule for that family). The config host resolves it to one menu per family.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- an overlay never changes the id, and its rule may be null
const { id: _id, rule: _rule, ...overlayFields } = itemFields;
const familyOverlay = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    ...overlayFields,
    rule: { anyOf: [ruleSchema, { type: 'null' }], description: 'The rule for this family; null for none.' },
  },
} as const;

const familyNames = { type: 'array', items: { enum: brandKeys }, minItems: 1, uniqueItems: true } as const;

export const sideNavItemSchema = {
  ...navigationItemSchema,
  properties: {
    ...navigationItemSchema.properties,
    brands: { ...familyNames, description: 'Only these brand families show the item; absent: every family.' },
    byBrand: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: Object.fromEntries(brandKeys.map((brand) => [brand, familyOverlay])) as Record<BrandKey, typeof familyOverlay>,
      description: "Fields that differ for one brand family, over the item's own.",
    },
    children: { type: 'array', items: { $ref: '#/$defs/sideNavItem' }, minItems: 1 },
  },
} as const;

/** config/navigation/side-nav.json: the side navigation of every brand family. */
export const sideNavSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    $schema: { type: 'string' },
    description: { type: 'string' },
    items: { type: 'array', items: { $ref: '#/$defs/sideNavItem' }, minItems: 1 },
  },
  $defs: { sideNavItem: sideNavItemSchema },
} as const;

/** config/navigation/profile-menu.json: the same for every brand, in display order. */
export const profileMenuSchema = navigationSchema;

export const accountPageTypes = ['cash-account', 'wrap-account', 'term-deposit'] as const;
export const wrapProductTypes = ['Investment', 'Super', 'Pension'] as const;

const productTypeList = { type: 'array', items: { enum: wrapProductTypes }, minItems: 1, uniqueItems: true } as const;

// A tab may depend on the account it is shown for (issue 17): the gateway keeps it only when the account
// matches (AccountDetails.tabs), after the item's permission rule.
export const accountConditionSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  description: 'The tab shows only for accounts matching every key present.',
  properties: {
    description: { type: 'string', description: 'Why the condition exists; ignored by the gateway.' },
    productTypes: { ...productTypeList, description: "The account is a wrap account of one of these product types (e.g. ['Pension'])." },
    parentProductTypes: {
      ...productTypeList,
      description: "The account belongs to a wrap account of one of these product types (a super-linked cash account: ['Super']).",
    },
  },
} as const;

const subNavItemSchema = {
  ...navigationItemSchema,
  properties: {
    ...navigationItemSchema.properties,
    account: accountConditionSchema,
    hiddenWhenShown: {
      ...kebabId,
      description: 'The tab hides when the tab with this id (anywhere in the same list) is shown, so one page never shows twice.',
    },
    children: { type: 'array', items: { $ref: '#/$defs/subNavItem' }, minItems: 1 },
  },
} as const;
const subNavList = { type: 'array', items: { $ref: '#/$defs/subNavItem' }, minItems: 1 } as const;

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
      properties: Object.fromEntries(accountPageTypes.map((t) => [t, subNavList])) as Record<
        (typeof accountPageTypes)[number],
        typeof subNavList
      >,
    },
  },
  $defs: { subNavItem: subNavItemSchema },
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
type OverlayFields = Partial<Omit<NavigationItem, 'id' | 'children' | 'rule'>> & { rule?: NavigationItem['rule'] | null };
export type SideNavItem = Omit<NavigationItem, 'children'> & {
  brands?: BrandKey[];
  byBrand?: Partial<Record<BrandKey, OverlayFields>>;
  children?: SideNavItem[];
};
export interface SideNavFile {
  $schema?: string;
  description?: string;
  items: SideNavItem[];
}
export type WrapProductType = (typeof wrapProductTypes)[number];
export type AccountCondition = FromSchema<typeof accountConditionSchema>;
export type SubNavItem = Omit<NavigationItem, 'children'> & { account?: AccountCondition; hiddenWhenShown?: string; children?: SubNavItem[] };
export interface SubNavigationFile {
  $schema?: string;
  description?: string;
  accounts: Record<AccountPageType, SubNavItem[]>;
}
