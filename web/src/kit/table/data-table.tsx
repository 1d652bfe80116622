// An accessible data table on TanStack Table's headless core (issue 30 §1), driven by the 002 §4 table state:
// sortable headers (aria-sort), row selection with a select-all box, the empty and error states, and cursor
// paging by "Show more". Sorting and paging stay the server's (manual sorting: the rows arrive in order); the
// table turns the kit's sort and selection into TanStack state and its changes back into the callers' calls.
//
// The column headers stick under the portal's sticky header as the page scrolls. When the columns overflow
// sideways (768 px) the table's box scrolls both ways instead, at most a screen tall, the headers sticking at
// its top (a box that scrolls sideways is its headers' scroll container, so they cannot stick to the page): a
// shadow on an edge shows more columns past it, and the box is a focusable region described by a hint. Once
// "Show more" has grown a table past VIRTUAL_FROM rows only a window of them is in the DOM (TanStack Virtual),
// with spacer rows above and below and aria-rowcount/aria-rowindex saying where each row sits.
import {
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { Button } from '../button';
import { t } from '../copy';
import { ErrorState } from '../error-state';
import styles from './data-table.module.css';
import { SelectAll } from './select-all';
import { type SortDirection, type SortState } from './sort';
import { hasRows, isBusy, isEmpty, type TableState } from './table-state';
import { useSideways } from './use-sideways';
import { useRowWindow } from './use-row-window';

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
  /** Its cells name their rows (th scope="row"), as a rate table's product or term does. */
  rowHeader?: boolean;
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
  /** The 002 §4 state; a table of rows already at hand (no loading, no paging) is 'loaded'. */
  state?: TableState;
  /** What the empty and error states say; a table that is never empty nor loaded needs none. */
  messages?: TableMessages;
  /** Inside a card: no card of its own. */
  plain?: boolean;
  sort?: SortState | null;
  onSort?(column: string, firstDirection?: SortDirection): void;
  /** Selection on: a checkbox per row and a select-all box in the header. */
  selection?: { selected: ReadonlySet<string>; onChange(next: Set<string>): void; totalCount: number; rowLabel(row: Row): string };
  onRetry?(): void;
  hasMore?: boolean;
  onLoadMore?(): void;
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
type Features = typeof features;

/** Every column's value is its row: the kit's columns render from the row, and TanStack sorts only columns with an accessor. */
const wholeRow = <Row extends RowData>(row: Row) => row;

function toColumnDefs<Row extends RowData>(columns: readonly Column<Row>[]): ColumnDef<Features, Row>[] {
  return columns.map((column) => ({
    id: column.key,
    accessorFn: wholeRow,
    header: column.header,
    enableSorting: !!column.sortable,
    sortDescFirst: (column.firstDirection ?? 'desc') === 'desc',
  }));
}

const NO_SELECTION: ReadonlySet<string> = new Set();
const NO_ROWS: readonly never[] = [];

export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowId, state = 'loaded', messages, sort, onSort, selection, onRetry, hasMore, onLoadMore, plain } = props;
  const busy = isBusy(state);
  const showRows = hasRows(state) || (busy && rows.length > 0);
  const colSpan = columns.length + (selection ? 1 : 0);
  const emptyMessage = state === 'noFilteredData' ? messages?.noFilteredData : messages?.noData;

  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  // Controlled state, kept referentially stable: the table publishes it after each render and a fresh object
  // every render would be a fresh change.
  const sortColumn = sort?.column;
  const sortDirection = sort?.direction;
  const sorting = useMemo<SortingState>(() => (sortColumn ? [{ id: sortColumn, desc: sortDirection === 'desc' }] : []), [sortColumn, sortDirection]);
  const selected = selection?.selected ?? NO_SELECTION;
  const rowSelection = useMemo<RowSelectionState>(() => Object.fromEntries([...selected].map((id) => [id, true as const])), [selected]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: showRows ? rows : NO_ROWS,
    getRowId: (row: Row) => rowId(row),
    state: { sorting, rowSelection },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowSelection: !!selection,
    enableSubRowSelection: false,
    // The table's options are this render's, so these see this render's props.
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0];
      if (next) onSort?.(next.id, byKey.get(next.id)?.firstDirection);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return;
      const next = functionalUpdate(updater, rowSelection);
      // In the rows' order, then any chosen row no longer shown.
      const loaded = rows.map(rowId);
      const shown = new Set(loaded);
      selection.onChange(new Set([...loaded.filter((id) => next[id]), ...Object.keys(next).filter((id) => next[id] && !shown.has(id))]));
    },
  });

  const tableRows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLTableSectionElement>(null);
  const sideways = useSideways(scroller, state !== 'loadError');
  const rowWindow = useRowWindow(tableRows.length, sideways.overflows, scroller, head, (index) => tableRows[index].id);
  const hintId = useId();
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  return (
    <div className={styles.wrap} data-table-state={state}>
      {state === 'loadError' && <ErrorState message={messages?.loadError ?? ''} onRetry={onRetry} />}
      {state !== 'loadError' && (
        <div className={styles.frame} data-sideways={sideways.overflows || undefined} data-more-start={sideways.start || undefined} data-more-end={sideways.end || undefined}>
          <div
            ref={scroller}
            className={plain ? `${styles.scroller} ${styles.plain}` : styles.scroller}
            aria-busy={busy || state === 'loadingMore'}
            role={sideways.scrollable ? 'region' : undefined}
            aria-label={sideways.scrollable ? caption : undefined}
            aria-describedby={sideways.overflows ? hintId : undefined}
            tabIndex={sideways.scrollable ? 0 : undefined}
          >
            <table className={styles.table} aria-rowcount={rowWindow.virtual ? tableRows.length + 1 : undefined}>
              <caption className={styles.caption}>{caption}</caption>
              <thead ref={head}>
                <tr aria-rowindex={rowWindow.virtual ? 1 : undefined}>
                  {selection && (
                    <th scope="col" className={styles.check}>
                      <SelectAll
                        selected={selection.selected.size}
                        total={selection.totalCount}
                        onToggle={() => table.toggleAllRowsSelected(!table.getIsAllRowsSelected())}
                      />
                    </th>
                  )}
                  {headers.map((header) => {
                    const column = byKey.get(header.column.id);
                    if (!column) return null;
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                        className={column.align === 'end' ? styles.end : undefined}
                      >
                        {header.column.getCanSort() && onSort ? (
                          <button type="button" className={styles.sortButton} onClick={() => header.column.toggleSorting()} aria-label={t('table.sortBy', { column: column.header })}>
                            {column.header}
                            <span className={styles.sortIcon} aria-hidden="true">
                              {sorted ? (sorted === 'asc' ? '▲' : '▼') : '↕'}
                            </span>
                          </button>
                        ) : (
                          <span className={column.hideHeader ? styles.visuallyHidden : undefined}>{column.header}</span>
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody onFocus={rowWindow.onFocus}>
                {rowWindow.segments.map((segment) => {
                  if (segment.kind === 'gap') {
                    return (
                      <tr key={segment.key} aria-hidden="true" className={styles.spacer} style={{ height: segment.size }}>
                        <td colSpan={colSpan} />
                      </tr>
                    );
                  }
                  const row = tableRows[segment.index];
                  const isSelected = row.getIsSelected();
                  return (
                    <tr
                      key={row.id}
                      ref={rowWindow.measure}
                      data-index={segment.index}
                      aria-rowindex={rowWindow.virtual ? segment.index + 2 : undefined}
                      aria-selected={selection ? isSelected : undefined}
                    >
                      {selection && (
                        <td className={styles.check}>
                          <input
                            type="checkbox"
                            aria-label={t('table.selectRow', { name: selection.rowLabel(row.original) })}
                            checked={isSelected}
                            onChange={row.getToggleSelectedHandler()}
                          />
                        </td>
                      )}
                      {row.getAllCells().map((cell) => {
                        const column = byKey.get(cell.column.id);
                        if (!column) return null;
                        const Cell = column.rowHeader ? 'th' : 'td';
                        return (
                          <Cell key={cell.id} scope={column.rowHeader ? 'row' : undefined} className={column.align === 'end' ? styles.end : undefined}>
                            {column.render(row.original)}
                          </Cell>
                        );
                      })}
                    </tr>
                  );
                })}
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
          {sideways.overflows && (
            <p id={hintId} className={styles.visuallyHidden}>
              {t('table.scrollSideways')}
            </p>
          )}
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
