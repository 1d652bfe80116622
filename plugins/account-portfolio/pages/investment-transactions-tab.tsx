// dashboard/wrap-account/{n}/investment-transactions (issue 17): the account's buys, sells, distributions,
// reinvestments and splits with filters (002 §9 date ranges, type, asset, amount), sorting, paging and CSV export.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { t } from '@kit/copy';
import { useExport } from '@kit/export/use-export';
import { formatAmount, formatDay, formatPrice, formatUnits } from '@kit/format-values';
import type { InvestmentTransactionFilter, InvestmentTransactionSortColumn } from '@kit/gql/graphql';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { pagedTableProps, TablePageHeader, useFilterAndSort } from '@kit/table/table-page';
import { layout } from '@kit/layout';
import styles from '../components/portfolio.module.css';
import { TxFiltersForm } from '../components/tx-filters-form';
import { transactionsExportSource } from '../lib/export-transactions';
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
  const table = useFilterAndSort<InvestmentTransactionFilter, InvestmentTransactionSortColumn>({ column: 'DATE', direction: 'desc' });
  const variables = useMemo(
    () => ({ accountId: account.accountId, filter: table.filter, sort: table.sort.column, order: table.order }),
    [account.accountId, table.filter, table.sort.column, table.order],
  );
  const results = useInvestmentTransactions(variables, table.filtered);
  const source = useCallback(() => transactionsExportSource(client, variables), [client, variables]);
  const filename = useCallback(() => `investment-transactions-${account.accountNumber}.csv`, [account.accountNumber]);
  const exporter = useExport(source, filename);

  return (
    <section className={layout.page} aria-labelledby="investment-transactions-title">
      <TablePageHeader
        id="investment-transactions-title"
        title={t('portfolio.tx.title')}
        results={results}
        countText={(count) => t('portfolio.tx.count', { count })}
        intro={t('portfolio.tx.intro')}
        exporter={exporter}
        formats={['csv']}
      />
      <TxFiltersForm onApply={table.setFilter} />
      <DataTable
        caption={t('portfolio.tx.caption')}
        columns={columns}
        rowId={(r) => r.id}
        messages={{
          noData: t('portfolio.tx.noData'),
          noFilteredData: t('portfolio.tx.noFilteredData'),
          loadError: results.notFound ? t('portfolio.tx.notFound') : t('portfolio.tx.loadError'),
        }}
        sort={table.sort}
        onSort={table.onSort}
        {...pagedTableProps(results)}
      />
    </section>
  );
}
