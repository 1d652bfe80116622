// The select-all box (002 §4): ticked only when the selected count equals the total (with more pages to load
// it shows as partly ticked). Ticking and clearing rows is TanStack Table's row selection (data-table.tsx).
export interface SelectAllView {
  checked: boolean;
  indeterminate: boolean;
}

export function selectAllView(selected: number, total: number): SelectAllView {
  const checked = total > 0 && selected === total;
  return { checked, indeterminate: selected > 0 && !checked };
}
