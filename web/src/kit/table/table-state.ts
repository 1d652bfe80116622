// The table state machine of 002 §4: initialLoading, noInitialData, filtering, noFilteredData, loadError,
// loading, loadingMore, loaded, loadedMore, noData. Pure, so every transition is tested on its own.
export type TableState =
  | 'initialLoading'
  | 'noInitialData'
  | 'filtering'
  | 'noFilteredData'
  | 'loadError'
  | 'loading'
  | 'loadingMore'
  | 'loaded'
  | 'loadedMore'
  | 'noData';

export type TableEvent =
  /** A new result set is asked for; `filtered` says whether any filter form value is present. */
  | { type: 'load'; filtered: boolean }
  /** The next page of the same result set is asked for. */
  | { type: 'loadMore' }
  | { type: 'loaded'; rows: number; filtered: boolean }
  | { type: 'failed' };

const SETTLED_WITHOUT_ROWS: ReadonlySet<TableState> = new Set(['noInitialData', 'noFilteredData', 'noData']);

export const isBusy = (state: TableState) => state === 'initialLoading' || state === 'filtering' || state === 'loading';

export const hasRows = (state: TableState) => state === 'loaded' || state === 'loadedMore' || state === 'loadingMore';

export const isEmpty = (state: TableState) => SETTLED_WITHOUT_ROWS.has(state);

export function nextTableState(state: TableState, event: TableEvent): TableState {
  switch (event.type) {
    case 'load':
      // Before anything has loaded every load is the initial one; afterwards a filter change is
      // "filtering" and any other reload (sort, retry) is "loading".
      if (state === 'initialLoading') return 'initialLoading';
      return event.filtered ? 'filtering' : 'loading';
    case 'loadMore':
      return hasRows(state) ? 'loadingMore' : state;
    case 'loaded': {
      if (state === 'loadingMore') return 'loadedMore';
      if (event.rows > 0) return 'loaded';
      // No rows: the first load says there is nothing at all (or nothing for the filters it started
      // with); later, filter values present means the filters hid everything, else there is no data.
      if (state === 'initialLoading') return event.filtered ? 'noFilteredData' : 'noInitialData';
      return event.filtered ? 'noFilteredData' : 'noData';
    }
    case 'failed':
      return 'loadError';
  }
}
