// The Cash tab: one table per cash rate badge (002 §3 rates.cash), each with its effective date.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import { GET_CASH_RATES } from '../api/rates';
import { formatRate } from '../lib/rate-tabs';
import { EffectiveDate } from './effective-date';
import { badgeName } from './labels';
import styles from './rates.module.css';

function CashBadgeRates({ badge }: { badge: string }) {
  const { data, loading, error, refetch } = useQuery(GET_CASH_RATES, { variables: { badge } });
  const rates = data?.cashRates;
  const name = badgeName(badge);
  if (loading && !rates) return <LoadingState label={t('rates.loading')} />;
  if (error || !rates) return <ErrorState message={t('rates.error')} onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <section className={styles.section} aria-labelledby={`rates-cash-${badge}`} data-badge={badge}>
      <h2 id={`rates-cash-${badge}`} className={styles.sectionTitle}>
        {name}
      </h2>
      <EffectiveDate date={rates.effectiveDate} />
      {rates.rates.length === 0 ? (
        <p className={styles.empty}>{t('rates.noRates', { badge: name })}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('rates.cash.caption', { badge: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rates.cash.product')}</th>
              <th scope="col" className={styles.num}>
                {t('rates.cash.rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.rates.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td className={styles.num}>{t('rates.rate', { rate: formatRate(row.rate) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
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
