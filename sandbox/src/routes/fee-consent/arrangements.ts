// The caller's ongoing fee arrangements as the list answers them: scoped to the accounts they see, with the status
// of today (arrangement-status.ts), filtered, sorted and paged in SQL, and the latest renewal of each row.
import type { Db } from '../../db/index.js';
import type { Scope } from '../../http/scope.js';
import { statusOf, statusSql, type ConsentRules, type ConsentStatus } from './arrangement-status.js';

export interface ArrangementQuery {
  statuses?: ConsentStatus[];
  keyword?: string;
  accountId?: string;
  sort: 'days_left' | 'client' | 'account' | 'anniversary';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

interface Row {
  account_id: string;
  account_number: string;
  account_name: string;
  product_description: string;
  client_id: string | null;
  client_name: string;
  start_date: string;
  anniversary_date: string;
  fee_amount: string | null;
  fee_rate: string | null;
  ended_date: string | null;
  end_reason: 'DECLINED' | 'TERMINATED' | null;
  access: 'FULL' | 'LIMITED' | 'VIEW';
  request_id: string | null;
  request_status: 'SENT' | 'CONSENTED' | 'DECLINED' | null;
  sent_at: Date | null;
  answered_at: Date | null;
  total: string;
}

const ORDER: Record<ArrangementQuery['sort'], string> = {
  // Soonest deadline first; lapsed and ended (no deadline) after, latest fee stop first.
  days_left: `until_day %s nulls last, stops_day desc, account_number`,
  client: `lower(client_name) %s, account_number`,
  account: `account_number %s`,
  anniversary: `anniversary_date %s, account_number`,
};

/** The arrangements of the caller's visible accounts as a CTE `mine` (parameters $1-$7). */
const MINE = `mine as (
  select f.account_id, a.account_number, a.account_name, a.product_description, a.client_id,
         coalesce(nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''), c.organisation_name, a.account_name) as client_name,
         f.start_date, f.anniversary_date, f.fee_amount, f.fee_rate, f.ended_date, f.end_reason,
         coalesce(x.access, $2) as access, ${statusSql(4)} as status,
         case when f.ended_date is not null or $7::date >= f.anniversary_date + $6::int then null
              when $7::date > f.anniversary_date + $5::int then f.anniversary_date + $6::int
              when $7::date >= f.anniversary_date - $4::int then f.anniversary_date + $5::int
              else f.anniversary_date end as until_day,
         least(f.ended_date, f.anniversary_date + $6::int) as stops_day
    from fee_arrangements f
    join accounts a on a.account_id = f.account_id
    left join clients c on c.contact_id = a.client_id
    left join user_account_access x on x.mac = $1 and x.account_id = f.account_id
   where exists (select 1 from account_advisers aa where aa.account_id = f.account_id and aa.entity_key = any($3::text[])))`;

const baseParams = (scope: Scope, rules: ConsentRules, today: string) =>
  [scope.mac, scope.defaultAccess, scope.entityKeys, rules.renewal_notice, rules.response, rules.lapse, today] as unknown[];

const like = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listArrangements(db: Pick<Db, 'query'>, scope: Scope, rules: ConsentRules, today: string, q: ArrangementQuery) {
  const params = baseParams(scope, rules, today);
  const where: string[] = [];
  if (q.accountId) where.push(`account_id = $${params.push(q.accountId)}`);
  if (q.statuses?.length) where.push(`status = any($${params.push(q.statuses)}::text[])`);
  if (q.keyword) {
    const p = params.push(like(q.keyword));
    where.push(`(lower(client_name) like $${p} or lower(account_name) like $${p} or lower(account_number) like $${p})`);
  }
  const order = ORDER[q.sort].replace('%s', q.order);
  const { rows } = await db.query<Row>(
    `with ${MINE}, page as (
       select *, count(*) over () as total from mine ${where.length ? `where ${where.join(' and ')}` : ''}
        order by ${order} limit $${params.push(q.limit)} offset $${params.push(q.offset)})
     select p.account_id, p.account_number, p.account_name, p.product_description, p.client_id, p.client_name,
            to_char(p.start_date, 'YYYY-MM-DD') as start_date, to_char(p.anniversary_date, 'YYYY-MM-DD') as anniversary_date,
            p.fee_amount::text as fee_amount, p.fee_rate::text as fee_rate, to_char(p.ended_date, 'YYYY-MM-DD') as ended_date,
            p.end_reason, p.access, r.request_id::text as request_id, r.status as request_status, r.sent_at, r.answered_at, p.total
       from page p
       left join lateral (select * from fee_consent_requests q where q.account_id = p.account_id order by q.request_id desc limit 1) r on true
      order by ${order}`,
    params,
  );
  return { rows: rows.map((r) => toJson(r, rules, today)), total: Number(rows[0]?.total ?? 0) };
}

/** How many of the caller's arrangements are in each status. */
export async function statusCounts(db: Pick<Db, 'query'>, scope: Scope, rules: ConsentRules, today: string): Promise<Record<ConsentStatus, number>> {
  const { rows } = await db.query<{ status: ConsentStatus; n: string }>(`with ${MINE} select status, count(*) as n from mine group by status`, baseParams(scope, rules, today));
  const counts = { CURRENT: 0, RENEWAL_DUE: 0, OVERDUE: 0, LAPSED: 0, ENDED: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

function toJson(r: Row, rules: ConsentRules, today: string) {
  const s = statusOf(r, today, rules);
  return {
    account_id: r.account_id,
    account_number: r.account_number,
    account_name: r.account_name,
    product_description: r.product_description,
    client_id: r.client_id,
    client_name: r.client_name,
    start_date: r.start_date,
    anniversary_date: r.anniversary_date,
    fee_amount: r.fee_amount === null ? null : Number(r.fee_amount),
    fee_rate: r.fee_rate === null ? null : Number(r.fee_rate),
    status: s.status,
    status_until: s.until,
    days_left: s.days_left,
    fee_stops: s.fee_stops,
    ended_date: r.ended_date,
    end_reason: r.end_reason,
    access: r.access,
    renewal: r.request_id
      ? { request_id: r.request_id, status: r.request_status!, sent_at: new Date(r.sent_at!).toISOString(), answered_at: r.answered_at ? new Date(r.answered_at).toISOString() : null }
      : null,
  };
}
