// config/navigation/side-nav.json holds every brand family's side navigation in one list. These resolve
// it to one family's menu (the config host's and the rule engine's view), and walk it per family with the
// JSON pointer each field came from (the cross-checks' view, so an error points at the line to edit).
import { brandKeys, type BrandKey } from './common.ts';
import type { NavigationFile, NavigationItem, SideNavFile, SideNavItem } from './navigation.schema.ts';

const shows = (item: SideNavItem, brand: BrandKey) => !item.brands || item.brands.includes(brand);

function resolveItem(item: SideNavItem, brand: BrandKey): NavigationItem | undefined {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- brands and byBrand are taken off
  const { brands, byBrand, children, ...own } = item;
  const { rule, ...overlay } = byBrand?.[brand] ?? {};
  const resolved: NavigationItem = { ...own, ...overlay };
  if (rule === null) delete resolved.rule;
  else if (rule !== undefined) resolved.rule = rule;
  if (children) {
    const kept = resolveItems(children, brand);
    // A group whose every entry belongs to other families is not this family's group.
    if (kept.length === 0) return undefined;
    resolved.children = kept;
  }
  return resolved;
}

function resolveItems(items: readonly SideNavItem[], brand: BrandKey): NavigationItem[] {
  return items.flatMap((item) => {
    const resolved = shows(item, brand) ? resolveItem(item, brand) : undefined;
    return resolved ? [resolved] : [];
  });
}

/** One brand family's side navigation. */
export function resolveSideNav(file: SideNavFile, brand: BrandKey): NavigationFile {
  return { items: resolveItems(file.items, brand) };
}

export function resolveAllSideNavs(file: SideNavFile): Record<BrandKey, NavigationFile> {
  return Object.fromEntries(brandKeys.map((brand) => [brand, resolveSideNav(file, brand)])) as Record<BrandKey, NavigationFile>;
}

export interface FamilyItem {
  brand: BrandKey;
  /** The item as this family sees it (children not resolved). */
  item: NavigationItem;
  /** The item's pointer in side-nav.json. */
  pointer: string;
  /** Where a field of the resolved item is written: the family's byBrand entry, else the item itself. */
  at: (field: string) => string;
}

/** Every item of the file once per family that shows it, depth first. */
export function familyItems(items: readonly SideNavItem[], listPointer = '/items'): FamilyItem[] {
  return items.flatMap((item, i) => {
    const pointer = `${listPointer}/${i}`;
    const own = brandKeys.filter((brand) => shows(item, brand)).map((brand): FamilyItem => {
      const overlay = item.byBrand?.[brand];
      return {
        brand,
        // Without its children, the item is never dropped.
        item: resolveItem({ ...item, children: undefined }, brand)!,
        pointer,
        at: (field) => (overlay && field in overlay ? `${pointer}/byBrand/${brand}/${field}` : `${pointer}/${field}`),
      };
    });
    return [...own, ...familyItems(item.children ?? [], `${pointer}/children`).filter((child) => shows(item, child.brand))];
  });
}
