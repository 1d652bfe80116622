// The group's accounts: name, product, status and available balance (000 §2, §3 group account), in the kit's table.
import { useMemo } from 'react';
import { t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import { DataTable, type Column } from '@kit/table/data-table';
import type { GroupAccountData } from '../api/get-account-group';
import { formatAmount } from '@kit/format-values';
import styles from './group.module.css';

function groupColumns(): Column<GroupAccountData>[] {
  return [
    {
      key: 'account',
      header: t('groups.table.account'),
      render: (account) => (
        <>
          <RouteLink to="wrap-account" params={{ accountNumber: account.accountNumber }} className={styles.accountName}>
            {account.accountName ?? account.accountNumber}
          </RouteLink>
          <span className={styles.muted}>{account.accountNumber}</span>
        </>
      ),
    },
    { key: 'product', header: t('groups.table.product'), render: (account) => account.productName ?? account.productCode },
    { key: 'status', header: t('groups.table.status'), render: (account) => account.accountStatus },
    { key: 'balance', header: t('groups.table.balance'), align: 'end', render: (account) => formatAmount(account.availableBalance) || t('groups.table.unavailable') },
  ];
}

export function GroupAccountsTable({ accounts }: { accounts: readonly GroupAccountData[] }) {
  const columns = useMemo(() => groupColumns(), []);
  return <DataTable caption={t('groups.page.accounts')} columns={columns} rows={accounts} rowId={(account) => account.accountId} plain />;
}
