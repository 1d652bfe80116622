// /dashboard/notifications/pending-payments: cash accounts short of funds for their scheduled payments.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { PENDING_PAYMENT_NOTIFICATIONS } from '../api/notification-pages';
import { accountColumn, amountColumn, dayColumn, NotificationTable, productColumn, useVisited } from './notification-table';

export default function PendingPaymentsPage(_props: PageProps<'notifications.pending-payments'>) {
  useVisited('PENDING_PAYMENTS');
  const { data, loading, error, refetch } = useQuery(PENDING_PAYMENT_NOTIFICATIONS, { fetchPolicy: 'cache-and-network' });
  const result = data?.pendingPaymentNotifications;
  type Row = NonNullable<typeof result>['rows'][number];
  const notSet = result && result.windowDays == null;
  return (
    <NotificationTable<Row>
      title={t('notifications.pendingPayments.title')}
      summary={result?.windowDays != null ? t('notifications.pendingPayments.summary', { n: result.windowDays }) : undefined}
      before={notSet ? <RouteLink to="notifications.settings">{t('notifications.pages.setPreferences')}</RouteLink> : undefined}
      columns={[
        accountColumn<Row>('cash-account'),
        productColumn<Row>(),
        amountColumn<Row>('availableBalance', t('notifications.column.availableBalance')),
        amountColumn<Row>('scheduledTotal', t('notifications.column.scheduled')),
        amountColumn<Row>('shortfall', t('notifications.column.shortfall')),
        dayColumn<Row>('nextPaymentDate', t('notifications.column.nextPayment')),
      ]}
      rows={result?.rows ?? null}
      loading={loading}
      failed={Boolean(error && !result)}
      onRetry={() => void refetch().catch(() => undefined)}
      noData={notSet ? t('notifications.pendingPayments.notSet') : t('notifications.pendingPayments.noData')}
      initialSort={{ column: 'shortfall', direction: 'desc' }}
    />
  );
}
