// Resolving the one side-nav file into each family's menu, and walking it per family with pointers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandKeys } from './common.ts';
import type { NavigationFile, NavigationItem, SideNavFile } from './navigation.schema.ts';
import { familyItems, resolveSideNav } from './side-nav-families.ts';

const file: SideNavFile = {
  items: [
    { id: 'online', label: 'Online', kind: 'badgeExternal', target: 'wrap-online', rule: 'badgeDrivenLinks', byBrand: { perpetual: { kind: 'external', rule: null }, oasis: { label: 'Grow online' } } },
    { id: 'tools', label: 'Tools', kind: 'toggle', children: [{ id: 'fees', label: 'Fees', kind: 'route', route: '/dashboard/fee-calculator', brands: ['mgl'] }] },
    { id: 'help', label: 'Help', kind: 'external', target: 'help-centre', brands: ['oasis', 'perpetual'] },
  ],
};

describe('resolveSideNav', () => {
  it("applies a family's byBrand fields over the item's own, and a null rule drops the rule", () => {
    const [perpetual] = resolveSideNav(file, 'perpetual').items;
    expect(perpetual).toEqual({ id: 'online', label: 'Online', kind: 'external', target: 'wrap-online' });
    expect(resolveSideNav(file, 'oasis').items[0]).toEqual({ id: 'online', label: 'Grow online', kind: 'badgeExternal', target: 'wrap-online', rule: 'badgeDrivenLinks' });
  });

  it('keeps an item to the families its brands name, and drops a group left with no entries', () => {
    expect(resolveSideNav(file, 'mgl').items.map((i) => i.id)).toEqual(['online', 'tools']);
    expect(resolveSideNav(file, 'mgl').items[1].children?.map((i) => i.id)).toEqual(['fees']);
    expect(resolveSideNav(file, 'oasis').items.map((i) => i.id)).toEqual(['online', 'help']);
  });
});

describe('familyItems', () => {
  it('gives each item once per family that shows it, with the pointer each field is written at', () => {
    const seen = familyItems(file.items).map(({ brand, item, at }) => `${brand} ${item.id} ${at('rule')} ${at('label')}`);
    expect(seen).toEqual([
      'mgl online /items/0/rule /items/0/label',
      'oasis online /items/0/rule /items/0/byBrand/oasis/label',
      'perpetual online /items/0/byBrand/perpetual/rule /items/0/label',
      'mgl tools /items/1/rule /items/1/label',
      'oasis tools /items/1/rule /items/1/label',
      'perpetual tools /items/1/rule /items/1/label',
      'mgl fees /items/1/children/0/rule /items/1/children/0/label',
      'oasis help /items/2/rule /items/2/label',
      'perpetual help /items/2/rule /items/2/label',
    ]);
  });
});

// The merge of the three family files into side-nav.json, kept as fixtures: the files as they were
// and the merged file as first written. Every family's menu resolves to its old file, but for the tax
// hub's brand rule, which only guarded against a copied item and is redundant with a target per family.
describe('the navigation merge', () => {
  const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/side-nav-merge/${name}.json`, import.meta.url), 'utf8'));
  const withoutTaxHubGuard = (items: NavigationItem[]): NavigationItem[] =>
    items.map(({ children, ...item }) => {
      if (item.id === 'tax-hub') {
        delete item.rule;
        delete item.description;
      }
      return children ? { ...item, children: withoutTaxHubGuard(children) } : item;
    });

  it.each(brandKeys)("resolves %s's menu to its family file as it was", (brand) => {
    const merged = fixture('merged') as SideNavFile;
    const before = fixture(`before-${brand}`) as NavigationFile;
    expect(withoutTaxHubGuard(resolveSideNav(merged, brand).items)).toEqual(withoutTaxHubGuard(before.items));
  });
});
