// Menu files: each item's link target exists in config/links.json (and has an address for each brand
// family whose side nav shows it), its rule checks out, ids are unique within a menu, and label keys exist.
import type { BrandKey } from '@schemas/common.ts';
import type { NavigationItem } from '@schemas/navigation.schema.ts';
import { didYouMean } from '@schemas/validation/did-you-mean.ts';
import { childPointer } from '@schemas/validation/json-pointer.ts';
import { copyKeyPattern } from '@schemas/common.ts';
import { familyItems } from '@schemas/side-nav-families.ts';
import { fileOf, type ConfigParts } from '../config-parts.ts';
import { checkRule } from './check-rule.ts';
import { error, suggest, warning, type Finding } from './finding.ts';
import type { KnownNames } from './known-names.ts';

interface Menu {
  file: string;
  pointer: string;
  items: readonly NavigationItem[];
}

/** The menus every brand shares; the side navigation is walked per family (familyItems). */
function sharedMenusOf(parts: ConfigParts): Menu[] {
  const menus: Menu[] = [];
  if (parts.profileMenu) menus.push({ file: fileOf('profile-menu'), pointer: '/items', items: parts.profileMenu.items });
  for (const [page, items] of Object.entries(parts.subNavigation?.accounts ?? {})) {
    menus.push({ file: fileOf('sub-navigation'), pointer: childPointer('/accounts', page), items });
  }
  return menus;
}

function checkTarget(item: NavigationItem, file: string, at: string, brand: BrandKey | undefined, parts: ConfigParts, known: KnownNames, out: Finding[]) {
  if (item.target === undefined || !known.linkTargets) return;
  if (!known.linkTargets.has(item.target)) {
    out.push(error(file, at, `link target '${item.target}' is not in config/links.json${suggest(didYouMean(item.target, [...known.linkTargets]))}`));
    return;
  }
  const brandConfig = brand && parts.brands[brand];
  if (!brandConfig) return;
  const urls = parts.links!.targets[item.target].default;
  if (!('*' in urls) && !Object.keys(brandConfig.badges).some((badge) => badge in urls)) {
    out.push(warning(file, at, `link target '${item.target}' has no address for any ${brand} badge (nor '*') in config/links.json, so this item cannot open for ${brand} users`));
  }
}

// Labels are "a copy key or text" (CONTRACT.md): text shaped like a key that the catalogue lacks is
// almost certainly a key not added yet, and would show on screen as 'nav.tools.popover'.
const looksLikeCopyKey = new RegExp(`^${copyKeyPattern}$`);
const textFields = ['label', 'pinnedLabel', 'popover'] as const;

function checkCopyKeys(item: NavigationItem, file: string, at: (field: string) => string, known: KnownNames, out: Finding[]) {
  if (!known.copyKeys) return;
  for (const field of textFields) {
    const text = item[field];
    if (text !== undefined && looksLikeCopyKey.test(text) && !known.copyKeys.has(text)) {
      out.push(warning(file, at(field), `'${text}' looks like a copy key but config/copy/en-AU.json has no such key, so it would show as written`));
    }
  }
}

interface IdItem {
  id: string;
  children?: readonly IdItem[];
}

function checkUniqueIds(file: string, items: readonly IdItem[], listPointer: string, out: Finding[]) {
  const ids = new Map<string, string>();
  const visit = (list: readonly IdItem[], pointer: string) =>
    list.forEach((item, i) => {
      const at = childPointer(pointer, i);
      const first = ids.get(item.id);
      if (first) out.push(error(file, childPointer(at, 'id'), `id '${item.id}' is already used at ${first}; ids must be unique within a menu`));
      else ids.set(item.id, at);
      if (item.children) visit(item.children, childPointer(at, 'children'));
    });
  visit(items, listPointer);
}

/** One finding per place: an item every family shows is checked once per family, and says so once. */
function unique(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.file}#${f.pointer}:${f.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

export function checkNavigation(parts: ConfigParts, known: KnownNames): Finding[] {
  const out: Finding[] = [];
  const named = parts.rules?.rules;
  const checkItem = (item: NavigationItem, file: string, at: (field: string) => string, brand?: BrandKey) => {
    checkTarget(item, file, at('target'), brand, parts, known, out);
    checkCopyKeys(item, file, at, known, out);
    if (item.rule !== undefined) out.push(...checkRule(item.rule, file, at('rule'), known, named));
  };
  if (parts.sideNav) {
    const file = fileOf('side-nav');
    checkUniqueIds(file, parts.sideNav.items, '/items', out);
    for (const { brand, item, at } of familyItems(parts.sideNav.items)) checkItem(item, file, at, brand);
  }
  for (const menu of sharedMenusOf(parts)) {
    checkUniqueIds(menu.file, menu.items, menu.pointer, out);
    const visit = (items: readonly NavigationItem[], listPointer: string) =>
      items.forEach((item, i) => {
        const pointer = childPointer(listPointer, i);
        checkItem(item, menu.file, (field) => childPointer(pointer, field));
        if (item.children) visit(item.children, childPointer(pointer, 'children'));
      });
    visit(menu.items, menu.pointer);
  }
  return unique(out);
}
