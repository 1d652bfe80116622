// The book calls (sandbox/README.md "The book"): the dashboard's figures over the caller's visible accounts, and the
// adviser's low-cash threshold.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import type { RequestOf } from '../../http/route-schema.js';
import { readAmount } from '../shared/amount-cents.js';
import { sydneyToday } from '../shared/balances-as-at.js';
import { referenceDay } from '../shared/reference-day.js';
import { allocation, bookTotals, productFigures } from './book-summary.js';
import { lowCash, maturingTermDeposits, paymentsAwaitingAuthorisation, requestsAwaitingAdviser, scheduledPaymentsShort, visibleSets } from './needs-attention.js';
import { getBook, putBookPreferences } from './schemas.js';

/** The low-cash threshold until the adviser sets one. */
export const DEFAULT_LOW_CASH_THRESHOLD = 5000;
/** The scheduled-payment window until the adviser picks one for the bell. */
export const DEFAULT_WINDOW_DAYS = 10;

async function preferencesOf(db: Db, mac: string) {
  const { rows } = await db.query<{ threshold: string | null; window_days: number | null }>(
    `select (select low_cash_threshold::text from book_preferences where mac = $1) as threshold,
            (select insufficient_funds_window from notification_preferences where mac = $1) as window_days`,
    [mac],
  );
  const row = rows[0];
  return {
    threshold: row?.threshold == null ? DEFAULT_LOW_CASH_THRESHOLD : Number(row.threshold),
    windowDays: row?.window_days ?? DEFAULT_WINDOW_DAYS,
  };
}

const monthBefore = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
};

export function registerBookRoutes(api: FastifyInstance, db: Db): void {
  api.get<RequestOf<typeof getBook>>('/intermediary-accounts/v1/intermediaries/:mac/book', { schema: getBook }, async (request) => {
    const keys = request.scope.entityKeys;
    const asAt = await referenceDay(db);
    const today = [asAt, sydneyToday()].sort()[1]!;
    const [prefs, sets] = await Promise.all([preferencesOf(db, request.auth.mac), visibleSets(db, keys)]);
    const [totals, low, maturing, awaiting, requests, short] = await Promise.all([
      bookTotals(db, sets),
      lowCash(db, sets, prefs.threshold),
      maturingTermDeposits(db, sets, today),
      paymentsAwaitingAuthorisation(db, keys),
      requestsAwaitingAdviser(db, keys),
      scheduledPaymentsShort(db, keys, today, prefs.windowDays),
    ]);
    const products = productFigures(totals);
    const sum = (pick: (p: (typeof products)[number]) => number) => products.reduce((s, p) => s + Math.round(pick(p) * 100), 0) / 100;
    return {
      as_at: asAt,
      month_ago: monthBefore(asAt),
      total: { accounts: products.reduce((n, p) => n + p.accounts, 0), balance: sum((p) => p.balance), balance_month_ago: sum((p) => p.balance_month_ago) },
      products,
      allocation: allocation(totals),
      preferences: { low_cash_threshold: prefs.threshold },
      needs_attention: {
        low_cash: low,
        maturing_term_deposits: maturing,
        payments_awaiting_authorisation: awaiting,
        requests_awaiting_adviser: requests,
        scheduled_payments_short: short,
        window_days: prefs.windowDays,
      },
    };
  });

  api.put<RequestOf<typeof putBookPreferences>>('/intermediary-accounts/v1/book/preferences', { schema: putBookPreferences }, async (request) => {
    const amount = readAmount(request.body.low_cash_threshold);
    if (amount.kind !== 'cents' || amount.negative) throw badRequest('low_cash_threshold must be an amount in dollars and whole cents, 0 or more');
    const threshold = (amount.cents / 100).toFixed(2);
    await db.query(
      `insert into book_preferences (mac, low_cash_threshold) values ($1, $2::numeric)
       on conflict (mac) do update set low_cash_threshold = excluded.low_cash_threshold, updated_at = now()`,
      [request.auth.mac, threshold],
    );
    return { data: { low_cash_threshold: Number(threshold) } };
  });
}
