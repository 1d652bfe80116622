// /dashboard/notifications/account-balance: cash accounts at or below the balance threshold (001 §2.1).
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import type { AccountBalanceNotificationsQuery } from '@kit/gql/graphql';
import type { PageProps } from '@kit/plugin';
import { ACCOUNT_BALANCE_NOTIFICATIONS } from '../api/notification-pages';
import { accountColumn, amountColumn, PreferenceListPage, productColumn } from './notification-table';

type Row = AccountBalanceNotificationsQuery['accountBalanceNotifications']['rows'][number];

export default function AccountBalancePage(_props: PageProps<'notifications.account-balance'>) {
  return (
    <PreferenceListPage
      page="ACCOUNT_BALANCE"
      query={ACCOUNT_BALANCE_NOTIFICATIONS}
      list={(data) => data.accountBalanceNotifications}
      preference={(result) => result.threshold}
      title={t('notifications.accountBalance.title')}
      summary={(threshold) => t('notifications.accountBalance.summary', { threshold: formatAmount(threshold) })}
      notSet={t('notifications.accountBalance.notSet')}
      noData={t('notifications.accountBalance.noData')}
      columns={[accountColumn<Row>('cash-account'), productColumn<Row>(), amountColumn<Row>('availableBalance', t('notifications.column.availableBalance'))]}
      initialSort={{ column: 'availableBalance', direction: 'asc' }}
    />
  );
}
