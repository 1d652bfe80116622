// The valuation date the adviser picks: a real day, not in the future, not before the account opened.
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The message for a picked day, or null when it can be valued. */
export function asAtError(value: string, today: string, openedDate: string | null): string | null {
  if (!isDay(value)) return t('portfolio.valuation.dateInvalid');
  if (value > today) return t('portfolio.valuation.dateFuture');
  if (openedDate && value < openedDate) return t('portfolio.valuation.dateBeforeOpen', { date: formatDay(openedDate) });
  return null;
}
