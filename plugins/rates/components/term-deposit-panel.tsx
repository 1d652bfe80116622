// The Term deposits tab: terms × amount tiers, the effective date and the 25 bps rebate note (002 §3).
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { GET_TERM_DEPOSIT_RATES } from '../api/rates';
import { bpsAsPercent } from '../lib/rate-tabs';
import { RateSection, RateStates, tierColumns } from './rate-section';
import styles from './rates.module.css';

export function TermDepositPanel() {
  const { data, loading, error, refetch } = useQuery(GET_TERM_DEPOSIT_RATES);
  return (
    <RateStates data={data?.termDepositRates} loading={loading} error={error} refetch={refetch}>
      {(rates) => (
        <RateSection
          tab="termDeposit"
          effectiveDate={rates.effectiveDate}
          columns={tierColumns(rates.tiers)}
          rows={rates.terms}
          note={
            <p className={styles.note} data-testid="rates-rebate-note">
              {t('rates.td.rebateNote', { bps: rates.rebateBps, percent: bpsAsPercent(rates.rebateBps) })}
            </p>
          }
        />
      )}
    </RateStates>
  );
}
