// The Term deposits tab: terms × amount tiers, the effective date and the 25 bps rebate note (002 §3).
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import { DataTable, type Column } from '@kit/table/data-table';
import { GET_TERM_DEPOSIT_RATES } from '../api/rates';
import { bpsAsPercent, formatRate } from '../lib/rate-tabs';
import { EffectiveDate } from './effective-date';
import { tierLabel } from './labels';
import { layout } from '@kit/layout';
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
        <p className={layout.empty}>{t('rates.noRates', { badge: t('rates.tab.termDeposit') })}</p>
      ) : (
        <DataTable
          caption={t('rates.td.caption')}
          columns={[
            { key: 'term', header: t('rates.td.term'), rowHeader: true, render: (term) => term.label },
            ...rates.tiers.map((tier, i): Column<(typeof rates.terms)[number]> => ({
              key: tier.key,
              header: tierLabel(tier),
              align: 'end',
              render: (term) => t('rates.rate', { rate: formatRate(term.rates[i]) }),
            })),
          ]}
          rows={rates.terms}
          rowId={(term) => term.key}
        />
      )}
    </section>
  );
}
