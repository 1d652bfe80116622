// The notification pages' shared frame: title, a summary line, and a DataTable of accounts sorted in the
// browser (the lists are at most 500 accounts). Opening a page tells the gateway it was visited, so its
// link stops counting on the bell.
import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { NotificationPage } from '@kit/gql/graphql';
import { HeadingBlock } from '@kit/layout';
import { RouteLink } from '@kit/route-link';
import { DataTable, type Column } from '@kit/table/data-table';
import { nextSort, type SortState } from '@kit/table/sort';
import type { TableState } from '@kit/table/table-state';
import { BELL_STATUS } from '../api/alerts';
import { MARK_PAGE_VISITED } from '../api/notification-pages';
import styles from './notification-pages.module.css';
import { compareDecimal, isDecimalText } from '@kit/money';

export interface AccountRow {
  accountId: string;
  accountNumber: string;
  pageNumber: string;
  accountName: string;
  productDescription: string;
}

/** Marks the page visited once it has opened (refreshing the bell's counts). */
export function useVisited(page: NotificationPage) {
  const [mark] = useMutation(MARK_PAGE_VISITED, { refetchQueries: [BELL_STATUS] });
  useEffect(() => {
    void mark({ variables: { page } }).catch(() => undefined);
  }, [mark, page]);
}

export function accountColumn<Row extends AccountRow>(kind: 'cash-account' | 'term-deposit'): Column<Row> {
  return {
    key: 'accountName',
    header: t('notifications.column.account'),
    sortable: true,
    firstDirection: 'asc',
    render: (row) => (
      <span className={styles.account}>
        <RouteLink to={kind} params={{ accountNumber: row.pageNumber }}>
          {row.accountName}
        </RouteLink>
        <span className={styles.number}>{row.accountNumber}</span>
      </span>
    ),
  };
}

export const productColumn = <Row extends AccountRow>(): Column<Row> => ({
  key: 'productDescription',
  header: t('notifications.column.product'),
  sortable: true,
  firstDirection: 'asc',
  render: (row) => row.productDescription,
});

export const amountColumn = <Row,>(key: keyof Row & string, header: string): Column<Row> => ({
  key,
  header,
  sortable: true,
  align: 'end',
  render: (row) => formatAmount(row[key] as string),
});

export const dayColumn = <Row,>(key: keyof Row & string, header: string): Column<Row> => ({
  key,
  header,
  sortable: true,
  firstDirection: 'asc',
  render: (row) => formatDay(row[key] as string),
});

/** Amounts and rates (exact decimal text) by value, numbers as numbers, anything else as text. */
function compare(a: unknown, b: unknown): number {
  if (isDecimalText(a) && isDecimalText(b)) return compareDecimal(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'en-AU', { sensitivity: 'base' });
}

export interface NotificationTableProps<Row extends AccountRow> {
  title: string;
  summary?: ReactNode;
  columns: Column<Row>[];
  rows: readonly Row[] | null;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  noData: string;
  initialSort: SortState;
  before?: ReactNode;
}

const PAGE = 25;

export function NotificationTable<Row extends AccountRow>(props: NotificationTableProps<Row>) {
  const { title, summary, columns, rows, loading, failed, onRetry, noData, initialSort, before } = props;
  const [sort, setSort] = useState<SortState>(initialSort);
  const [shown, setShown] = useState(PAGE);
  const sorted = useMemo(() => {
    const list = [...(rows ?? [])];
    const key = sort.column as keyof Row;
    list.sort((a, b) => compare(a[key], b[key]) * (sort.direction === 'asc' ? 1 : -1));
    return list;
  }, [rows, sort]);
  const state: TableState = failed ? 'loadError' : loading && !rows ? 'initialLoading' : loading ? 'loading' : sorted.length === 0 ? 'noData' : shown > PAGE ? 'loadedMore' : 'loaded';
  return (
    <div className={styles.page}>
      <HeadingBlock level={1} title={title} intro={summary || undefined} />
      {before}
      <DataTable
        caption={title}
        columns={columns}
        rows={sorted.slice(0, shown)}
        rowId={(row) => row.accountId}
        state={state}
        messages={{ noData, noFilteredData: noData, loadError: t('notifications.pages.loadError') }}
        sort={sort}
        onSort={(column, first) => setSort((current) => nextSort(current, column, first))}
        onRetry={onRetry}
        hasMore={sorted.length > shown}
        onLoadMore={() => setShown((n) => n + PAGE)}
      />
    </div>
  );
}

export interface PreferenceListPageProps<Data, Result extends { rows: readonly Row[] }, Row extends AccountRow, Value> {
  page: NotificationPage;
  query: TypedDocumentNode<Data, Record<string, never>>;
  /** The list in the query's answer. */
  list(data: Data): Result;
  /** The preference the list follows; null while the user has not set it. */
  preference(result: Result): Value | null | undefined;
  title: string;
  /** The line under the title, naming the preference. */
  summary(value: Value): string;
  /** What the table says with no rows: while the preference is unset, and once it is set. */
  notSet: string;
  noData: string;
  columns: Column<Row>[];
  initialSort: SortState;
}

/** A notification page whose list follows one of the user's notification preferences (the balance threshold, the
 *  pending payments window): it marks itself visited, and while the preference is unset it says so and links to
 *  the notification settings. */
export function PreferenceListPage<Data, Result extends { rows: readonly Row[] }, Row extends AccountRow, Value>(props: PreferenceListPageProps<Data, Result, Row, Value>) {
  const { page, query, list, preference, summary, notSet, noData, ...table } = props;
  useVisited(page);
  const { data, loading, error, refetch } = useQuery(query, { fetchPolicy: 'cache-and-network' });
  const result = data ? list(data as Data) : undefined;
  const value = result && preference(result);
  const unset = result && value == null;
  return (
    <NotificationTable<Row>
      {...table}
      summary={value != null ? summary(value) : undefined}
      before={unset ? <RouteLink to="notifications.settings">{t('notifications.pages.setPreferences')}</RouteLink> : undefined}
      rows={result?.rows ?? null}
      loading={loading}
      failed={Boolean(error && !result)}
      onRetry={() => void refetch().catch(() => undefined)}
      noData={unset ? notSet : noData}
    />
  );
}
