// dashboard/view-payments, /view-payments and /viewpayments: Manage payments, the target of payment alerts.
import { useSearch } from '@tanstack/react-router';
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { ManagePayments } from '../components/manage/manage-payments';
import { HeadingBlock, layout } from '@kit/layout';
import shared from '../components/shared/payments-ui.module.css';

export default function ManagePaymentsPage(_props: PageProps<'payments.manage'> | PageProps<'payments.manage-short'> | PageProps<'payments.manage-legacy'>) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  return (
    <div className={`${layout.page} ${shared.page}`}>
      <HeadingBlock level={1} title={t('payments.manage.title')} intro={t('payments.manage.intro')} />
      <ManagePayments paymentIdParam={search.paymentId} />
    </div>
  );
}
