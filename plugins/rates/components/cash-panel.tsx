// The Cash tab: one table per cash rate badge (002 §3 rates.cash), each with its effective date.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { GET_CASH_RATES } from '../api/rates';
import { RateSection, RateStates } from './rate-section';
import styles from './rates.module.css';

function CashBadgeRates({ badge }: { badge: string }) {
  const { data, loading, error, refetch } = useQuery(GET_CASH_RATES, { variables: { badge } });
  return (
    <RateStates data={data?.cashRates} loading={loading} error={error} refetch={refetch}>
      {(rates) => (
        <RateSection
          tab="cash"
          badge={badge}
          effectiveDate={rates.effectiveDate}
          columns={[{ key: 'rate', header: t('rates.cash.rate') }]}
          rows={rates.rates.map((rate) => ({ key: rate.key, label: rate.label, rates: [rate.rate] }))}
        />
      )}
    </RateStates>
  );
}

export function CashPanel({ badges }: { badges: readonly string[] }) {
  return (
    <div className={styles.sections}>
      {badges.map((badge) => (
        <CashBadgeRates key={badge} badge={badge} />
      ))}
    </div>
  );
}
