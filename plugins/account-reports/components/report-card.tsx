// One of an account's report tabs (documents, fees, Centrelink; issue 17): the card with the report's heading and
// introduction, what the report shows above its table (filters, totals), and the kit's table in the 002 §4 state of
// the report's one-shot query, with the report's own empty and error messages and Try again.
import type { ReactNode } from 'react';
import { t } from '@kit/copy';
import { HeadingBlock, layout } from '@kit/layout';
import { DataTable, type Column, type DataTableProps } from '@kit/table/data-table';
import type { RowData } from '@tanstack/react-table';
import type { SortState } from '@kit/table/sort';
import { queryTableState } from '../lib/query-state';
import styles from './reports.module.css';

type Report = 'documents' | 'fees' | 'centrelink';

export interface ReportCardProps<Row extends RowData> {
  report: Report;
  account: { accountNumber: string };
  /** The report's query: its rows, whether it has answered yet, and whether the user filtered them. */
  query: { loading: boolean; error?: unknown; hasData: boolean; refetch(): Promise<unknown> };
  filtered?: boolean;
  /** What the report shows between its introduction and its table. */
  children?: ReactNode;
  /** What the report shows beside its table (a chart of the same rows), below it on narrow screens. */
  aside?: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowId(row: Row): string;
  sort?: SortState;
  onSort?: DataTableProps<Row>['onSort'];
  /** Said when filters leave no rows (the report's no-data message when omitted). */
  noFilteredData?: string;
}

export function ReportCard<Row extends RowData>({ report, account, query, filtered = false, children, aside, columns, rows, rowId, sort, onSort, noFilteredData }: ReportCardProps<Row>) {
  const headingId = `account-${report}-heading`;
  const noData = t(`accountReports.${report}.noData`);
  const table = (
    <DataTable
      caption={t(`accountReports.${report}.caption`, { account: account.accountNumber })}
      columns={columns}
      rows={rows}
      rowId={rowId}
      state={queryTableState({ loading: query.loading, error: query.error, hasData: query.hasData, rows: rows.length, filtered })}
      messages={{ noData, noFilteredData: noFilteredData ?? noData, loadError: t(`accountReports.${report}.loadError`) }}
      sort={sort}
      onSort={onSort}
      onRetry={() => void query.refetch().catch(() => undefined)}
    />
  );
  return (
    <section className={layout.card} aria-labelledby={headingId}>
      <HeadingBlock id={headingId} title={t(`accountReports.${report}.title`)} intro={t(`accountReports.${report}.intro`)} titleClassName={layout.cardTitle} />
      {children}
      {aside ? (
        <div className={styles.beside}>
          {table}
          <div className={styles.aside}>{aside}</div>
        </div>
      ) : (
        table
      )}
    </section>
  );
}
