// The indexation rows the create form offers, one entry per category name: an account may be offered the
// same category in more than one business area (Wrap and Central, say), which the adviser need not tell
// apart until two sub-categories share a name, when the area is added to the name.
export interface SubCategoryRow {
  id: string;
  subCategory: string;
}

export interface CategoryRow<Sub extends SubCategoryRow = SubCategoryRow> {
  category: string;
  businessArea: string;
  subCategories: readonly Sub[];
}

export interface SubCategoryChoice {
  id: string;
  label: string;
}

export interface CategoryChoice {
  category: string;
  subCategories: SubCategoryChoice[];
}

export function categoryChoices(rows: readonly CategoryRow[]): CategoryChoice[] {
  const byName = new Map<string, Array<{ id: string; name: string; area: string }>>();
  for (const row of rows) {
    const list = byName.get(row.category) ?? [];
    for (const s of row.subCategories) if (!list.some((x) => x.id === s.id)) list.push({ id: s.id, name: s.subCategory, area: row.businessArea });
    byName.set(row.category, list);
  }
  return [...byName].map(([category, subs]) => ({
    category,
    subCategories: subs.map((s) => ({ id: s.id, label: subs.filter((o) => o.name === s.name).length > 1 ? `${s.name} (${s.area})` : s.name })),
  }));
}
