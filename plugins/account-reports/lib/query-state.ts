// The 002 §4 table state of a one-shot query (no paging): loading, error, rows, or empty with or without filters.
import type { TableState } from '@kit/table/table-state';

export function queryTableState(q: { loading: boolean; error?: unknown; hasData: boolean; rows: number; filtered: boolean }): TableState {
  if (q.error) return 'loadError';
  if (q.loading) return q.hasData ? (q.filtered ? 'filtering' : 'loading') : 'initialLoading';
  if (q.rows > 0) return 'loaded';
  return q.filtered ? 'noFilteredData' : 'noData';
}
