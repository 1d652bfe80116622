// The notification-centre calls (001 §7; the paths 001 leaves unshown are the sandbox's, sandbox/README.md).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody, UpstreamResponse } from '@gateway/upstream/upstream-api.js';
import type { UpstreamAlertCounts } from '../alert-events.js';

const ALERTS = '/api/channel/notification-centre/v1/alert';
const PREFERENCES = '/api/channel/notification-centre/v1/notification-preferences';
const COUNTS = '/api/channel/notification-centre/v1/notification-counts';
const ANNOUNCEMENTS = '/announcements/api/v1/public/messages/adviseronline';

export type UpstreamAlert = UpstreamResponse<typeof ALERTS>['data'][number];
export type UpstreamPreferences = UpstreamResponse<typeof PREFERENCES>['data'];
export type UpstreamNotificationCounts = UpstreamResponse<typeof COUNTS>['data'];
export type UpstreamAnnouncement = UpstreamResponse<typeof ANNOUNCEMENTS>['messages'][number];

export async function getAlerts(upstream: RequestUpstream, pagingToken?: string) {
  const res = await upstream.api.GET(ALERTS, { params: { query: pagingToken ? { pagingToken } : {} } });
  return { alerts: res?.data ?? [], pagingToken: res?.meta?.pagingToken ?? null };
}

export async function getAlertCounts(upstream: RequestUpstream): Promise<UpstreamAlertCounts> {
  const res = await upstream.api.GET('/api/channel/notification-centre/v1/alert/count');
  return res?.data?.[0] ?? { total_alerts: 0, unread_alerts: 0, unseen_alerts: 0 };
}

export async function postMarkRead(upstream: RequestUpstream, ids: readonly string[]): Promise<void> {
  await upstream.api.POST('/api/channel/notification-centre/v1/alert/mark-read', { body: { alert_ids: [...ids] } });
}

export async function postMarkLastSeen(upstream: RequestUpstream, id: string): Promise<void> {
  await upstream.api.POST('/api/channel/notification-centre/v1/alert/mark-last-seen', { body: { alert_id: id } });
}

export async function getNotificationPreferences(upstream: RequestUpstream): Promise<UpstreamPreferences> {
  return (await upstream.api.GET(PREFERENCES)).data;
}

export async function putNotificationPreferences(upstream: RequestUpstream, body: UpstreamBody<typeof PREFERENCES, 'put'>): Promise<UpstreamPreferences> {
  return (await upstream.api.PUT(PREFERENCES, { body })).data;
}

export async function getNotificationCounts(upstream: RequestUpstream): Promise<UpstreamNotificationCounts> {
  return (await upstream.api.GET(COUNTS)).data;
}

export async function postPageVisited(upstream: RequestUpstream, page: 'account-balance' | 'pending-payments'): Promise<void> {
  await upstream.api.POST('/api/channel/notification-centre/v1/notification-counts/visited', { body: { page } });
}

export const getAccountBalanceRows = (upstream: RequestUpstream) =>
  upstream.api.GET('/api/channel/notification-centre/v1/notifications/account-balance');

export const getPendingPaymentRows = (upstream: RequestUpstream) =>
  upstream.api.GET('/api/channel/notification-centre/v1/notifications/pending-payments');

export const getMaturityRows = (upstream: RequestUpstream, fromDate: string, toDate: string) =>
  upstream.api.GET('/api/channel/notification-centre/v1/notifications/term-deposit-maturities', { params: { query: { fromDate, toDate } } });

export async function getAnnouncements(
  upstream: RequestUpstream,
  query: { channel: string; badge: string[]; product: string[] },
): Promise<UpstreamAnnouncement[]> {
  const res = await upstream.api.GET(ANNOUNCEMENTS, {
    withToken: false,
    params: { query: { output: 'json', channel: query.channel, badge: query.badge, product: query.product, destination: 'secure' } },
  });
  return res?.messages ?? [];
}
