// How an arrangement reads in the table and the export (pure): its fee, its days left and its renewal, in the
// catalogue's words. Amounts stay Money text (formatAmount reads the digits); a rate is shown as the bank gives it.
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { PillTone } from '@kit/layout';
import type { FeeArrangementFieldsFragment, FeeConsentStatus } from '@kit/gql/graphql';

export type Arrangement = FeeArrangementFieldsFragment;

export const STATUS_TONES: Record<FeeConsentStatus, PillTone> = {
  CURRENT: 'POSITIVE',
  RENEWAL_DUE: 'INFO',
  OVERDUE: 'WARNING',
  LAPSED: 'NEGATIVE',
  ENDED: 'DEFAULT',
};

/** "$1,650.00 a year" or "0.55% a year". */
export function feeText(a: Pick<Arrangement, 'feeAmount' | 'feeRate'>): string {
  if (a.feeAmount != null) return t('feeConsent.fee.amount', { amount: formatAmount(a.feeAmount) });
  if (a.feeRate != null) return t('feeConsent.fee.rate', { rate: a.feeRate });
  return '';
}

/** "23 days left", "Due today", or for a lapsed or ended arrangement "Fee stopped 3 Oct 2026". */
export function daysLeftText(a: Pick<Arrangement, 'daysLeft' | 'feeStopsDate'>): string {
  if (a.daysLeft == null) return a.feeStopsDate ? t('feeConsent.daysLeft.feeStopped', { date: formatDay(a.feeStopsDate) }) : '';
  if (a.daysLeft === 0) return t('feeConsent.daysLeft.today');
  return a.daysLeft === 1 ? t('feeConsent.daysLeft.one') : t('feeConsent.daysLeft.many', { days: String(a.daysLeft) });
}

/** "Renewal sent 12 Nov 2026", "Client consented 14 Nov 2026", "Client declined 14 Nov 2026", or nothing. */
export function renewalText(a: Pick<Arrangement, 'renewal'>): string {
  const r = a.renewal;
  if (!r) return '';
  // formatDay gives a timestamp's Sydney day.
  if (r.status === 'SENT') return t('feeConsent.renewal.sent', { date: formatDay(r.sentAt) });
  return t(r.status === 'CONSENTED' ? 'feeConsent.renewal.consented' : 'feeConsent.renewal.declined', { date: formatDay(r.answeredAt ?? r.sentAt) });
}
