// The notification-centre calls (001 §7; the paths 001 leaves unshown are the sandbox's, sandbox/README.md).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamAlertCounts } from '../alert-events.js';

const BASE = '/api/channel/notification-centre/v1';

export interface UpstreamAlert {
  alert_id: string | number;
  read?: boolean;
  request_number?: string | null;
  request_id?: string | null;
  text?: string;
  approval_id?: string | null;
  status?: string | null;
  category?: string;
  account_number?: string | null;
  object_type?: string;
  links?: { key: string; value: string }[];
  is_having_in_app_routing?: boolean;
  is_visited?: boolean;
  created_at?: string;
}

export async function getAlerts(upstream: RequestUpstream, pagingToken?: string) {
  const res = await upstream.get<{ data?: UpstreamAlert[]; meta?: { pagingToken?: string | null } }>(`${BASE}/alert`, {
    query: pagingToken ? { pagingToken } : {},
  });
  return { alerts: res?.data ?? [], pagingToken: res?.meta?.pagingToken ?? null };
}

export async function getAlertCounts(upstream: RequestUpstream): Promise<UpstreamAlertCounts> {
  const res = await upstream.get<{ data?: UpstreamAlertCounts[] }>(`${BASE}/alert/count`);
  return res?.data?.[0] ?? { total_alerts: 0, unread_alerts: 0, unseen_alerts: 0 };
}

export async function postMarkRead(upstream: RequestUpstream, ids: readonly string[]): Promise<void> {
  await upstream.post(`${BASE}/alert/mark-read`, { json: { alert_ids: ids } });
}

export async function postMarkLastSeen(upstream: RequestUpstream, id: string): Promise<void> {
  await upstream.post(`${BASE}/alert/mark-last-seen`, { json: { alert_id: id } });
}

export interface UpstreamPreferences {
  account_balance: { selected: boolean; threshold: number | null };
  insufficient_funds: { selected: boolean; window_days: number | null };
  preferences_set: boolean;
}

export async function getNotificationPreferences(upstream: RequestUpstream): Promise<UpstreamPreferences> {
  return (await upstream.get<{ data: UpstreamPreferences }>(`${BASE}/notification-preferences`)).data;
}

export async function putNotificationPreferences(upstream: RequestUpstream, body: Omit<UpstreamPreferences, 'preferences_set'>): Promise<UpstreamPreferences> {
  return (await upstream.put<{ data: UpstreamPreferences }>(`${BASE}/notification-preferences`, { json: body })).data;
}

export interface UpstreamNotificationCounts {
  account_balance_count: number;
  insufficient_funds_for_pending_payments_count: number;
  account_balance_visited: boolean;
  pending_payments_visited: boolean;
}

export async function getNotificationCounts(upstream: RequestUpstream): Promise<UpstreamNotificationCounts> {
  return (await upstream.get<{ data: UpstreamNotificationCounts }>(`${BASE}/notification-counts`)).data;
}

export async function postPageVisited(upstream: RequestUpstream, page: 'account-balance' | 'pending-payments'): Promise<void> {
  await upstream.post(`${BASE}/notification-counts/visited`, { json: { page } });
}

export async function getNotificationRows<T>(upstream: RequestUpstream, page: string, query: Record<string, string> = {}) {
  return upstream.get<{ data: T[]; meta?: Record<string, unknown> }>(`${BASE}/notifications/${page}`, { query });
}

export interface UpstreamAnnouncement {
  id: string | number;
  body: string;
  style?: string;
  valid_from: string;
  valid_to: string;
  publication_date: string;
  publish_id: string;
}

export async function getAnnouncements(
  upstream: RequestUpstream,
  query: { channel: string; badge: string[]; product: string[] },
): Promise<UpstreamAnnouncement[]> {
  const res = await upstream.get<{ messages?: UpstreamAnnouncement[] }>('/announcements/api/v1/public/messages/adviseronline', {
    withToken: false,
    query: { output: 'json', channel: query.channel, badge: query.badge, product: query.product, destination: 'secure' },
  });
  return res?.messages ?? [];
}
