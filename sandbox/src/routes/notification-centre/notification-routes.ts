// Notification preferences, their counts and the three notification pages (001 §3, §4; paths *(ours)*, 001 §7
// "not shown": see sandbox/README.md "Notification centre"). Accounts are the user's visible ones.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { date, type Query } from '../shared/params.js';
import { dueToday, shortOfFunds } from '../shared/short-of-funds.js';

const BASE = '/channel/notification-centre/v1';
export const INSUFFICIENT_FUNDS_WINDOWS = [5, 10, 20] as const;
export const NOTIFICATION_PAGES = ['account-balance', 'pending-payments'] as const;
const MAX_THRESHOLD = 1_000_000_000;
const MAX_ROWS = 500;

interface PreferenceRow {
  account_balance_selected: boolean;
  account_balance_threshold: string | null;
  insufficient_funds_selected: boolean;
  insufficient_funds_window: number | null;
}

async function preferencesOf(db: Db, mac: string): Promise<PreferenceRow | undefined> {
  const { rows } = await db.query<PreferenceRow>(
    `select account_balance_selected, account_balance_threshold::text as account_balance_threshold,
            insufficient_funds_selected, insufficient_funds_window
       from notification_preferences where mac = $1`,
    [mac],
  );
  return rows[0];
}

function preferencesJson(row: PreferenceRow | undefined) {
  return {
    account_balance: {
      selected: row?.account_balance_selected ?? false,
      threshold: row?.account_balance_threshold == null ? null : Number(row.account_balance_threshold),
    },
    insufficient_funds: { selected: row?.insufficient_funds_selected ?? false, window_days: row?.insufficient_funds_window ?? null },
    preferences_set: Boolean(row && (row.account_balance_selected || row.insufficient_funds_selected)),
  };
}

function parsePreferences(body: unknown): PreferenceRow {
  const b = body as { account_balance?: { selected?: unknown; threshold?: unknown }; insufficient_funds?: { selected?: unknown; window_days?: unknown } } | undefined;
  if (!b || typeof b !== 'object' || typeof b.account_balance !== 'object' || typeof b.insufficient_funds !== 'object') {
    throw badRequest('body must be { account_balance: { selected, threshold }, insufficient_funds: { selected, window_days } }');
  }
  const { selected: balanceSelected, threshold } = b.account_balance;
  const { selected: fundsSelected, window_days: windowDays } = b.insufficient_funds;
  if (typeof balanceSelected !== 'boolean' || typeof fundsSelected !== 'boolean') throw badRequest('selected must be true or false');
  if (threshold !== null && threshold !== undefined && (typeof threshold !== 'number' || !Number.isFinite(threshold) || threshold < 0 || threshold > MAX_THRESHOLD)) {
    throw badRequest(`account_balance.threshold must be a number from 0 to ${MAX_THRESHOLD}`);
  }
  if (balanceSelected && (threshold === null || threshold === undefined)) throw badRequest('account_balance.threshold is required when selected');
  if (windowDays !== null && windowDays !== undefined && !INSUFFICIENT_FUNDS_WINDOWS.includes(windowDays as 5)) {
    throw badRequest(`insufficient_funds.window_days must be one of ${INSUFFICIENT_FUNDS_WINDOWS.join(', ')}`);
  }
  if (fundsSelected && (windowDays === null || windowDays === undefined)) throw badRequest('insufficient_funds.window_days is required when selected');
  return {
    account_balance_selected: balanceSelected,
    account_balance_threshold: threshold == null ? null : (Math.round(threshold * 100) / 100).toFixed(2),
    insufficient_funds_selected: fundsSelected,
    insufficient_funds_window: (windowDays as number | null | undefined) ?? null,
  };
}

/** The user's visible active cash accounts at or below the threshold. */
const BELOW_THRESHOLD = `
  select distinct a.account_id, a.account_number, a.account_name, a.product_description,
         coalesce(a.available_balance, a.ledger_balance)::float8 as available_balance, a.ledger_balance::float8 as ledger_balance
    from accounts a join account_advisers aa on aa.account_id = a.account_id
   where aa.entity_key = any($1::text[]) and a.account_type = 'CASH' and a.account_status = 'Active'
     and coalesce(a.available_balance, a.ledger_balance) <= $2::numeric`;

/**
 * The user's visible active cash accounts whose payments due within the window exceed the available balance: the
 * state the book reads too (routes/shared/short-of-funds.ts), so the bell and the book count the same accounts.
 */
const shortOfFundsFor = async (db: Db, keys: string[], windowDays: number | null, limit: number) =>
  windowDays == null ? { count: 0, items: [] } : shortOfFunds(db, keys, { today: await dueToday(db), windowDays, limit, order: 'shortfall' });

