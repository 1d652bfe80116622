// Alerts on the store: one user's list, counts, read and seen marks, and new alerts (the publish endpoint,
// the seed, and later the Request Centre and payments). Every query is scoped by the user's mac.
import type { Db } from '../../db/index.js';
import type { AlertCounts, EventHooks } from '../../events/event-hooks.js';

export const ALERT_PAGE_SIZE = 20;

export const ALERT_CATEGORIES = [
  'direct_deposit_creation', 'direct_deposit_completion', 'update_tfn_intermediary_creation',
  'update_tfn_intermediary_completion', 'actionable_open_security_settings', 'submitted', 'completed',
  'follow_up', 'approved', 'rejected', 'alert_warning', 'awaiting',
] as const;
export const OBJECT_TYPES = ['payments', 'settings/maturities', 'others'] as const;

export interface NewAlert {
  category: string;
  text: string;
  status?: string | null;
  objectType?: (typeof OBJECT_TYPES)[number];
  requestNumber?: string | null;
  approvalId?: string | null;
  accountNumber?: string | null;
  links?: { key: string; value: string }[];
  inAppRouting?: boolean;
  /** Seed only: a time in the past. */
  createdAt?: string;
  read?: boolean;
}

interface AlertRow {
  alert_id: string;
  category: string;
  text: string;
  status: string | null;
  object_type: string;
  request_number: string | null;
  approval_id: string | null;
  account_number: string | null;
  links: { key: string; value: string }[];
  in_app_routing: boolean;
  read: boolean;
  visited: boolean;
  created_at: Date | string;
}

const COLUMNS = `alert_id::text as alert_id, category, text, status, object_type, request_number, approval_id, account_number,
  links, in_app_routing, read, visited, created_at`;

/** The upstream's JSON for one alert (sandbox/README.md "Notification centre"). */
export function alertJson(row: AlertRow): Record<string, unknown> {
  return {
    alert_id: row.alert_id,
    read: row.read,
    request_number: row.request_number,
    text: row.text,
    approval_id: row.approval_id,
    status: row.status,
    category: row.category,
    account_number: row.account_number,
    object_type: row.object_type,
    links: row.links,
    is_having_in_app_routing: row.in_app_routing,
    is_visited: row.visited,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Newest first; `after` is the last alert id of the previous page. */
export async function listAlerts(db: Db, mac: string, after: string | undefined, limit = ALERT_PAGE_SIZE) {
  const { rows } = await db.query<AlertRow>(
    `select ${COLUMNS} from alerts where mac = $1 and ($2::bigint is null or alert_id < $2::bigint)
      order by alerts.alert_id desc limit $3`,
    [mac, after ?? null, limit + 1],
  );
  const page = rows.slice(0, limit);
  return { alerts: page.map(alertJson), next: rows.length > limit ? page[page.length - 1].alert_id : null };
}

export async function alertCounts(db: Db, mac: string): Promise<AlertCounts> {
  const { rows } = await db.query<{ total: string; unread: string; unseen: string }>(
    `select count(*) as total,
            count(*) filter (where not a.read) as unread,
            count(*) filter (where a.alert_id > coalesce(s.last_seen_alert_id, 0)) as unseen
       from alerts a left join alert_seen s on s.mac = a.mac
      where a.mac = $1`,
    [mac],
  );
  const r = rows[0];
  return { total_alerts: Number(r.total), unread_alerts: Number(r.unread), unseen_alerts: Number(r.unseen) };
}

/** Marks the user's alerts among `ids` read; ids of other users' alerts are not touched. Answers how many changed. */
export async function markRead(db: Db, mac: string, ids: readonly string[]): Promise<number> {
  const { rowCount } = await db.query(
    'update alerts set read = true, visited = true where mac = $1 and alert_id = any($2::bigint[]) and not read',
    [mac, ids],
  );
  return rowCount ?? 0;
}

/** Everything up to the alert is seen. False when the alert is not the user's. */
export async function markLastSeen(db: Db, mac: string, id: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from alerts where mac = $1 and alert_id = $2::bigint', [mac, id]);
  if (!rows.length) return false;
  await db.query(
    `insert into alert_seen (mac, last_seen_alert_id) values ($1, $2::bigint)
     on conflict (mac) do update set last_seen_alert_id = greatest(alert_seen.last_seen_alert_id, excluded.last_seen_alert_id)`,
    [mac, id],
  );
  return true;
}

export async function insertAlert(db: Db, mac: string, a: NewAlert): Promise<Record<string, unknown>> {
  const { rows } = await db.query<AlertRow>(
    `insert into alerts (mac, category, text, status, object_type, request_number, approval_id, account_number, links,
                         in_app_routing, read, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, coalesce($12::timestamptz, now()))
     returning ${COLUMNS}`,
    [
      mac, a.category, a.text, a.status ?? null, a.objectType ?? 'others', a.requestNumber ?? null, a.approvalId ?? null,
      a.accountNumber ?? null, JSON.stringify(a.links ?? []), a.inAppRouting ?? true, a.read ?? false, a.createdAt ?? null,
    ],
  );
  return alertJson(rows[0]);
}

/** Creates an alert and tells the subscribers (the path every alert producer takes). */
export async function publishAlert(db: Db, events: EventHooks, mac: string, a: NewAlert): Promise<Record<string, unknown>> {
  const alert = await insertAlert(db, mac, a);
  if (events.enabled) events.emit({ type: 'alert.created', mac, alert, counts: await alertCounts(db, mac) });
  return alert;
}

export async function emitCounts(db: Db, events: EventHooks, mac: string): Promise<void> {
  if (!events.enabled) return;
  events.emit({ type: 'alert.counts', mac, counts: await alertCounts(db, mac) });
}
