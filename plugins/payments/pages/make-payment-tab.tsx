// The "Make a payment" tab of a cash account (002 §2, issue 14): the user's payment permission for the
// account first (none: the no-permission message; payments off for the brand: the disabled one), then the form.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import type { AccountContributionProps } from '@kit/plugin';
import { GET_PAYMENT_PERMISSIONS } from '../api/make-payment';
import { MakePayment } from '../components/make-payment/make-payment';

export default function MakePaymentTab({ account }: AccountContributionProps) {
  const { data, loading, error, refetch } = useQuery(GET_PAYMENT_PERMISSIONS, {
    variables: { accountNumber: account.accountNumber },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <LoadingState label={t('payments.make.loading')} />;
  if (error || !data) return <ErrorState message={t('payments.generic')} onRetry={() => void refetch()} />;
  const permissions = data.paymentPermissions;
  if (!permissions.paymentsEnabled) return <ErrorState message={t('payments.disabled')} />;
  if (!permissions.hasAccess || !permissions.canMakePayment) return <ErrorState message={t('payments.noPermission')} />;
  return <MakePayment key={account.accountNumber} account={account} approvalsRequired={permissions.approvalsRequired ?? null} />;
}
