// The account results table's columns. The name opens the account's page when its product has one.
import { accountRoute } from '@kit/accounts/account-route';
import { t } from '@kit/copy';
import { FavouriteStar } from '@kit/favourites/favourite-star';
import { formatAmount, formatDay } from '@kit/format-values';
import { RouteLink } from '@kit/route-link';
import type { Column } from '@kit/table/data-table';
import styles from '../pages/results-page.module.css';
import type { ResultAccount } from './search-accounts-operation';

function AccountName({ account }: { account: ResultAccount }) {
  const route = accountRoute(account);
  if (!route) {
    return (
      <span className={styles.name} title={t('results.noNavigation')}>
        {account.accountName}
      </span>
    );
  }
  return (
    <RouteLink to={route.id} params={route.params} className={styles.nameLink}>
      {account.accountName}
    </RouteLink>
  );
}

const STATUS_TONE: Record<string, string> = { Active: styles.positive, Deleted: styles.negative };

/** The close date column only when closed accounts can be in the results: otherwise it is always empty. */
export function accountColumns({ showClosed }: { showClosed: boolean }): Column<ResultAccount>[] {
  const columns: Column<ResultAccount>[] = [
    { key: 'favourite', header: t('results.col.favourite'), hideHeader: true, render: (a) => <FavouriteStar accountId={a.accountId} accountLabel={a.accountName} /> },
    { key: 'name', header: t('results.col.name'), sortable: true, firstDirection: 'asc', render: (a) => <AccountName account={a} /> },
    { key: 'number', header: t('results.col.number'), sortable: true, firstDirection: 'asc', render: (a) => <span className={styles.mono}>{a.accountNumber}</span> },
    { key: 'type', header: t('results.col.product'), sortable: true, firstDirection: 'asc', render: (a) => <span className={styles.product}>{a.accountProduct}</span> },
    { key: 'balance', header: t('results.col.balance'), sortable: true, align: 'end', render: (a) => <span className={styles.nowrap}>{formatAmount(a.accountBalance)}</span> },
    { key: 'status', header: t('results.col.status'), render: (a) => <span className={`${styles.pill} ${STATUS_TONE[a.accountStatus] ?? ''}`}>{a.accountStatus}</span> },
    { key: 'adviser', header: t('results.col.adviser'), render: (a) => <span className={styles.mono}>{a.adviserCode}</span> },
    { key: 'opened', header: t('results.col.opened'), sortable: true, render: (a) => <span className={styles.nowrap}>{formatDay(a.accountCreated)}</span> },
    { key: 'closed', header: t('results.col.closed'), sortable: true, render: (a) => <span className={styles.nowrap}>{formatDay(a.closedDate)}</span> },
  ];
  return showClosed ? columns : columns.filter((column) => column.key !== 'closed');
}
