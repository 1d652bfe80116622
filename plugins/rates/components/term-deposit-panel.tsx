// The Term deposits tab: terms × amount tiers, the effective date and the 25 bps rebate note (002 §3).
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import { GET_TERM_DEPOSIT_RATES } from '../api/rates';
import { bpsAsPercent, formatRate } from '../lib/rate-tabs';
import { EffectiveDate } from './effective-date';
import { tierLabel } from './labels';
import styles from './rates.module.css';

export function TermDepositPanel() {
  const { data, loading, error, refetch } = useQuery(GET_TERM_DEPOSIT_RATES);
  const rates = data?.termDepositRates;
  if (loading && !rates) return <LoadingState label={t('rates.loading')} />;
  if (error || !rates) return <ErrorState message={t('rates.error')} onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <section className={styles.section}>
      <EffectiveDate date={rates.effectiveDate} />
      <p className={styles.note} data-testid="rates-rebate-note">
        {t('rates.td.rebateNote', { bps: rates.rebateBps, percent: bpsAsPercent(rates.rebateBps) })}
      </p>
      {rates.terms.length === 0 ? (
        <p className={styles.empty}>{t('rates.noRates', { badge: t('rates.tab.termDeposit') })}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-label={t('rates.td.caption')} tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('rates.td.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rates.td.term')}</th>
                {rates.tiers.map((tier) => (
                  <th key={tier.key} scope="col" className={styles.num}>
                    {tierLabel(tier)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rates.terms.map((term) => (
                <tr key={term.key}>
                  <th scope="row">{term.label}</th>
                  {term.rates.map((rate, i) => (
                    <td key={rates.tiers[i]?.key ?? i} className={styles.num}>
                      {t('rates.rate', { rate: formatRate(rate) })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
