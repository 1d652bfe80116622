// The client's accounts (002 §3 Client account, §5 Active or Closed only) in the kit table, each linked to
// its account page (the gateway says which page a product opens; none: plain text). A balance the client's total
// does not add says why under it (issue 31 §3: a wrap's own cash is inside its wrap's balance).
import { t } from '@kit/copy';
import { accountRoute } from '@kit/accounts/account-route';
import { formatAmount, formatDay } from '@kit/format-values';
import { compareDecimal } from '@kit/money';
import { RouteLink } from '@kit/route-link';
import { DataTable, type Column } from '@kit/table/data-table';
import type { ClientOverviewPageQuery } from '@kit/gql/graphql';
import { layout } from '@kit/layout';
import styles from './client-overview.module.css';

type Account = NonNullable<ClientOverviewPageQuery['clientOverview']>['accounts'][number];

function AccountName({ account }: { account: Account }) {
  const route = accountRoute(account);
  const label = (
    <>
      <span className={styles.accountName}>{account.accountShortName}</span>
      <span className={styles.meta}>{account.accountNumber}</span>
    </>
  );
  if (!route) return <span className={styles.accountCell}>{label}</span>;
  return (
    <RouteLink to={route.id} params={route.params} className={styles.accountCell}>
      {label}
    </RouteLink>
  );
}

/** A balance, and why it is not added to the total when it is not (a wrap's own cash; online trading; closed). */
function Balance({ account }: { account: Account }) {
  const note = account.counted || compareDecimal(account.ledgerBalance ?? '0', '0') === 0
    ? null
    : account.includedIn
      ? t('client.accounts.includedIn', { account: account.includedIn })
      : t('client.accounts.notCounted');
  return (
    <>
      {formatAmount(account.ledgerBalance)}
      {note && <span className={styles.meta}>{note}</span>}
    </>
  );
}

export function ClientAccounts({ name, accounts }: { name: string; accounts: readonly Account[] }) {
  const columns: Column<Account>[] = [
    { key: 'account', header: t('client.accounts.account'), render: (a) => <AccountName account={a} /> },
    {
      key: 'product',
      header: t('client.accounts.product'),
      render: (a) => (
        <>
          {a.productDescription ?? a.productCode}
          {a.maturityDate && <span className={styles.meta}>{t('client.accounts.maturity', { date: formatDay(a.maturityDate) })}</span>}
        </>
      ),
    },
    { key: 'status', header: t('client.accounts.status'), render: (a) => t(`client.accounts.${a.accountStatus === 'Closed' ? 'Closed' : 'Active'}`) },
    {
      key: 'balance',
      header: t('client.accounts.balance'),
      align: 'end',
      render: (a) => (a.ledgerBalance == null ? t('client.notProvided') : <Balance account={a} />),
    },
    {
      key: 'available',
      header: t('client.accounts.availableBalance'),
      align: 'end',
      render: (a) => (a.availableBalance == null ? '' : formatAmount(a.availableBalance)),
    },
  ];
  return (
    <section className={layout.card} aria-labelledby="client-accounts-heading">
      <h2 id="client-accounts-heading" className={layout.cardTitle}>{t('client.accounts.heading')}</h2>
      <DataTable
        caption={t('client.accounts.caption', { name })}
        columns={columns}
        rows={accounts}
        rowId={(a) => a.accountId}
        state={accounts.length ? 'loaded' : 'noData'}
        messages={{ noData: t('client.accounts.empty'), noFilteredData: t('client.accounts.empty'), loadError: t('client.accounts.loadError') }}
      />
    </section>
  );
}
