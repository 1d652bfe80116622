// /dashboard/notifications/pending-payments: cash accounts short of funds for their scheduled payments.
import { t } from '@kit/copy';
import type { PendingPaymentNotificationsQuery } from '@kit/gql/graphql';
import type { PageProps } from '@kit/plugin';
import { PENDING_PAYMENT_NOTIFICATIONS } from '../api/notification-pages';
import { accountColumn, amountColumn, dayColumn, PreferenceListPage, productColumn } from './notification-table';

type Row = PendingPaymentNotificationsQuery['pendingPaymentNotifications']['rows'][number];

export default function PendingPaymentsPage(_props: PageProps<'notifications.pending-payments'>) {
  return (
    <PreferenceListPage
      page="PENDING_PAYMENTS"
      query={PENDING_PAYMENT_NOTIFICATIONS}
      list={(data) => data.pendingPaymentNotifications}
      preference={(result) => result.windowDays}
      title={t('notifications.pendingPayments.title')}
      summary={(n) => t('notifications.pendingPayments.summary', { n })}
      notSet={t('notifications.pendingPayments.notSet')}
      noData={t('notifications.pendingPayments.noData')}
      columns={[
        accountColumn<Row>('cash-account'),
        productColumn<Row>(),
        amountColumn<Row>('availableBalance', t('notifications.column.availableBalance')),
        amountColumn<Row>('scheduledTotal', t('notifications.column.scheduled')),
        amountColumn<Row>('shortfall', t('notifications.column.shortfall')),
        dayColumn<Row>('nextPaymentDate', t('notifications.column.nextPayment')),
      ]}
      initialSort={{ column: 'shortfall', direction: 'desc' }}
    />
  );
}
