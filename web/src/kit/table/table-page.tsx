// What the filtered, sorted, paged table pages share (the ledger, investment transactions, cash transactions):
// the applied filter and the sort with the order the gateway takes, a first page fetched by an Apollo query with
// further pages by cursor (a refusal as NOT_FOUND told apart), the header with the count or the introduction and
// the export buttons, and the paging props of the kit's DataTable.
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useState, type ReactNode } from 'react';
import { ExportBar } from '../export/export-bar';
import type { ExportFormat } from '../export/run-export';
import type { ExportStatus } from '../export/use-export';
import { hasFilter } from '../form/filter-rules';
import { HeadingBlock, layout } from '../layout';
import { hasGatewayCode } from '../refusal';
import { nextSort, type SortDirection, type SortState } from './sort';
import type { TableState } from './table-state';
import { usePaged, type Page } from './use-paged';
import { FRESH } from '../fresh';

/** The filter a page's filter form applied (none at first) and the table's sort, starting with `first`. */
export function useFilterAndSort<F extends object, C extends string>(first: SortState<C>) {
  const [filter, setFilter] = useState<F>({} as F);
  const [sort, setSort] = useState<SortState<C>>(first);
  const onSort = useCallback((column: string, firstDirection?: SortDirection) => setSort((current) => nextSort(current, column as C, firstDirection)), []);
  return { filter, setFilter, filtered: hasFilter(filter), sort, onSort, order: sort.direction === 'asc' ? ('ASC' as const) : ('DESC' as const) };
}

/**
 * The rows of a paged query: the first page whenever `variables` change, then by cursor (`first` rows a page);
 * `pageOf` reads a page off the answer; `ready` false holds the first page back. `notFound`: the first page was
 * refused as NOT_FOUND.
 */
export function usePagedQuery<Data, Vars extends object, Row, Extra = null>(
  query: TypedDocumentNode<Data, Vars & { first?: number | null; after?: string | null }>,
  variables: Vars,
  pageOf: (data: Data) => Page<Row, Extra> | null | undefined,
  options: { first: number; filtered: boolean; ready?: boolean },
) {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  const results = usePaged<Row, Extra>(
    key,
    async (after, fresh) => {
      const res = await client.query({
        query,
        variables: { ...(JSON.parse(key) as Vars), first: options.first, ...(after ? { after } : {}) },
        fetchPolicy: 'network-only',
        ...(fresh ? { context: FRESH } : {}),
      } as never);
      const page = res.data ? pageOf(res.data as Data) : undefined;
      if (!page) throw res.error ?? new Error('no results');
      return page;
    },
    options.filtered,
    options.ready,
  );
  return { ...results, notFound: hasGatewayCode(results.error, 'NOT_FOUND') };
}

/** What DataTable takes of a paged result set: the rows, the state, Try again and Show more. */
export function pagedTableProps<Row>(results: { rows: Row[]; state: TableState; hasMore: boolean; load(): void; loadMore(): Promise<void> }) {
  return { rows: results.rows, state: results.state, onRetry: results.load, hasMore: results.hasMore, onLoadMore: () => void results.loadMore() };
}

/** Whether the table shows its rows, so the header says how many there are. */
export const countShown = (state: TableState) => state === 'loaded' || state === 'loadedMore' || state === 'loadingMore';

export interface TablePageHeaderProps {
  /** The heading's id, for the region it names. */
  id?: string;
  /** 1 for a page's title, 2 (the default) for a tab's. */
  level?: 1 | 2;
  title: string;
  results: { state: TableState; totalCount: number; rows: readonly unknown[] };
  /** The count line, given the count as shown (en-AU digits). */
  countText(count: string): string;
  /** Said while there is no count. */
  intro: string;
  exporter: { status: ExportStatus; start(format: ExportFormat): Promise<void>; cancel(): void };
  formats?: ExportFormat[];
  /** More lines under the count. */
  children?: ReactNode;
}

/** A table page's header: the title, the count (or the introduction) as a status, and the export buttons. */
export function TablePageHeader({ id, level, title, results, countText, intro, exporter, formats, children }: TablePageHeaderProps) {
  return (
    <div className={layout.pageHead}>
      <HeadingBlock id={id} level={level} title={title}>
        <p className={layout.subtitle} role="status">
          {countShown(results.state) ? countText(results.totalCount.toLocaleString('en-AU')) : intro}
        </p>
        {children}
      </HeadingBlock>
      <ExportBar formats={formats} status={exporter.status} onExport={(format) => void exporter.start(format)} onCancel={exporter.cancel} disabled={results.rows.length === 0} />
    </div>
  );
}
