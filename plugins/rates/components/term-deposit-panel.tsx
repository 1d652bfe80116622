// The Term deposits tab: terms × amount tiers, the effective date and the 25 bps rebate note (002 §3).
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { QueryStates } from '@kit/layout';
import { GET_TERM_DEPOSIT_RATES } from '../api/rates';
import { bpsAsPercent } from '../lib/rate-tabs';
import { RateSection, tierColumns } from './rate-section';
import styles from './rates.module.css';

export function TermDepositPanel() {
  const { data, loading, error, refetch } = useQuery(GET_TERM_DEPOSIT_RATES);
  return (
    <QueryStates data={data?.termDepositRates} loading={loading} error={error} loadingLabel={t('rates.loading')} errorMessage={t('rates.error')} refetch={refetch}>
      {(rates) => (
        <RateSection
          effectiveDate={rates.effectiveDate}
          emptyName={t('rates.tab.termDeposit')}
          caption={t('rates.td.caption')}
          rowHeader={t('rates.td.term')}
          columns={tierColumns(rates.tiers)}
          rows={rates.terms}
          note={
            <p className={styles.note} data-testid="rates-rebate-note">
              {t('rates.td.rebateNote', { bps: rates.rebateBps, percent: bpsAsPercent(rates.rebateBps) })}
            </p>
          }
        />
      )}
    </QueryStates>
  );
}
