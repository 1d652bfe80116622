// dashboard/search/transactions (001 §2.1 Cash transactions, flag search.cashTransactions; issue 16): the user's
// cash accounts' transactions with filters, sorting, paging, the 002 §4 table states and CSV/QIF export.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { t } from '@kit/copy';
import { useExport } from '@kit/export/use-export';
import { formatAmount, formatDay } from '@kit/format-values';
import type { PageProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { pagedTableProps, TablePageHeader, useFilterAndSort } from '@kit/table/table-page';
import { layout } from '@kit/layout';
import { sydneyToday } from '@kit/sydney-time';
import { FiltersForm } from '../components/filters-form';
import styles from '../components/transactions.module.css';
import { transactionsExportSource } from '../lib/export-source';
import type { TransactionFilter } from '../lib/filters';
import { useTransactions, type SortColumn, type TransactionRow } from '../lib/use-transactions';


const columns: readonly Column<TransactionRow>[] = [
  { key: 'DATE', header: t('transactions.col.date'), sortable: true, render: (r) => <span className={styles.nowrap}>{formatDay(r.date)}</span> },
  {
    key: 'ACCOUNT',
    header: t('transactions.col.account'),
    sortable: true,
    firstDirection: 'asc',
    render: (r) => (
      <span className={styles.account}>
        <span>{r.accountName}</span>
        <span className={styles.muted}>{r.accountNumber}</span>
      </span>
    ),
  },
  { key: 'DESCRIPTION', header: t('transactions.col.description'), sortable: true, firstDirection: 'asc', render: (r) => r.description },
  { key: 'TYPE', header: t('transactions.col.type'), render: (r) => t(`transactions.type.${r.direction}`) },
  {
    key: 'AMOUNT',
    header: t('transactions.col.amount'),
    sortable: true,
    align: 'end',
    render: (r) => <span className={r.direction === 'CREDIT' ? `${styles.nowrap} ${styles.credit}` : styles.nowrap}>{formatAmount(r.amount)}</span>,
  },
];

export default function CashTransactionsPage(_props: PageProps<'search.transactions'>) {
  const client = useApolloClient();
  const table = useFilterAndSort<TransactionFilter, SortColumn>({ column: 'DATE', direction: 'desc' });
  const variables = useMemo(() => ({ filter: table.filter, sort: table.sort.column, order: table.order }), [table.filter, table.sort.column, table.order]);
  const results = useTransactions(variables, table.filtered);
  const source = useCallback(() => transactionsExportSource(client, variables), [client, variables]);
  const filename = useCallback((format: string) => `cash-transactions-${sydneyToday()}.${format}`, []);
  const exporter = useExport(source, filename);

  return (
    <div className={layout.page}>
      <TablePageHeader
        level={1}
        title={t('transactions.title')}
        results={results}
        countText={(count) => t('transactions.count', { count })}
        intro={t('transactions.intro')}
        exporter={exporter}
      />
      <FiltersForm onApply={table.setFilter} />
      <DataTable
        caption={t('transactions.caption')}
        columns={columns}
        rowId={(r) => r.id}
        messages={{
          noData: t('transactions.noData'),
          noFilteredData: t('transactions.noFilteredData'),
          loadError: results.notFound ? t('transactions.notFound') : t('transactions.loadError'),
        }}
        sort={table.sort}
        onSort={table.onSort}
        {...pagedTableProps(results)}
      />
    </div>
  );
}
