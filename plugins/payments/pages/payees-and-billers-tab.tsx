// dashboard/cash-account/{id}/payments/payees-and-billers: the account's payees and billers (002 §3 groups).
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import type { AccountContributionProps } from '@kit/plugin';
import { PAYEES_AND_BILLERS } from '../api/payees';
import { PayeeGroups } from '../components/payees/payee-groups';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import shared from '../components/shared/payments-ui.module.css';
import { payeeGroups } from '../lib/manage-payees';

export default function PayeesAndBillersTab({ account }: AccountContributionProps) {
  const result = useQuery(PAYEES_AND_BILLERS, { variables: { accountNumber: account.accountNumber }, fetchPolicy: 'cache-and-network' });
  const data = result.data?.payeesAndBillers;

  return (
    <section className={layout.section} aria-labelledby="payees-and-billers-title">
      <HeadingBlock id="payees-and-billers-title" title={t('payments.payees.title')} intro={t('payments.payees.intro')} />
      <QueryStates data={data} loading={result.loading} error={result.error} loadingLabel={t('payments.payees.loading')} errorMessage={t('payments.generic')} refetch={result.refetch}>
        {(data) => {
          const groups = payeeGroups(data);
          return groups.length > 0 ? (
            <PayeeGroups groups={groups} />
          ) : (
            <p className={shared.empty} role="status">
              {t('payments.payees.empty')}
            </p>
          );
        }}
      </QueryStates>
    </section>
  );
}
