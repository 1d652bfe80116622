// A price's change from the previous price day: "+$0.12 (+0.35%)" in the tone of its direction, read as "up $0.12
// (0.35%)" (the sign and colour are not the only signal). From the gateway's exact decimal text.
import { t } from '@kit/copy';
import { formatPercent, formatPrice } from '@kit/format-values';
import { compareDecimal } from '@kit/money';
import styles from './market-data.module.css';

const magnitude = (value: string) => value.replace(/^-/, '');

export function PriceChange({ change, percent }: { change: string; percent: string }) {
  const direction = compareDecimal(change, '0');
  const amount = formatPrice(magnitude(change));
  const share = formatPercent(magnitude(percent));
  if (direction === 0) return <span className={styles.flat}>{t('marketData.change.none')}</span>;
  const sign = direction > 0 ? '+' : '−';
  const spoken = t(direction > 0 ? 'marketData.change.up' : 'marketData.change.down', { amount, percent: share });
  return (
    <span className={direction > 0 ? styles.up : styles.down}>
      <span aria-hidden="true">
        {sign}
        {amount} ({sign}
        {share})
      </span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
