// dashboard/cash-account/{n}/scheduled-payments (issue 17): the account's scheduled payments, read-only, soonest
// first. Users with payments see the payments plugin's tab (payments/scheduled-payments) instead, with Cancel.
import { useApolloClient } from '@apollo/client/react';
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { CashAccountScheduledPaymentsQuery } from '@kit/gql/graphql';
import { HeadingBlock } from '@kit/layout';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { CASH_ACCOUNT_SCHEDULED_PAYMENTS } from '../api/queries';
import styles from '../components/account-cash.module.css';
import { usePaged } from '@kit/table/use-paged';

type Payment = CashAccountScheduledPaymentsQuery['cashAccountScheduledPayments'][number];

const FREQUENCIES = ['Once', 'Weekly', 'Fortnightly', 'Monthly', 'Quarterly'] as const;
const frequency = (value: string) => ((FREQUENCIES as readonly string[]).includes(value) ? t(`accountCash.frequency.${value as (typeof FREQUENCIES)[number]}`) : value);

const columns: readonly Column<Payment>[] = [
  { key: 'next', header: t('accountCash.scheduled.col.next'), render: (p) => <span className={styles.nowrap}>{formatDay(p.nextPaymentDate)}</span> },
  { key: 'payee', header: t('accountCash.scheduled.col.payee'), render: (p) => p.payeeName },
  { key: 'frequency', header: t('accountCash.scheduled.col.frequency'), render: (p) => frequency(p.frequency) },
  {
    key: 'last',
    header: t('accountCash.scheduled.col.last'),
    render: (p) => (p.lastPaymentDate ? formatDay(p.lastPaymentDate) : p.recurring ? <span className={styles.muted}>{t('accountCash.scheduled.noEnd')}</span> : formatDay(p.nextPaymentDate)),
  },
  { key: 'amount', header: t('accountCash.scheduled.col.amount'), align: 'end', render: (p) => <span className={styles.nowrap}>{formatAmount(p.amount)}</span> },
];

export default function ScheduledPaymentsTab({ account }: AccountContributionProps) {
  const client = useApolloClient();
  const list = usePaged(
    account.accountId,
    async () => {
      const res = await client.query({ query: CASH_ACCOUNT_SCHEDULED_PAYMENTS, variables: { accountId: account.accountId }, fetchPolicy: 'network-only' });
      const rows = res.data?.cashAccountScheduledPayments;
      if (!rows) throw res.error ?? new Error('no scheduled payments');
      return { rows, total: rows.length, next: null, extra: null };
    },
    false,
  );

  return (
    <section className={styles.tab} aria-labelledby="account-cash-scheduled-title">
      <HeadingBlock id="account-cash-scheduled-title" title={t('accountCash.scheduled.title')} intro={t('accountCash.scheduled.intro')} />
      <DataTable
        caption={t('accountCash.scheduled.title')}
        columns={columns}
        rows={list.rows}
        rowId={(p) => p.id}
        state={list.state}
        messages={{ noData: t('accountCash.scheduled.noData'), noFilteredData: t('accountCash.scheduled.noData'), loadError: t('accountCash.scheduled.loadError') }}
        onRetry={list.load}
      />
    </section>
  );
}
