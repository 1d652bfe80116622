// dashboard/search/transactions (001 §2.1 Cash transactions, flag search.cashTransactions; issue 16): the user's
// cash accounts' transactions with filters, sorting, paging, the 002 §4 table states and CSV/QIF export.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { ExportBar } from '@kit/export/export-bar';
import { useExport } from '@kit/export/use-export';
import { formatAmount, formatDay } from '@kit/format-values';
import type { PageProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { nextSort, type SortState } from '@kit/table/sort';
import { hasFilter } from '@kit/form/filter-rules';
import { FiltersForm } from '../components/filters-form';
import styles from '../components/transactions.module.css';
import { transactionsExportSource } from '../lib/export-source';
import type { TransactionFilter } from '../lib/filters';
import { useTransactions, type SortColumn, type TransactionRow } from '../lib/use-transactions';

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

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
  const [filter, setFilter] = useState<TransactionFilter>({});
  const [sort, setSort] = useState<SortState<SortColumn>>({ column: 'DATE', direction: 'desc' });
  const variables = useMemo(() => ({ filter, sort: sort.column, order: sort.direction === 'asc' ? ('ASC' as const) : ('DESC' as const) }), [filter, sort]);
  const results = useTransactions(variables, hasFilter(filter));
  const source = useCallback(() => transactionsExportSource(client, variables), [client, variables]);
  const filename = useCallback((format: string) => `cash-transactions-${sydneyToday()}.${format}`, []);
  const exporter = useExport(source, filename);
  const showCount = results.state === 'loaded' || results.state === 'loadedMore' || results.state === 'loadingMore';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('transactions.title')}</h1>
          <p className={styles.subtitle} role="status">
            {showCount ? t('transactions.count', { count: results.totalCount.toLocaleString('en-AU') }) : t('transactions.intro')}
          </p>
        </div>
        <ExportBar status={exporter.status} onExport={(f) => void exporter.start(f)} onCancel={exporter.cancel} disabled={results.rows.length === 0} />
      </header>
      <FiltersForm onApply={setFilter} />
      <DataTable
        caption={t('transactions.caption')}
        columns={columns}
        rows={results.rows}
        rowId={(r) => r.id}
        state={results.state}
        messages={{
          noData: t('transactions.noData'),
          noFilteredData: t('transactions.noFilteredData'),
          loadError: results.notFound ? t('transactions.notFound') : t('transactions.loadError'),
        }}
        sort={sort}
        onSort={(column, first) => setSort((current) => nextSort(current, column as SortColumn, first))}
        onRetry={results.load}
        hasMore={results.hasMore}
        onLoadMore={() => void results.loadMore()}
      />
    </div>
  );
}
