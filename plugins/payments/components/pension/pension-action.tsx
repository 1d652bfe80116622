// "Request a pension payment" on a wrap account page (002 §2 route from a wrap account): pension accounts
// only, while the brand's digitisation.adhocPensionPayments flag is on.
import { t } from '@kit/copy';
import type { AccountContributionProps } from '@kit/plugin';
import { useFlag } from '@kit/plugin-host';
import { RouteLink } from '@kit/route-link';
import { offersPensionPayment } from '../../lib/pension-account';
import { layout } from '@kit/layout';

// The account page hands its whole account over; productType and kind are there beside the contribution's fields.
type WrapAccount = AccountContributionProps['account'] & { productType?: string | null; kind?: string | null };

export default function PensionPaymentAction({ account }: AccountContributionProps) {
  const flagOn = useFlag('digitisation.adhocPensionPayments');
  if (!offersPensionPayment(account as WrapAccount, flagOn)) return null;
  return (
    <RouteLink to="payments.adhoc-pension" params={{ accountNumber: account.accountNumber }} className={layout.primaryLink}>
      {t('payments.pension.action')}
    </RouteLink>
  );
}
