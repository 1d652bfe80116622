// The Cash tab: one table per cash rate badge (002 §3 rates.cash), each with its effective date.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { QueryStates } from '@kit/layout';
import { GET_CASH_RATES } from '../api/rates';
import { badgeName } from './labels';
import { RateSection } from './rate-section';
import styles from './rates.module.css';

function CashBadgeRates({ badge }: { badge: string }) {
  const { data, loading, error, refetch } = useQuery(GET_CASH_RATES, { variables: { badge } });
  const name = badgeName(badge);
  return (
    <QueryStates data={data?.cashRates} loading={loading} error={error} loadingLabel={t('rates.loading')} errorMessage={t('rates.error')} refetch={refetch}>
      {(rates) => (
        <RateSection
          heading={{ id: `rates-cash-${badge}`, name }}
          badge={badge}
          effectiveDate={rates.effectiveDate}
          emptyName={name}
          caption={t('rates.cash.caption', { badge: name })}
          rowHeader={t('rates.cash.product')}
          columns={[{ key: 'rate', header: t('rates.cash.rate') }]}
          rows={rates.rates.map((rate) => ({ key: rate.key, label: rate.label, rates: [rate.rate] }))}
        />
      )}
    </QueryStates>
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
