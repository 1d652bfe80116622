// The Cash tab: one table per cash rate badge (002 §3 rates.cash), each with its effective date.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import { DataTable } from '@kit/table/data-table';
import { GET_CASH_RATES } from '../api/rates';
import { formatRate } from '../lib/rate-tabs';
import { EffectiveDate } from './effective-date';
import { badgeName } from './labels';
import { layout } from '@kit/layout';
import styles from './rates.module.css';

function CashBadgeRates({ badge }: { badge: string }) {
  const { data, loading, error, refetch } = useQuery(GET_CASH_RATES, { variables: { badge } });
  const rates = data?.cashRates;
  const name = badgeName(badge);
  if (loading && !rates) return <LoadingState label={t('rates.loading')} />;
  if (error || !rates) return <ErrorState message={t('rates.error')} onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <section className={styles.section} aria-labelledby={`rates-cash-${badge}`} data-badge={badge}>
      <h2 id={`rates-cash-${badge}`} className={layout.sectionTitle}>
        {name}
      </h2>
      <EffectiveDate date={rates.effectiveDate} />
      {rates.rates.length === 0 ? (
        <p className={layout.empty}>{t('rates.noRates', { badge: name })}</p>
      ) : (
        <DataTable
          caption={t('rates.cash.caption', { badge: name })}
          columns={[
            { key: 'product', header: t('rates.cash.product'), rowHeader: true, render: (row) => row.label },
            { key: 'rate', header: t('rates.cash.rate'), align: 'end', render: (row) => t('rates.rate', { rate: formatRate(row.rate) }) },
          ]}
          rows={rates.rates}
          rowId={(row) => row.key}
        />
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
