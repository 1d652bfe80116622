// dashboard/cash-account/{id}/payments/payees-and-billers: the account's payees and billers (002 §3 groups).
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import type { AccountContributionProps } from '@kit/plugin';
import { PAYEES_AND_BILLERS } from '../api/payees';
import { PayeeGroups } from '../components/payees/payee-groups';
import { layout } from '@kit/layout';
import shared from '../components/shared/payments-ui.module.css';
import { payeeGroups } from '../lib/manage-payees';

export default function PayeesAndBillersTab({ account }: AccountContributionProps) {
  const result = useQuery(PAYEES_AND_BILLERS, { variables: { accountNumber: account.accountNumber }, fetchPolicy: 'cache-and-network' });
  const data = result.data?.payeesAndBillers;
  const groups = data ? payeeGroups(data) : [];

  return (
    <section className={layout.section} aria-labelledby="payees-and-billers-title">
      <header>
        <h2 id="payees-and-billers-title" className={layout.sectionTitle}>
          {t('payments.payees.title')}
        </h2>
        <p className={layout.subtitle}>{t('payments.payees.intro')}</p>
      </header>
      {!data && result.error && <ErrorState message={t('payments.generic')} onRetry={() => void result.refetch().catch(() => undefined)} />}
      {!data && !result.error && <LoadingState label={t('payments.payees.loading')} />}
      {data && groups.length === 0 && (
        <p className={shared.empty} role="status">
          {t('payments.payees.empty')}
        </p>
      )}
      {groups.length > 0 && <PayeeGroups groups={groups} />}
    </section>
  );
}
