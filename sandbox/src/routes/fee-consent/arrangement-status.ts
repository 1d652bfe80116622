// An ongoing fee arrangement's consent status, read from its dates against the rules' day counts (migration 016,
// table fee_consent_rules; sandbox/README.md "Advice fee consent"). Never stored: it moves on as days pass.
import type { Db } from '../../db/index.js';

export const STATUSES = ['CURRENT', 'RENEWAL_DUE', 'OVERDUE', 'LAPSED', 'ENDED'] as const;
export type ConsentStatus = (typeof STATUSES)[number];

export interface ConsentRules {
  /** Renewal falls due this many days before the anniversary day. */
  renewal_notice: number;
  /** The client's response window after the anniversary day; then overdue. */
  response: number;
  /** Days after the anniversary day when consent ceases and the arrangement lapses. */
  lapse: number;
}

export interface RuleRow { rule: keyof ConsentRules; days: number; summary: string; source: string }

export async function consentRules(db: Pick<Db, 'query'>): Promise<{ rules: ConsentRules; rows: RuleRow[] }> {
  const { rows } = await db.query<RuleRow>('select rule, days, summary, source from fee_consent_rules order by days');
  const rules = Object.fromEntries(rows.map((r) => [r.rule, r.days])) as unknown as ConsentRules;
  return { rules, rows };
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface StatusOf {
  status: ConsentStatus;
  /** The day this status ends (the anniversary, the response window's end, the lapse); null once lapsed or ended. */
  until: string | null;
  /** Days from today to `until`. */
  days_left: number | null;
  /** The first day no adviser fee is charged: the lapse day, or the day the client ended it; null while it runs. */
  fee_stops: string | null;
}

/** The status of an arrangement on `today`. Mirrors statusSql below, which filters lists the same way. */
export function statusOf(a: { anniversary_date: string; ended_date: string | null }, today: string, r: ConsentRules): StatusOf {
  const lapse = addDays(a.anniversary_date, r.lapse);
  if (a.ended_date) return { status: 'ENDED', until: null, days_left: null, fee_stops: a.ended_date < lapse ? a.ended_date : lapse };
  if (today >= lapse) return { status: 'LAPSED', until: null, days_left: null, fee_stops: lapse };
  const responseEnds = addDays(a.anniversary_date, r.response);
  const left = (until: string, status: ConsentStatus): StatusOf => ({ status, until, days_left: daysBetween(today, until), fee_stops: null });
  if (today > responseEnds) return left(lapse, 'OVERDUE');
  if (today >= addDays(a.anniversary_date, -r.renewal_notice)) return left(responseEnds, 'RENEWAL_DUE');
  return left(a.anniversary_date, 'CURRENT');
}

/**
 * The same status as SQL over `f` (fee_arrangements), with the rules and today as parameters $n, $n+1, $n+2, $n+3
 * (renewal notice, response and lapse days; today).
 */
export function statusSql(n: number): string {
  const [notice, response, lapse, today] = [n, n + 1, n + 2, n + 3].map((i) => `$${i}`);
  return `case when f.ended_date is not null then 'ENDED'
               when ${today}::date >= f.anniversary_date + ${lapse}::int then 'LAPSED'
               when ${today}::date > f.anniversary_date + ${response}::int then 'OVERDUE'
               when ${today}::date >= f.anniversary_date - ${notice}::int then 'RENEWAL_DUE'
               else 'CURRENT' end`;
}

/** The day the account's adviser fee stops (its arrangement lapsed or ended), or null: no arrangement, or it runs. */
export async function adviserFeeStops(db: Pick<Db, 'query'>, accountId: string, today: string): Promise<string | null> {
  const { rows } = await db.query<{ anniversary_date: string; ended_date: string | null }>(
    `select to_char(anniversary_date, 'YYYY-MM-DD') as anniversary_date, to_char(ended_date, 'YYYY-MM-DD') as ended_date
       from fee_arrangements where account_id = $1`,
    [accountId],
  );
  if (!rows[0]) return null;
  return statusOf(rows[0], today, (await consentRules(db)).rules).fee_stops;
}