function scopeKeys(request: FastifyRequest): string[] {
  return request.scope.entityKeys;
}

async function count(db: Db, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) as matched`, params);
  return rows[0].n;
}

export function registerNotificationRoutes(api: FastifyInstance, db: Db): void {
  api.get(`${BASE}/notification-preferences`, async (request) => ({ data: preferencesJson(await preferencesOf(db, request.auth.mac)) }));

  api.put<{ Body: unknown }>(`${BASE}/notification-preferences`, async (request) => {
    const p = parsePreferences(request.body);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into notification_preferences (mac, account_balance_selected, account_balance_threshold, insufficient_funds_selected, insufficient_funds_window, updated_at)
         values ($1, $2, $3::numeric, $4, $5, now())
         on conflict (mac) do update set account_balance_selected = excluded.account_balance_selected,
           account_balance_threshold = excluded.account_balance_threshold, insufficient_funds_selected = excluded.insufficient_funds_selected,
           insufficient_funds_window = excluded.insufficient_funds_window, updated_at = now()`,
        [request.auth.mac, p.account_balance_selected, p.account_balance_threshold, p.insufficient_funds_selected, p.insufficient_funds_window],
      );
      // New preferences: the pages have news again.
      await tx.query('delete from notification_visits where mac = $1', [request.auth.mac]);
    });
    return { data: preferencesJson(p) };
  });

  api.get(`${BASE}/notification-counts`, async (request) => {
    const prefs = await preferencesOf(db, request.auth.mac);
    const keys = scopeKeys(request);
    const visits = new Set(
      (await db.query<{ page: string }>('select page from notification_visits where mac = $1', [request.auth.mac])).rows.map((r) => r.page),
    );
    return {
      data: {
        account_balance_count: prefs?.account_balance_selected ? await count(db, BELOW_THRESHOLD, [keys, prefs.account_balance_threshold]) : 0,
        insufficient_funds_for_pending_payments_count: prefs?.insufficient_funds_selected
          ? (await shortOfFundsFor(db, keys, prefs.insufficient_funds_window, 0)).count
          : 0,
        account_balance_visited: visits.has('account-balance'),
        pending_payments_visited: visits.has('pending-payments'),
      },
    };
  });

  api.post<{ Body: unknown }>(`${BASE}/notification-counts/visited`, async (request) => {
    const page = (request.body as { page?: unknown } | undefined)?.page;
    if (typeof page !== 'string' || !NOTIFICATION_PAGES.includes(page as 'account-balance')) {
      throw badRequest(`page must be one of ${NOTIFICATION_PAGES.join(', ')}`);
    }
    await db.query(
      `insert into notification_visits (mac, page) values ($1, $2) on conflict (mac, page) do update set visited_at = now()`,
      [request.auth.mac, page],
    );
    return { data: { page, visited: true } };
  });

  api.get(`${BASE}/notifications/account-balance`, async (request) => {
    const prefs = await preferencesOf(db, request.auth.mac);
    if (!prefs?.account_balance_selected) return { data: [], meta: { threshold: null } };
    const { rows } = await db.query(`${BELOW_THRESHOLD} order by available_balance, account_number limit ${MAX_ROWS}`, [scopeKeys(request), prefs.account_balance_threshold]);
    return { data: rows, meta: { threshold: Number(prefs.account_balance_threshold) } };
  });

  api.get(`${BASE}/notifications/pending-payments`, async (request) => {
    const prefs = await preferencesOf(db, request.auth.mac);
    if (!prefs?.insufficient_funds_selected) return { data: [], meta: { window_days: null } };
    const { items } = await shortOfFundsFor(db, scopeKeys(request), prefs.insufficient_funds_window, MAX_ROWS);
    return { data: items, meta: { window_days: prefs.insufficient_funds_window } };
  });

  api.get<{ Querystring: Query }>(`${BASE}/notifications/term-deposit-maturities`, async (request) => {
    const from = date(request.query, 'fromDate');
    const to = date(request.query, 'toDate');
    if (!from || !to) throw badRequest('fromDate and toDate are required (yyyy-MM-dd)');
    if (from > to) throw badRequest('fromDate must not be after toDate');
    const { rows } = await db.query(
      `select distinct a.account_id, a.account_number, a.account_name, a.product_description, a.maturity_date::text as maturity_date,
              a.ledger_balance::float8 as balance, a.interest_rate::float8 as interest_rate
         from accounts a join account_advisers aa on aa.account_id = a.account_id
        where aa.entity_key = any($1::text[]) and a.account_type = 'TD' and a.account_status = 'Active'
          and a.maturity_date between $2::date and $3::date
        order by maturity_date, a.account_number limit ${MAX_ROWS}`,
      [scopeKeys(request), from, to],
    );
    return { data: rows, meta: { from_date: from, to_date: to } };
  });
}
