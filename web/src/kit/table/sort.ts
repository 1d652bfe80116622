// Column sorting (002 §4): the same column toggles asc/desc; another column starts with its own first
// direction, or desc when it has none.
export type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string = string> {
  column: Key;
  direction: SortDirection;
}

export function nextSort<Key extends string>(current: SortState<Key> | null, column: Key, firstDirection?: SortDirection): SortState<Key> {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: firstDirection ?? 'desc' };
}
