// Australian financial years (1 July to 30 June) for the documents filter: the current one in Sydney and the two
// before it, the span the account's documents cover.
import { sydneyToday } from '@kit/sydney-time';

export interface FinancialYear {
  /** The year the financial year starts in: 2025 for 1 July 2025 to 30 June 2026. */
  start: number;
  from: string;
  to: string;
}

export function financialYear(start: number): FinancialYear {
  return { start, from: `${start}-07-01`, to: `${start + 1}-06-30` };
}

/** The current financial year on `now` in Sydney, then `count - 1` before it. */
export function recentFinancialYears(now: Date, count = 3): FinancialYear[] {
  const [y, m] = sydneyToday(now).split('-').map(Number) as [number, number];
  const current = m >= 7 ? y : y - 1;
  return Array.from({ length: count }, (_, i) => financialYear(current - i));
}
