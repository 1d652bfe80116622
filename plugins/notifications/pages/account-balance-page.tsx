// /dashboard/notifications/account-balance: cash accounts at or below the balance threshold (001 §2.1).
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { ACCOUNT_BALANCE_NOTIFICATIONS } from '../api/notification-pages';
import { accountColumn, amountColumn, NotificationTable, productColumn, useVisited } from './notification-table';

export default function AccountBalancePage(_props: PageProps<'notifications.account-balance'>) {
  useVisited('ACCOUNT_BALANCE');
  const { data, loading, error, refetch } = useQuery(ACCOUNT_BALANCE_NOTIFICATIONS, { fetchPolicy: 'cache-and-network' });
  const result = data?.accountBalanceNotifications;
  type Row = NonNullable<typeof result>['rows'][number];
  const notSet = result && result.threshold == null;
  return (
    <NotificationTable<Row>
      title={t('notifications.accountBalance.title')}
      summary={result?.threshold != null ? t('notifications.accountBalance.summary', { threshold: formatAmount(result.threshold) }) : undefined}
      before={notSet ? <RouteLink to="notifications.settings">{t('notifications.pages.setPreferences')}</RouteLink> : undefined}
      columns={[accountColumn<Row>('cash-account'), productColumn<Row>(), amountColumn<Row>('availableBalance', t('notifications.column.availableBalance'))]}
      rows={result?.rows ?? null}
      loading={loading}
      failed={Boolean(error && !result)}
      onRetry={() => void refetch().catch(() => undefined)}
      noData={notSet ? t('notifications.accountBalance.notSet') : t('notifications.accountBalance.noData')}
      initialSort={{ column: 'availableBalance', direction: 'asc' }}
    />
  );
}
