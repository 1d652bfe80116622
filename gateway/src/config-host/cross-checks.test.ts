// Checks across files: names one file uses must exist in the file that defines them.
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';
import { copyConfig, type ConfigCopy } from './test-support.ts';

let copy: ConfigCopy;
beforeEach(async () => {
  copy = await copyConfig();
});
afterEach(() => copy.remove());

const problems = async () => {
  const result = await loadConfig(copy.dir);
  const short = (e: { file: string; pointer: string; message: string }) =>
    `${path.relative(copy.dir, e.file).split(path.sep).join('/')}#${e.pointer}: ${e.message}`;
  return { errors: result.ok ? [] : result.errors.map(short), warnings: result.warnings.map(short) };
};

it('finds unknown link targets, rule names, badges, products, flags and config properties', async () => {
  await copy.edit('navigation/side-nav.json', (json) => {
    json.items.push(
      { id: 'x-target', label: 'X', kind: 'external', target: 'wrap-onlin' },
      { id: 'x-rule', label: 'X', kind: 'route', route: '/dashboard', rule: 'wrapBadges' },
      {
        id: 'x-checks',
        label: 'X',
        kind: 'route',
        route: '/dashboard',
        rule: {
          mgl: { permissions: { badges: ['MacquarieWarp'], products: ['Wrp'], config: 'feeCalculator.enabled' } },
          all: { notPermissions: { featureFlag: { area: 'search', feature: '!cashTransaction' } } },
        },
      },
    );
  });
  const { errors } = await problems();
  const at = (i: number) => `navigation/side-nav.json#/items/${i}`;
  const n = (await import('../../../config/navigation/side-nav.json', { with: { type: 'json' } })).default.items.length;
  expect(errors).toEqual([
    `${at(n)}/target: link target 'wrap-onlin' is not in config/links.json (did you mean 'wrap-online'?)`,
    `${at(n + 1)}/rule: Unknown permission rule 'wrapBadges': not in config/rules.json (did you mean 'wrapBadge'?)`,
    `${at(n + 2)}/rule/mgl/permissions/badges/0: badge 'MacquarieWarp' is not a child badge of any brand in config/brands (did you mean 'MacquarieWrap'?)`,
    `${at(n + 2)}/rule/mgl/permissions/products/0: product 'Wrp' is not one of: Cash, Wrap, Vision (did you mean 'Wrap'?)`,
    `${at(n + 2)}/rule/mgl/permissions/config: 'feeCalculator.enabled' is not an account feature property; use one of: accountGroup.enabled, feesCalculator.enabled, accountOpening.enabled, pendingApplications.enabled, wrapStatements.enabled, wrapAccountDetailsEnhancement.enabled (did you mean 'feesCalculator.enabled'?)`,
    `${at(n + 2)}/rule/all/notPermissions/featureFlag: feature flag 'search.cashTransaction' is not declared in config/flags.json (did you mean 'search.cashTransactions'?)`,
  ]);
});

it('finds rule cycles and unknown names in rules.json and plugins.json', async () => {
  await copy.edit('rules.json', (json) => {
    json.rules.loopA = 'loopB';
    json.rules.loopB = 'loopA';
  });
  await copy.edit('plugins.json', (json) => {
    json.plugins.greeting.rule = 'nobody';
  });
  const { errors } = await problems();
  expect(errors).toEqual([
    'rules.json#/rules/loopA: Permission rule cycle: loopA -> loopB -> loopA',
    'rules.json#/rules/loopB: Permission rule cycle: loopB -> loopA -> loopB',
    "plugins.json#/plugins/greeting/rule: Unknown permission rule 'nobody': not in config/rules.json",
  ]);
});

it('checks brands against each other and the copy catalogue', async () => {
  await copy.edit('brands/oasis.json', (json) => {
    json.key = 'mgl';
    json.loginBadge = 'mgl';
    json.badges.Vision = { label: 'Vision', businessVentures: ['MPMSWP'], products: ['Vision'] };
    json.copy['auth.userIdLable'] = 'Access Code';
  });
  const { errors } = await problems();
  expect(errors).toEqual([
    "brands/oasis.json#/key: must be 'oasis', the name of this file (found 'mgl')",
    "brands/oasis.json#/loginBadge: 'mgl' is already the login badge of mgl",
    "brands/oasis.json#/badges/Vision: badge 'Vision' is already a badge of mgl; a badge belongs to one brand family",
    "brands/oasis.json#/copy/auth.userIdLable: copy key 'auth.userIdLable' is not in config/copy/en-AU.json, so there is nothing to override (did you mean 'auth.userIdLabel'?)",
  ]);
});

