// The rule engine's config files against their schemas (strictest ajv), with a valid and an invalid
// fixture per schema, plus what a schema cannot say: unique ids, rule names that resolve, known targets.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { navigationSchema, profileMenuSchema, sideNavSchema, subNavigationSchema, type NavigationItem } from '@schemas/navigation.schema.ts';
import { rulesFileSchema } from '@schemas/permission-rule.schema.ts';
import { brandKeys, type Checks, type Rule } from '@schemas/permission-rule.schema.ts';
import { accountFeatureNames } from '@schemas/account-features.schema.ts';
import { effectiveRuleItem } from './effective-rule.ts';
import { findRuleReferenceProblems, type RuleUse } from './rule-references.ts';
import { linkTargetIds, namedRules, profileMenu, readConfig, sideNav, subNavigation } from './test-config.ts';

const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
const validate = (schema: object, data: unknown) => {
  const run = ajv.compile(schema);
  return run(data) ? [] : (run.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

const files = [
  { file: 'rules.json', schema: rulesFileSchema, ref: '../schemas/permission-rule.schema.json' },
  { file: 'navigation/side-nav.json', schema: sideNavSchema, ref: '../../schemas/side-nav.schema.json' },
  { file: 'navigation/profile-menu.json', schema: profileMenuSchema, ref: '../../schemas/profile-menu.schema.json' },
  { file: 'navigation/sub-navigation.json', schema: subNavigationSchema, ref: '../../schemas/sub-navigation.schema.json' },
];

function* walk(items: readonly NavigationItem[], pointer: string): Generator<{ item: NavigationItem; pointer: string }> {
  for (const [i, item] of items.entries()) {
    yield { item, pointer: `${pointer}/${i}` };
    if (item.children) yield* walk(item.children, `${pointer}/${i}/children`);
  }
}

const navigationLists = (): { file: string; pointer: string; items: NavigationItem[] }[] => [
  // Each family's side navigation as the config host resolves it from side-nav.json.
  ...brandKeys.map((b) => ({ file: `config/navigation/side-nav.json (${b})`, pointer: '#/items', items: sideNav(b).items })),
  { file: 'config/navigation/profile-menu.json', pointer: '#/items', items: profileMenu().items },
  ...Object.entries(subNavigation().accounts).map(([type, items]) => ({
    file: 'config/navigation/sub-navigation.json',
    pointer: `#/accounts/${type}`,
    items,
  })),
];

describe('config files of the rule engine', () => {
  it.each(files)('$file is valid and names its schema', ({ file, schema, ref }) => {
    const data = readConfig(file) as { $schema?: string };
    expect(validate(schema, data)).toEqual([]);
    expect(data.$schema).toBe(ref);
  });

  it('every rule name used resolves, for every brand, without a cycle', () => {
    const uses: RuleUse[] = navigationLists().flatMap(({ file, pointer, items }) =>
      [...walk(items, pointer)].map(({ item, pointer: p }) => ({ pointer: `${file}${p}/rule`, rule: item.rule })),
    );
    expect(findRuleReferenceProblems(namedRules(), uses)).toEqual([]);
  });

  it('every config check names an account feature of config/account-features.json', () => {
    const checksOf = (rule: Rule | undefined): Checks[] =>
      brandKeys.flatMap((brand) => {
        const item = effectiveRuleItem(rule, brand, namedRules());
        return item ? [item.permissions ?? {}, ...(item.orPermissions ?? []), item.notPermissions ?? {}] : [];
      });
    const rules = [
      ...Object.values(namedRules()),
      ...navigationLists().flatMap(({ pointer, items }) => [...walk(items, pointer)].map(({ item }) => item.rule)),
    ];
    const used = rules.flatMap(checksOf).flatMap((checks) => (checks.config ? [checks.config] : []));
    expect(used.length).toBeGreaterThan(0);
    for (const config of used) {
      const [feature, property] = config.split('.');
      expect(accountFeatureNames as readonly string[], config).toContain(feature);
      expect(property, config).toBe('enabled');
    }
  });

  it('item ids are unique within each menu', () => {
    for (const { file, pointer, items } of navigationLists()) {
      const ids = [...walk(items, pointer)].map(({ item }) => item.id);
      expect(new Set(ids).size, `${file}${pointer}`).toBe(ids.length);
    }
  });

  it('external items name only the agreed link targets, and together use them all', () => {
    const used = new Set(
      navigationLists().flatMap(({ pointer, items }) => [...walk(items, pointer)].flatMap(({ item }) => (item.target ? [item.target] : []))),
    );
    expect([...used].filter((t) => !linkTargetIds.includes(t))).toEqual([]);
    expect(linkTargetIds.filter((t) => !used.has(t))).toEqual([]);
  });
});

describe('permission rule schema fixtures', () => {
  const valid = {
    rules: {
      everything: {
        description: 'all check kinds',
        permissions: {
          badges: ['MacquarieWrap'], multipleBadges: ['GrowWrap', 'Voyage'], products: ['Wrap'], brands: ['mgl'],
          config: 'accountGroup.enabled', flag: 'dpmFlag', featureEnabledProperty: 'accountGroup.enabled',
          featureFlag: { area: 'search', feature: '!cashTransactions' },
        },
        orPermissions: [{ products: ['Cash'] }],
        notPermissions: { badges: ['Vision'] },
        possibleSelections: ['MacquarieWrap'],
      },
      perBrand: { oasis: { possibleSelections: ['GrowWrap'] }, all: {} },
      alias: 'everything',
    },
  };

  it('accepts every form', () => {
    expect(validate(rulesFileSchema, valid)).toEqual([]);
  });

  it.each([
    ['a typo in a check', { rules: { r: { permissions: { badge: ['MacquarieWrap'] } } } }],
    ['a typo in a rule item', { rules: { r: { permission: {} } } }],
    ['a brand key mixed into an item', { rules: { r: { mgl: {}, permissions: {} } } }],
    ['an unknown brand key', { rules: { r: { anz: {} } } }],
    ['an unknown brand in brands', { rules: { r: { permissions: { brands: ['anz'] } } } }],
    ['multipleBadges with one badge', { rules: { r: { permissions: { multipleBadges: ['GrowWrap'] } } } }],
    ['an empty orPermissions', { rules: { r: { orPermissions: [] } } }],
    ['a featureFlag without feature', { rules: { r: { permissions: { featureFlag: { area: 'search' } } } } }],
    ['a config that is not a dotted name', { rules: { r: { permissions: { config: 'accountGroup' } } } }],
    ['a rule name that is not camelCase', { rules: { 'Wrap-Only': {} } }],
    ['a missing rules key', {}],
  ])('rejects %s', (_, data) => {
    expect(validate(rulesFileSchema, data)).not.toEqual([]);
  });
});

describe('navigation schema fixtures', () => {
  const item = (extra: object) => ({ items: [{ id: 'x', label: 'X', ...extra }] });

  it('accepts each kind with what it needs', () => {
    const data = {
      items: [
        { id: 'r', label: 'R', kind: 'route', route: '/dashboard', exact: true, matches: ['/dashboard/fund-income'], pinnedLabel: 'P' },
        { id: 'e', label: 'E', kind: 'external', target: 'forms', rule: 'wrapOrVision' },
        { id: 'b', label: 'B', kind: 'badgeExternal', target: 'wrap-online', rule: { possibleSelections: ['Vision'] } },
        { id: 't', label: 'T', kind: 'toggle', popover: 'nav.tools.popover', children: [{ id: 'c', label: 'C', kind: 'route', route: '/c' }] },
        { id: 'a', label: 'A', kind: 'action', action: 'startCobrowse', disabledWhen: 'cobrowseActive', description: 'why' },
      ],
    };
    expect(validate(navigationSchema, data)).toEqual([]);
  });

  it.each([
    ['an unknown key', item({ kind: 'route', route: '/a', enabled: true })],
    ['an unknown kind', item({ kind: 'link', route: '/a' })],
    ['a route item without route', item({ kind: 'route' })],
    ['an external item without target', item({ kind: 'external' })],
    ['a toggle without children', item({ kind: 'toggle' })],
    ['an action without action', item({ kind: 'action' })],
    ['an unknown action', item({ kind: 'action', action: 'startChat' })],
    ['a bad child deep down', item({ kind: 'toggle', children: [{ id: 'c', label: 'C', kind: 'toggle', children: [{ id: 'd', kind: 'route', route: '/d' }] }] })],
    ['a non-kebab id', { items: [{ id: 'Wrap_Online', label: 'W', kind: 'external', target: 'wrap-online' }] }],
    ['a bad rule', item({ kind: 'route', route: '/a', rule: { permissions: { badge: [] } } })],
  ])('rejects %s', (_, data) => {
    expect(validate(navigationSchema, data)).not.toEqual([]);
  });

  it('sub-navigation needs every account page type and nothing else', () => {
    const tabs = [{ id: 'o', label: 'O', kind: 'route', route: 'account-overview' }];
    const accounts = { 'cash-account': tabs, 'wrap-account': tabs, 'term-deposit': tabs };
    expect(validate(subNavigationSchema, { accounts })).toEqual([]);
    expect(validate(subNavigationSchema, { accounts: { ...accounts, 'term-deposit': undefined } })).not.toEqual([]);
    expect(validate(subNavigationSchema, { accounts: { ...accounts, 'loan-account': tabs } })).not.toEqual([]);
  });
});
