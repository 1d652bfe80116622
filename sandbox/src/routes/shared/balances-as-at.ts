// The date account balances are struck at: close of the previous business day in Sydney (weekends and
// national public holidays skipped, 000 §9). The specification shows the 'Balances as at {date}' notice
// but not where the date comes from; the sandbox returns it with the account search (ours).
import type { Db } from '../../db/index.js';

const SYDNEY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Sydney as yyyy-MM-dd. */
export const sydneyToday = (now = new Date()) => SYDNEY.format(now);

/** The business day before `day` (yyyy-MM-dd), skipping weekends and the given holidays. */
export function previousBusinessDay(day: string, holidays: ReadonlySet<string>): string {
  const d = new Date(`${day}T00:00:00Z`);
  do {
    d.setUTCDate(d.getUTCDate() - 1);
  } while (d.getUTCDay() === 0 || d.getUTCDay() === 6 || holidays.has(d.toISOString().slice(0, 10)));
  return d.toISOString().slice(0, 10);
}

let cached: { today: string; asAt: string } | null = null;

export async function balancesAsAt(db: Db, now = new Date()): Promise<string> {
  const today = sydneyToday(now);
  if (cached?.today === today) return cached.asAt;
  const { rows } = await db.query<{ date: string }>(
    "select date::text as date from public_holidays where date between ($1::date - 14) and $1::date",
    [today],
  );
  cached = { today, asAt: previousBusinessDay(today, new Set(rows.map((r) => r.date))) };
  return cached.asAt;
}
