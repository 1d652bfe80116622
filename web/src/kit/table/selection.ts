// Row selection (002 §4): select all ticks every row shown; the select-all box is ticked only when the
// selected count equals the total (with more pages to load it shows as partly ticked).
export interface SelectAllView {
  checked: boolean;
  indeterminate: boolean;
}

export function selectAllView(selected: number, total: number): SelectAllView {
  const checked = total > 0 && selected === total;
  return { checked, indeterminate: selected > 0 && !checked };
}

export function toggleAll(selected: ReadonlySet<string>, rowIds: readonly string[]): Set<string> {
  const all = rowIds.length > 0 && rowIds.every((id) => selected.has(id));
  return all ? new Set() : new Set(rowIds);
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}
