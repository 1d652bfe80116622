// dashboard/wrap-account/{accountNumber}/task/adhoc-pension-payments (002 §2): the adhoc pension payment
// task. Offered while the brand's digitisation.adhocPensionPayments flag is on, for an active pension
// account; otherwise the request isn't available, with the way back to the account.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import type { PageProps } from '@kit/plugin';
import { useFlag } from '@kit/plugin-host';
import { RouteLink } from '@kit/route-link';
import { PENSION_ACCOUNT } from '../api/pension-account';
import type { PensionRequestResult } from '../api/pension-request';
import { PensionForm } from '../components/pension/pension-form';
import { PensionResult } from '../components/pension/pension-result';
import { layout } from '@kit/layout';
import styles from '../components/pension/pension.module.css';
import { offersPensionPayment } from '../lib/pension-account';

export default function AdhocPensionPage({ params }: PageProps<'payments.adhoc-pension'>) {
  const { accountNumber } = params;
  const flagOn = useFlag('digitisation.adhocPensionPayments');
  const { data, loading, error, refetch } = useQuery(PENSION_ACCOUNT, { variables: { accountNumber }, skip: !flagOn, notifyOnNetworkStatusChange: true });
  const [result, setResult] = useState<PensionRequestResult | null>(null);
  const account = data?.account ?? null;

  let body;
  let offered = false;
  if (flagOn && loading && !account) body = <LoadingState />;
  else if (flagOn && error && !account) body = <ErrorState message={t('payments.pension.loadFailed')} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!account || !offersPensionPayment(account, flagOn)) {
    body = (
      <section className={layout.card} aria-labelledby="pension-unavailable">
        <p id="pension-unavailable" className={layout.flush}>
          {t('payments.pension.unavailable')}
        </p>
        <div className={layout.actions}>
          <RouteLink to="wrap-account" params={{ accountNumber }} className={layout.primaryLink}>
            {t('payments.pension.backToAccount')}
          </RouteLink>
        </div>
      </section>
    );
  } else {
    offered = true;
    body = result ? <PensionResult accountNumber={account.accountNumber} result={result} onAnother={() => setResult(null)} /> : <PensionForm account={account} onSubmitted={setResult} />;
  }

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <header>
        <p className={layout.eyebrow}>
          <RouteLink to="wrap-account" params={{ accountNumber }}>
            {account ? `${account.accountName} · ${account.accountNumber}` : accountNumber}
          </RouteLink>
        </p>
        <h1 className={layout.title}>{t('payments.pension.title')}</h1>
        {offered && <p className={layout.subtitle}>{t('payments.pension.intro')}</p>}
      </header>
      {body}
    </div>
  );
}
