// dashboard/cash-account/{n}/transactions and dashboard/wrap-account/{n}/cash-transactions (issue 17): the cash
// ledger of the account (a wrap account's linked cash account) with its running balance, filters, sorting,
// "Show more" paging, the 002 §4 table states and CSV/QIF export of exactly the rows the filters and sort give.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { t } from '@kit/copy';
import { useExport } from '@kit/export/use-export';
import { formatAmount, formatDay } from '@kit/format-values';
import { compareDecimal } from '@kit/money';
import type { CashLedgerFilter, CashLedgerSortColumn } from '@kit/gql/graphql';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { pagedTableProps, TablePageHeader, useFilterAndSort } from '@kit/table/table-page';
import { layout } from '@kit/layout';
import { sydneyToday } from '@kit/sydney-time';
import { LedgerFilters } from '../components/ledger-filters';
import styles from '../components/account-cash.module.css';
import { LEDGER_TYPES } from '../lib/filters';
import { fetchLedgerPage, ledgerExportSource, type LedgerEntry, type LedgerVariables } from '../lib/ledger';
import { usePaged } from '@kit/table/use-paged';

// Contributions have their own tab on a super-linked cash account; the ledger's filter offers the other types.
const FILTER_TYPES = LEDGER_TYPES.filter((type) => type !== 'CONTRIBUTION');


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
  const table = useFilterAndSort<CashLedgerFilter, CashLedgerSortColumn>({ column: 'DATE', direction: 'desc' });
  const variables = useMemo<LedgerVariables>(
    () => ({ accountId: account.accountId, filter: table.filter, sort: table.sort.column, order: table.order }),
    [account.accountId, table.filter, table.sort.column, table.order],
  );
  const results = usePaged(JSON.stringify(variables), (after) => fetchLedgerPage(client, variables, after), table.filtered);
  const source = useCallback(() => ledgerExportSource(client, variables), [client, variables]);
  const filename = useCallback((format: string) => `transactions-${account.accountNumber}-${sydneyToday()}.${format}`, [account.accountNumber]);
  const exporter = useExport(source, filename);
  const cashNumber = results.extra?.cashAccountNumber;
  const title = t(wrap ? 'accountCash.transactions.wrapTitle' : 'accountCash.transactions.title');

  return (
    <section className={styles.tab} aria-labelledby="account-cash-transactions-title">
      <TablePageHeader
        id="account-cash-transactions-title"
        title={title}
        results={results}
        countText={(count) => t('accountCash.transactions.count', { count })}
        intro={t('accountCash.transactions.intro')}
        exporter={exporter}
      >
        {wrap && cashNumber && <p className={layout.subtitle}>{t('accountCash.transactions.wrapCashAccount', { number: cashNumber })}</p>}
      </TablePageHeader>
      <LedgerFilters onApply={table.setFilter} types={FILTER_TYPES} />
      <DataTable
        caption={title}
        columns={columns}
        rowId={(r) => r.id}
        messages={{ noData: t('accountCash.transactions.noData'), noFilteredData: t('accountCash.transactions.noFilteredData'), loadError: t('accountCash.transactions.loadError') }}
        sort={table.sort}
        onSort={table.onSort}
        {...pagedTableProps(results)}
      />
    </section>
  );
}
