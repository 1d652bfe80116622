// An accessible data table driven by the 002 §4 table state: sortable headers (aria-sort), row
// selection with a select-all box, the empty and error states, and cursor paging by "Show more".
// Long results stay paged (25 a page) rather than virtualised: each page is a click, so the DOM grows
// only as far as the adviser asks.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../button';
import { t } from '../copy';
import { ErrorState } from '../error-state';
import styles from './data-table.module.css';
import { selectAllView, toggleAll, toggleOne } from './selection';
import { type SortDirection, type SortState } from './sort';
import { hasRows, isBusy, isEmpty, type TableState } from './table-state';

export interface Column<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
  sortable?: boolean;
  /** The direction a first click on this column sorts by (002 §4: desc when not given). */
  firstDirection?: SortDirection;
  align?: 'start' | 'end';
  /** A narrow column (stars, checkboxes) keeps its header visually hidden. */
  hideHeader?: boolean;
}

export interface TableMessages {
  noData: string;
  noFilteredData: string;
  loadError: string;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowId(row: Row): string;
  state: TableState;
  messages: TableMessages;
  sort?: SortState | null;
  onSort?(column: string, firstDirection?: SortDirection): void;
  /** Selection on: a checkbox per row and a select-all box in the header. */
  selection?: { selected: ReadonlySet<string>; onChange(next: Set<string>): void; totalCount: number; rowLabel(row: Row): string };
  onRetry?(): void;
  hasMore?: boolean;
  onLoadMore?(): void;
}

function SelectAll({ selected, total, onToggle }: { selected: number; total: number; onToggle(): void }) {
  const ref = useRef<HTMLInputElement>(null);
  const view = selectAllView(selected, total);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = view.indeterminate;
  }, [view.indeterminate]);
  return <input ref={ref} type="checkbox" aria-label={t('table.selectAll')} checked={view.checked} onChange={onToggle} />;
}

const ariaSort = (sort: SortState | null | undefined, key: string) =>
  sort?.column === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowId, state, messages, sort, onSort, selection, onRetry, hasMore, onLoadMore } = props;
  const busy = isBusy(state);
  const showRows = hasRows(state) || (busy && rows.length > 0);
  const ids = rows.map(rowId);
  const colSpan = columns.length + (selection ? 1 : 0);
  const emptyMessage = state === 'noFilteredData' ? messages.noFilteredData : messages.noData;

  return (
    <div className={styles.wrap} data-table-state={state}>
      {state === 'loadError' && <ErrorState message={messages.loadError} onRetry={onRetry} />}
      {state !== 'loadError' && (
        <div className={styles.scroller} aria-busy={busy || state === 'loadingMore'}>
          <table className={styles.table}>
            <caption className={styles.caption}>{caption}</caption>
            <thead>
              <tr>
                {selection && (
                  <th scope="col" className={styles.check}>
                    <SelectAll selected={selection.selected.size} total={selection.totalCount} onToggle={() => selection.onChange(toggleAll(selection.selected, ids))} />
                  </th>
                )}
                {columns.map((column) => (
                  <th key={column.key} scope="col" aria-sort={ariaSort(sort, column.key)} className={column.align === 'end' ? styles.end : undefined}>
                    {column.sortable && onSort ? (
                      <button type="button" className={styles.sortButton} onClick={() => onSort(column.key, column.firstDirection)} aria-label={t('table.sortBy', { column: column.header })}>
                        {column.header}
                        <span className={styles.sortIcon} aria-hidden="true">
                          {sort?.column === column.key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      <span className={column.hideHeader ? styles.visuallyHidden : undefined}>{column.header}</span>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {showRows &&
                rows.map((row, index) => (
                  <tr key={ids[index]} aria-selected={selection ? selection.selected.has(ids[index]) : undefined}>
                    {selection && (
                      <td className={styles.check}>
                        <input
                          type="checkbox"
                          aria-label={t('table.selectRow', { name: selection.rowLabel(row) })}
                          checked={selection.selected.has(ids[index])}
                          onChange={() => selection.onChange(toggleOne(selection.selected, ids[index]))}
                        />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.key} className={column.align === 'end' ? styles.end : undefined}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              {!showRows && busy && (
                <tr>
                  <td colSpan={colSpan} className={styles.message}>
                    <span className={styles.spinner} aria-hidden="true" />
                    <span role="status">{t('table.loading')}</span>
                  </td>
                </tr>
              )}
              {isEmpty(state) && (
                <tr>
                  <td colSpan={colSpan} className={styles.message} role="status">
                    {emptyMessage}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          {busy && showRows && <div className={styles.overlay} role="status" aria-label={t('table.loading')} />}
        </div>
      )}
      {hasMore && onLoadMore && hasRows(state) && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={onLoadMore} disabled={state === 'loadingMore'}>
            {state === 'loadingMore' ? t('table.loadingMore') : t('table.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
