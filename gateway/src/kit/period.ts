// The list's period as from_date (yyyy-MM-dd), counted in Sydney (002 §9): a case updated on or after
// that Sydney date is in. "Last N days" is today and the N days before it; this month starts on the 1st;
// the Australian financial year on 1 July. ALL sends no from_date.
import { formatInTimeZone } from 'date-fns-tz';

export type CasePeriod = 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' | 'THIS_MONTH' | 'FINANCIAL_YEAR' | 'ALL';

export const SYDNEY = 'Australia/Sydney';
const DAYS: Partial<Record<CasePeriod, number>> = { LAST_7_DAYS: 7, LAST_30_DAYS: 30, LAST_90_DAYS: 90 };

const iso = (date: Date) => date.toISOString().slice(0, 10);

export function fromDate(period: CasePeriod, now: Date): string | undefined {
  if (period === 'ALL') return undefined;
  const [y, m, d] = formatInTimeZone(now, SYDNEY, 'yyyy-MM-dd').split('-').map(Number);
  const days = DAYS[period];
  if (days !== undefined) return iso(new Date(Date.UTC(y, m - 1, d - days)));
  if (period === 'THIS_MONTH') return iso(new Date(Date.UTC(y, m - 1, 1)));
  return iso(new Date(Date.UTC(m >= 7 ? y : y - 1, 6, 1)));
}
