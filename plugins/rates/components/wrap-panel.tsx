// The Wrap tab: the rates of one wrap badge by product and balance tier, the badge switchable among the
// user's wrap rate badges (002 §2), and the badge's wrap term deposit rates link (002 §6).
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { t } from '@kit/copy';
import { layout } from '@kit/layout';
import { GET_WRAP_RATES } from '../api/rates';
import { badgeName } from './labels';
import { RateSection, RateStates, tierColumns } from './rate-section';
import styles from './rates.module.css';

function WrapBadgeRates({ badge }: { badge: string }) {
  const { data, loading, error, refetch } = useQuery(GET_WRAP_RATES, { variables: { badge } });
  return (
    <RateStates data={data?.wrapRates} loading={loading} error={error} refetch={refetch}>
      {(rates) => (
        <RateSection tab="wrap" badge={badge} effectiveDate={rates.effectiveDate} columns={tierColumns(rates.tiers)} rows={rates.products}>
          <p>
            <a className={styles.link} href={rates.termDepositRatesUrl} target="_blank" rel="noopener noreferrer">
              {t('rates.wrap.tdLink', { badge: badgeName(badge) })}
              <span className="visually-hidden"> {t('rates.wrap.newWindow')}</span>
            </a>
          </p>
        </RateSection>
      )}
    </RateStates>
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
          <select id={selectId} className={layout.input} value={badge} onChange={(e) => onBadgeChange(e.target.value)}>
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
