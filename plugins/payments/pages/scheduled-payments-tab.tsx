// dashboard/cash-account/{id}/payments/scheduled-payments (and the account's top-level scheduled-payments tab):
// the account's approved future-dated and recurring payments, with Cancel behind the same confirmation.
import { useMemo } from 'react';
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import type { PaymentView } from '../api/payment-fields';
import { CancelPayment } from '../components/shared/cancel-payment';
import { PayeeDescription } from '../components/shared/payee-description';
import { HeadingBlock, layout } from '@kit/layout';
import { StatusPill } from '../components/shared/status-pill';
import { canCancel, frequencyText, paymentTone } from '../lib/manage-payments';
import { usePaymentsList } from '../lib/manage-payments-list';
import { paymentStatusLabel } from '../lib/payment-labels';

function scheduledColumns(onChanged: () => void): Column<PaymentView>[] {
  return [
    { key: 'next', header: t('payments.scheduled.column.next'), render: (p) => formatDay(p.schedule?.nextDate) },
    {
      key: 'last',
      header: t('payments.scheduled.column.last'),
      render: (p) => (p.schedule?.lastDate ? formatDay(p.schedule.lastDate) : p.scheduleType === 'RECURRING' ? <span className={layout.muted}>{t('payments.scheduled.noLastDate')}</span> : formatDay(p.schedule?.nextDate)),
    },
    { key: 'frequency', header: t('payments.scheduled.column.frequency'), render: frequencyText },
    { key: 'payee', header: t('payments.scheduled.column.payee'), render: (p) => <PayeeDescription payment={p} /> },
    { key: 'amount', header: t('payments.scheduled.column.amount'), align: 'end', render: (p) => formatAmount(p.amount) },
    { key: 'status', header: t('payments.scheduled.column.status'), render: (p) => <StatusPill label={paymentStatusLabel(p.status)} tone={paymentTone(p.status)} /> },
    {
      key: 'actions',
      header: t('payments.scheduled.column.actions'),
      hideHeader: true,
      align: 'end',
      render: (p) => (canCancel(p) ? <CancelPayment payment={p} onDone={onChanged} /> : null),
    },
  ];
}

export default function ScheduledPaymentsTab({ account }: AccountContributionProps) {
  const list = usePaymentsList({ accountNumber: account.accountNumber, view: 'SCHEDULED' });
  const { refresh } = list;
  const columns = useMemo(() => scheduledColumns(() => void refresh()), [refresh]);

  return (
    <section className={layout.section} aria-labelledby="scheduled-payments-title">
      <HeadingBlock id="scheduled-payments-title" title={t('payments.scheduled.title')} intro={t('payments.scheduled.intro')} />
      <DataTable
        caption={t('payments.scheduled.caption')}
        columns={columns}
        rows={list.rows}
        rowId={(p) => p.paymentId}
        state={list.state}
        messages={{ noData: t('payments.scheduled.empty'), noFilteredData: t('payments.scheduled.empty'), loadError: t('payments.generic') }}
        onRetry={list.reload}
        hasMore={list.hasMore}
        onLoadMore={() => void list.loadMore()}
      />
    </section>
  );
}
