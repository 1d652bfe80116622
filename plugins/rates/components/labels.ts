import { isCopyKey, t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';

/** A rate badge's display name from the catalogue (rates.badge.*), the badge itself when it has none. */
export function badgeName(badge: string): string {
  const key = `rates.badge.${badge}`;
  return isCopyKey(key) ? t(key) : badge;
}

/** An amount or balance tier: "$5,000.00 to $499,999.99", or "$1,000,000.00 and over". */
export function tierLabel(tier: { min: string; max: string | null }): string {
  const min = formatAmount(tier.min);
  return tier.max == null ? t('rates.tier.from', { min }) : t('rates.tier.range', { min, max: formatAmount(tier.max) });
}
