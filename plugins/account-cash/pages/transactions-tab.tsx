// dashboard/cash-account/{n}/transactions and dashboard/wrap-account/{n}/cash-transactions (issue 17): the cash
// ledger of the account (a wrap account's linked cash account) with its running balance, filters, sorting,
// "Show more" paging, the 002 §4 table states and CSV/QIF export of exactly the rows the filters and sort give.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { ExportBar } from '@kit/export/export-bar';
import { useExport } from '@kit/export/use-export';
import { formatAmount, formatDay } from '@kit/format-values';
import { compareDecimal } from '@kit/money';
import type { CashLedgerFilter, CashLedgerSortColumn } from '@kit/gql/graphql';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { nextSort, type SortState } from '@kit/table/sort';
import { hasFilter } from '@kit/form/filter-rules';
import { LedgerFilters } from '../components/ledger-filters';
import styles from '../components/account-cash.module.css';
import { LEDGER_TYPES } from '../lib/filters';
import { fetchLedgerPage, ledgerExportSource, type LedgerEntry, type LedgerVariables } from '../lib/ledger';
import { usePaged } from '@kit/table/use-paged';

// Contributions have their own tab on a super-linked cash account; the ledger's filter offers the other types.
const FILTER_TYPES = LEDGER_TYPES.filter((type) => type !== 'CONTRIBUTION');

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

const columns: readonly Column<LedgerEntry>[] = [
  { key: 'DATE', header: t('accountCash.col.date'), sortable: true, render: (r) => <span className={styles.nowrap}>{formatDay(r.date)}</span> },
  { key: 'DESCRIPTION', header: t('accountCash.col.description'), sortable: true, firstDirection: 'asc', render: (r) => r.description },
  { key: 'TYPE', header: t('accountCash.col.type'), render: (r) => t(`accountCash.type.${r.type}`) },
  {
    key: 'AMOUNT',
    header: t('accountCash.col.amount'),
    sortable: true,
    align: 'end',
    render: (r) => <span className={compareDecimal(r.amount, '0') > 0 ? `${styles.nowrap} ${styles.credit}` : styles.nowrap}>{formatAmount(r.amount)}</span>,
  },
  { key: 'BALANCE', header: t('accountCash.col.balance'), align: 'end', render: (r) => <span className={styles.nowrap}>{formatAmount(r.runningBalance)}</span> },
];

export default function TransactionsTab({ account, subRoute }: AccountContributionProps) {
  const client = useApolloClient();
  const wrap = subRoute === 'cash-transactions';
  const [filter, setFilter] = useState<CashLedgerFilter>({});
  const [sort, setSort] = useState<SortState<CashLedgerSortColumn>>({ column: 'DATE', direction: 'desc' });
  const variables = useMemo<LedgerVariables>(
    () => ({ accountId: account.accountId, filter, sort: sort.column, order: sort.direction === 'asc' ? 'ASC' : 'DESC' }),
    [account.accountId, filter, sort],
  );
  const key = JSON.stringify(variables);
  const results = usePaged(key, (after) => fetchLedgerPage(client, variables, after), hasFilter(filter));
  const source = useCallback(() => ledgerExportSource(client, variables), [client, variables]);
  const filename = useCallback((format: string) => `transactions-${account.accountNumber}-${sydneyToday()}.${format}`, [account.accountNumber]);
  const exporter = useExport(source, filename);
  const showCount = results.state === 'loaded' || results.state === 'loadedMore' || results.state === 'loadingMore';
  const cashNumber = results.extra?.cashAccountNumber;

  return (
    <section className={styles.tab} aria-labelledby="account-cash-transactions-title">
      <header className={styles.header}>
        <div>
          <h2 id="account-cash-transactions-title" className={styles.title}>
            {t(wrap ? 'accountCash.transactions.wrapTitle' : 'accountCash.transactions.title')}
          </h2>
          <p className={styles.subtitle} role="status">
            {showCount ? t('accountCash.transactions.count', { count: results.totalCount.toLocaleString('en-AU') }) : t('accountCash.transactions.intro')}
          </p>
          {wrap && cashNumber && <p className={styles.subtitle}>{t('accountCash.transactions.wrapCashAccount', { number: cashNumber })}</p>}
        </div>
        <ExportBar status={exporter.status} onExport={(f) => void exporter.start(f)} onCancel={exporter.cancel} disabled={results.rows.length === 0} />
      </header>
      <LedgerFilters onApply={setFilter} types={FILTER_TYPES} />
      <DataTable
        caption={t(wrap ? 'accountCash.transactions.wrapTitle' : 'accountCash.transactions.title')}
        columns={columns}
        rows={results.rows}
        rowId={(r) => r.id}
        state={results.state}
        messages={{ noData: t('accountCash.transactions.noData'), noFilteredData: t('accountCash.transactions.noFilteredData'), loadError: t('accountCash.transactions.loadError') }}
        sort={sort}
        onSort={(column, first) => setSort((current) => nextSort(current, column as CashLedgerSortColumn, first))}
        onRetry={results.load}
        hasMore={results.hasMore}
        onLoadMore={() => void results.loadMore()}
      />
    </section>
  );
}
