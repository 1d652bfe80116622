// The Wrap tab: the rates of one wrap badge by product and balance tier, the badge switchable among the
// user's wrap rate badges (002 §2), and the badge's wrap term deposit rates link (002 §6).
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import { DataTable, type Column } from '@kit/table/data-table';
import { GET_WRAP_RATES } from '../api/rates';
import { formatRate } from '../lib/rate-tabs';
import { EffectiveDate } from './effective-date';
import { badgeName, tierLabel } from './labels';
import { layout } from '@kit/layout';
import styles from './rates.module.css';

function WrapBadgeRates({ badge }: { badge: string }) {
  const { data, loading, error, refetch } = useQuery(GET_WRAP_RATES, { variables: { badge } });
  const rates = data?.wrapRates;
  const name = badgeName(badge);
  if (loading && !rates) return <LoadingState label={t('rates.loading')} />;
  if (error || !rates) return <ErrorState message={t('rates.error')} onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <section className={styles.section} aria-labelledby={`rates-wrap-${badge}`} data-badge={badge}>
      <h2 id={`rates-wrap-${badge}`} className={layout.sectionTitle}>
        {name}
      </h2>
      <EffectiveDate date={rates.effectiveDate} />
      {rates.products.length === 0 ? (
        <p className={layout.empty}>{t('rates.noRates', { badge: name })}</p>
      ) : (
        <DataTable
          caption={t('rates.wrap.caption', { badge: name })}
          columns={[
            { key: 'product', header: t('rates.wrap.product'), rowHeader: true, render: (product) => product.label },
            ...rates.tiers.map((tier, i): Column<(typeof rates.products)[number]> => ({
              key: tier.key,
              header: tierLabel(tier),
              align: 'end',
              render: (product) => t('rates.rate', { rate: formatRate(product.rates[i]) }),
            })),
          ]}
          rows={rates.products}
          rowId={(product) => product.key}
        />
      )}
      <p>
        <a className={styles.link} href={rates.termDepositRatesUrl} target="_blank" rel="noopener noreferrer">
          {t('rates.wrap.tdLink', { badge: name })}
          <span className="visually-hidden"> {t('rates.wrap.newWindow')}</span>
        </a>
      </p>
    </section>
  );
}

export function WrapPanel({ badges, badge, onBadgeChange }: { badges: readonly string[]; badge: string; onBadgeChange(badge: string): void }) {
  const selectId = useId();
  return (
    <div className={styles.sections}>
      {badges.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            {t('rates.wrap.badge')}
          </label>
          <select id={selectId} className={styles.select} value={badge} onChange={(e) => onBadgeChange(e.target.value)}>
            {badges.map((b) => (
              <option key={b} value={b}>
                {badgeName(b)}
              </option>
            ))}
          </select>
        </div>
      )}
      <WrapBadgeRates key={badge} badge={badge} />
    </div>
  );
}