it('finds unknown badges in links, repeated menu ids, and menu links with no address for the brand', async () => {
  await copy.edit('links.json', (json) => {
    json.targets['wrap-online'].uat.GrowWarp = 'https://growwrap.uat.example-adviser.test/';
    json.targets['mgl-only'] = { default: { MacquarieWrap: 'https://wrap.example-adviser.test/' } };
  });
  await copy.edit('navigation/side-nav.json', (json) => {
    json.items.push({ id: 'dashboard', label: 'Again', kind: 'external', target: 'mgl-only', brands: ['oasis'] });
  });
  const { errors, warnings } = await problems();
  const last = `navigation/side-nav.json#/items/${(await import('../../../config/navigation/side-nav.json', { with: { type: 'json' } })).default.items.length}`;
  expect(errors).toEqual([
    "links.json#/targets/wrap-online/uat/GrowWarp: badge 'GrowWarp' is not a child badge of any brand in config/brands (did you mean 'GrowWrap'?)",
    `${last}/id: id 'dashboard' is already used at /items/0; ids must be unique within a menu`,
  ]);
  // Only oasis shows the item, so only oasis is warned about.
  expect(warnings.filter((w) => w.startsWith(last))).toEqual([
    `${last}/target: link target 'mgl-only' has no address for any oasis badge (nor '*') in config/links.json, so this item cannot open for oasis users`,
  ]);
});

it("points at a family's byBrand entry when the mistake is in it, once however many families share the item", async () => {
  await copy.edit('links.json', (json) => {
    json.targets['mgl-only'] = { default: { MacquarieWrap: 'https://wrap.example-adviser.test/' } };
  });
  let n = 0;
  await copy.edit('navigation/side-nav.json', (json) => {
    n = json.items.length;
    json.items.push(
      { id: 'x-shared', label: 'X', kind: 'external', target: 'wrap-onlin', rule: 'wrapBadge', byBrand: { oasis: { rule: 'wrapOrVison' }, perpetual: { target: 'mgl-only' } } },
      { id: 'x-route', label: 'X', kind: 'route', route: '/dashboard', byBrand: { perpetual: { route: '/dashboard/search/acounts' } } },
    );
  });
  const { errors, warnings } = await problems();
  const at = (i: number) => `navigation/side-nav.json#/items/${i}`;
  expect(errors).toEqual([
    `${at(n)}/target: link target 'wrap-onlin' is not in config/links.json (did you mean 'wrap-online'?)`,
    `${at(n)}/byBrand/oasis/rule: Unknown permission rule 'wrapOrVison': not in config/rules.json (did you mean 'wrapOrVision'?)`,
    `${at(n + 1)}/byBrand/perpetual/route: no plugin serves '/dashboard/search/acounts' and it is not in config/planned-routes.json (did you mean '/dashboard/search/accounts'?)`,
  ]);
  expect(warnings).toContain(
    `${at(n)}/byBrand/perpetual/target: link target 'mgl-only' has no address for any perpetual badge (nor '*') in config/links.json, so this item cannot open for perpetual users`,
  );
});

it('explains where the side navigation went when a per-family file is left behind', async () => {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(path.join(copy.dir, 'navigation/oasis.json'), '{ "items": [] }');
  const { errors } = await problems();
  expect(errors).toEqual([
    "navigation/oasis.json#: not a file the portal reads: every brand family's side navigation is in navigation/side-nav.json (an item's brands and byBrand say what differs for a family)",
  ]);
});

it('skips cross-checks that depend on an invalid file instead of piling up follow-on errors', async () => {
  await copy.edit('links.json', (json) => {
    json.targets = [];
  });
  const { errors } = await problems();
  expect(errors).toEqual(['links.json#/targets: must be an object (found a list)']);
});

it('warns about a menu label shaped like a copy key that the catalogue lacks', async () => {
  await copy.edit('navigation/profile-menu.json', (json) => {
    json.items[0].label = 'shell.profileMenu.myProfil';
  });
  const { errors, warnings } = await problems();
  expect(errors).toEqual([]);
  expect(warnings).toContain(
    "navigation/profile-menu.json#/items/0/label: 'shell.profileMenu.myProfil' looks like a copy key but config/copy/en-AU.json has no such key, so it would show as written",
  );
});

it('refuses brand colours whose text falls below WCAG AA contrast, naming the brand, both tokens and the ratio', async () => {
  await copy.edit('brands/oasis.json', (json) => {
    json.theme.primary = '#dddddd'; // behind the white primaryContrast
  });
  await copy.edit('brands/perpetual.json', (json) => {
    json.theme.text = '#777777'; // 4.47:1 on white: just short, on the background and on surfaces
    json.theme.background = '#ffffff';
  });
  const { errors } = await problems();
  expect(errors).toEqual([
    "brands/oasis.json#/theme/primaryContrast: brand oasis: 'primaryContrast' (#ffffff) on 'primary' (#dddddd) has a contrast of 1.35:1; text needs at least 4.5:1 (WCAG AA): darken one colour or lighten the other",
    "brands/perpetual.json#/theme/text: brand perpetual: 'text' (#777777) on 'background' (#ffffff) has a contrast of 4.47:1; text needs at least 4.5:1 (WCAG AA): darken one colour or lighten the other",
    "brands/perpetual.json#/theme/text: brand perpetual: 'text' (#777777) on 'surface' (#ffffff) has a contrast of 4.47:1; text needs at least 4.5:1 (WCAG AA): darken one colour or lighten the other",
  ]);
});

it('accepts brand colours at or above WCAG AA contrast', async () => {
  await copy.edit('brands/oasis.json', (json) => {
    json.theme.primary = '#0b6e99'; // 5.67:1 behind white
    json.theme.text = '#767676'; // 4.54:1 on white, the lightest grey that passes
    json.theme.background = '#ffffff';
    json.theme.surface = '#ffffff';
  });
  expect(await problems()).toEqual({ errors: [], warnings: [] });
});
