// dashboard/wrap-account/{n}/investment-transactions (issue 17): the account's buys, sells, distributions,
// reinvestments and splits with filters (002 §9 date ranges, type, asset, amount), sorting, paging and CSV export.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { ExportBar } from '@kit/export/export-bar';
import { useExport } from '@kit/export/use-export';
import { formatAmount, formatDay } from '@kit/format-values';
import type { InvestmentTransactionFilter, InvestmentTransactionSortColumn } from '@kit/gql/graphql';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { nextSort, type SortState } from '@kit/table/sort';
import styles from '../components/portfolio.module.css';
import { TxFiltersForm } from '../components/tx-filters-form';
import { transactionsExportSource } from '../lib/export-transactions';
import { formatPrice, formatUnits } from '../lib/numbers';
import { hasFilter } from '@kit/form/filter-rules';
import { useInvestmentTransactions, type TransactionRow } from '../lib/use-investment-transactions';

const columns: readonly Column<TransactionRow>[] = [
  { key: 'DATE', header: t('portfolio.col.date'), sortable: true, render: (r) => <span className={styles.nowrap}>{formatDay(r.date)}</span> },
  { key: 'TYPE', header: t('portfolio.col.type'), sortable: true, firstDirection: 'asc', render: (r) => t(`portfolio.type.${r.type}`) },
  {
    key: 'ASSET',
    header: t('portfolio.col.assetName'),
    sortable: true,
    firstDirection: 'asc',
    render: (r) => (
      <span className={styles.asset}>
        <span>{r.assetName}</span>
        <span className={styles.muted}>{r.assetCode}</span>
      </span>
    ),
  },
  { key: 'DESCRIPTION', header: t('portfolio.col.description'), render: (r) => r.description },
  { key: 'UNITS', header: t('portfolio.col.units'), sortable: true, align: 'end', render: (r) => formatUnits(r.units) },
  { key: 'PRICE', header: t('portfolio.col.price'), align: 'end', render: (r) => formatPrice(r.price) },
  { key: 'AMOUNT', header: t('portfolio.col.amount'), sortable: true, align: 'end', render: (r) => <span className={styles.nowrap}>{formatAmount(r.amount)}</span> },
];

export default function InvestmentTransactionsTab({ account }: AccountContributionProps) {
  const client = useApolloClient();
  const [filter, setFilter] = useState<InvestmentTransactionFilter>({});
  const [sort, setSort] = useState<SortState<InvestmentTransactionSortColumn>>({ column: 'DATE', direction: 'desc' });
  const variables = useMemo(
    () => ({ accountId: account.accountId, filter, sort: sort.column, order: sort.direction === 'asc' ? ('ASC' as const) : ('DESC' as const) }),
    [account.accountId, filter, sort],
  );
  const results = useInvestmentTransactions(variables, hasFilter(filter));
  const source = useCallback(() => transactionsExportSource(client, variables), [client, variables]);
  const filename = useCallback(() => `investment-transactions-${account.accountNumber}.csv`, [account.accountNumber]);
  const exporter = useExport(source, filename);
  const showCount = results.state === 'loaded' || results.state === 'loadedMore' || results.state === 'loadingMore';

  return (
    <section className={styles.page} aria-labelledby="investment-transactions-title">
      <header className={styles.header}>
        <div>
          <h2 id="investment-transactions-title" className={styles.title}>
            {t('portfolio.tx.title')}
          </h2>
          <p className={styles.subtitle} role="status">
            {showCount ? t('portfolio.tx.count', { count: results.totalCount.toLocaleString('en-AU') }) : t('portfolio.tx.intro')}
          </p>
        </div>
        <ExportBar formats={['csv']} status={exporter.status} onExport={(f) => void exporter.start(f)} onCancel={exporter.cancel} disabled={results.rows.length === 0} />
      </header>
      <TxFiltersForm onApply={setFilter} />
      <DataTable
        caption={t('portfolio.tx.caption')}
        columns={columns}
        rows={results.rows}
        rowId={(r) => r.id}
        state={results.state}
        messages={{
          noData: t('portfolio.tx.noData'),
          noFilteredData: t('portfolio.tx.noFilteredData'),
          loadError: results.notFound ? t('portfolio.tx.notFound') : t('portfolio.tx.loadError'),
        }}
        sort={sort}
        onSort={(column, first) => setSort((current) => nextSort(current, column as InvestmentTransactionSortColumn, first))}
        onRetry={results.load}
        hasMore={results.hasMore}
        onLoadMore={() => void results.loadMore()}
      />
    </section>
  );
}
