// Menu files: each item's link target exists in config/links.json (and has an address for the brand
// whose side nav uses it), its rule checks out, ids are unique within a menu, and label keys exist.
import type { BrandKey } from '@schemas/common.ts';
import type { NavigationItem } from '@schemas/navigation.schema.ts';
import { didYouMean } from '@schemas/validation/did-you-mean.ts';
import { childPointer } from '@schemas/validation/json-pointer.ts';
import { brandKeys, copyKeyPattern } from '@schemas/common.ts';
import { fileOf, type ConfigParts } from '../config-parts.ts';
import { checkRule } from './check-rule.ts';
import { error, suggest, warning, type Finding } from './finding.ts';
import type { KnownNames } from './known-names.ts';

interface Menu {
  file: string;
  pointer: string;
  items: readonly NavigationItem[];
  /** The brand whose side nav this is, when it is one. */
  brand?: BrandKey;
}

function menusOf(parts: ConfigParts): Menu[] {
  const menus: Menu[] = [];
  for (const brand of brandKeys) {
    const nav = parts.sideNav[brand];
    if (nav) menus.push({ file: fileOf('side-nav', brand), pointer: '/items', items: nav.items, brand });
  }
  if (parts.profileMenu) menus.push({ file: fileOf('profile-menu'), pointer: '/items', items: parts.profileMenu.items });
  for (const [page, items] of Object.entries(parts.subNavigation?.accounts ?? {})) {
    menus.push({ file: fileOf('sub-navigation'), pointer: childPointer('/accounts', page), items });
  }
  return menus;
}

function checkTarget(item: NavigationItem, menu: Menu, pointer: string, parts: ConfigParts, known: KnownNames, out: Finding[]) {
  if (item.target === undefined || !known.linkTargets) return;
  const at = childPointer(pointer, 'target');
  if (!known.linkTargets.has(item.target)) {
    out.push(error(menu.file, at, `link target '${item.target}' is not in config/links.json${suggest(didYouMean(item.target, [...known.linkTargets]))}`));
    return;
  }
  const brand = menu.brand && parts.brands[menu.brand];
  if (!brand) return;
  const urls = parts.links!.targets[item.target].default;
  if (!('*' in urls) && !Object.keys(brand.badges).some((badge) => badge in urls)) {
    out.push(warning(menu.file, at, `link target '${item.target}' has no address for any ${menu.brand} badge (nor '*') in config/links.json, so this item cannot open for ${menu.brand} users`));
  }
}

// Labels are "a copy key or text" (CONTRACT.md): text shaped like a key that the catalogue lacks is
// almost certainly a key not added yet, and would show on screen as 'nav.tools.popover'.
const looksLikeCopyKey = new RegExp(`^${copyKeyPattern}$`);
const textFields = ['label', 'pinnedLabel', 'popover'] as const;

function checkCopyKeys(item: NavigationItem, file: string, pointer: string, known: KnownNames, out: Finding[]) {
  if (!known.copyKeys) return;
  for (const field of textFields) {
    const text = item[field];
    if (text !== undefined && looksLikeCopyKey.test(text) && !known.copyKeys.has(text)) {
      out.push(warning(file, childPointer(pointer, field), `'${text}' looks like a copy key but config/copy/en-AU.json has no such key, so it would show as written`));
    }
  }
}

export function checkNavigation(parts: ConfigParts, known: KnownNames): Finding[] {
  const out: Finding[] = [];
  const named = parts.rules?.rules;
  for (const menu of menusOf(parts)) {
    const ids = new Map<string, string>();
    const visit = (items: readonly NavigationItem[], listPointer: string) => {
      items.forEach((item, i) => {
        const pointer = childPointer(listPointer, i);
        const first = ids.get(item.id);
        if (first) out.push(error(menu.file, childPointer(pointer, 'id'), `id '${item.id}' is already used at ${first}; ids must be unique within a menu`));
        else ids.set(item.id, pointer);
        checkTarget(item, menu, pointer, parts, known, out);
        checkCopyKeys(item, menu.file, pointer, known, out);
        if (item.rule !== undefined) out.push(...checkRule(item.rule, menu.file, childPointer(pointer, 'rule'), known, named));
        if (item.children) visit(item.children, childPointer(pointer, 'children'));
      });
    };
    visit(menu.items, menu.pointer);
  }
  return out;
}
