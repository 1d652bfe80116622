// The notification centre: alerts and their counts, marks, notification preferences and pages, announcements,
// and the live alertEvents subscription.
import type { AlertObjectType, Resolvers } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { untilRevoked } from '../../events/until-revoked.js';
import { alertTopic, type NotificationEvent, type UpstreamAlertCounts } from './alert-events.js';
import { normaliseAccountNumber } from '@gateway/kit/accounts/account-kind.js';
import { loadFeatureProperties } from '@gateway/kit/shell/load-feature-properties.js';
import { buildShellSubject } from '@gateway/kit/shell/shell-source.js';
import { userShellInput } from '@gateway/kit/shell/user-shell-input.js';
import {
  getAlertCounts, getAlerts, getAnnouncements, getNotificationCounts, getNotificationPreferences, getAccountBalanceRows, getPendingPaymentRows, getMaturityRows,
  postMarkLastSeen, postMarkRead, postPageVisited, putNotificationPreferences,
  type UpstreamAlert, type UpstreamNotificationCounts, type UpstreamPreferences,
} from './api/notification-centre.js';
import { alertIcon, deriveAlertStatus, STATUS_LABELS } from './alert-status.js';
import { markInChunks, MARK_READ_CHUNK } from './mark-read.js';
import { sanitiseAnnouncement } from './sanitise-announcement.js';
import { centsOf, upstreamAmount } from '@gateway/kit/decimal.js';

/** The most ids one markAlertsRead takes (the web sends what it has loaded). */
const MAX_IDS = 200;
/** Mark all read pages through the list for unread ids, then marks them: at most this many in one operation. */
const MARK_ALL_MAX = 2_000;
/** Mark all read's own budget: its pauses alone take a second per 50 alerts. */
const MARK_ALL_BUDGET = { deadlineMs: 120_000, maxCalls: 100 + MARK_ALL_MAX / MARK_READ_CHUNK };
const ALERT_ID = /^[0-9A-Za-z_-]{1,40}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_MATURITY_SPAN_DAYS = 366;

const PAYMENTS_ROUTE = '/dashboard/view-payments';
const REQUESTS_ROUTE = '/dashboard/request-centre/requests';
/** A client's answer to a fee renewal (link key feeArrangement) opens Advice fee consent. */
const FEE_CONSENT_ROUTE = '/dashboard/fee-consent';
/** An account application's alerts (issue 32 §1) carry its id as the link `applicationId`. */
const APPLICATIONS_ROUTE = '/dashboard/open-account/pending-applications';

const OBJECT_TYPES: Record<string, AlertObjectType> = { payments: 'PAYMENTS', 'settings/maturities': 'SETTINGS_MATURITIES', others: 'OTHERS' };

export function toAlert(a: UpstreamAlert) {
  const text = a.text ?? '';
  const category = a.category ?? '';
  const status = deriveAlertStatus(text, category, a.status);
  const objectType = OBJECT_TYPES[a.object_type ?? 'others'] ?? 'OTHERS';
  const inApp = a.is_having_in_app_routing !== false;
  const links = Array.isArray(a.links) ? a.links.filter((l) => typeof l?.key === 'string' && typeof l?.value === 'string') : [];
  const otherRoute = links.some((l) => l.key === 'feeArrangement') ? FEE_CONSENT_ROUTE : links.some((l) => l.key === 'applicationId') ? APPLICATIONS_ROUTE : REQUESTS_ROUTE;
  return {
    id: String(a.alert_id),
    read: a.read === true,
    requestId: a.request_number ?? a.request_id ?? null,
    text,
    approvalId: a.approval_id ?? null,
    category,
    status,
    statusLabel: status ? STATUS_LABELS[status] : null,
    icon: alertIcon(status),
    accountNumber: a.account_number ?? null,
    objectType,
    links,
    isHavingInAppRouting: inApp,
    isVisited: a.is_visited === true,
    createdAt: a.created_at ?? '',
    route: inApp ? (objectType === 'PAYMENTS' ? PAYMENTS_ROUTE : otherRoute) : null,
  };
}

/** The largest balance threshold, $1,000,000,000, in cents. */
const MAX_THRESHOLD_CENTS = 100_000_000_000n;

export const toCounts = (c: UpstreamAlertCounts) => ({ total: c.total_alerts, unread: c.unread_alerts, unseen: c.unseen_alerts });

const toPreferences = (p: UpstreamPreferences) => ({
  accountBalanceThresholdSelected: p.account_balance.selected,
  accountBalanceThreshold: p.account_balance.threshold,
  insufficientFundsForPendingPaymentsThresholdSelected: p.insufficient_funds.selected,
  insufficientFundsWindowDays: p.insufficient_funds.window_days,
  isPreferencesBeenSet: p.preferences_set,
});

const toNotificationCounts = (c: UpstreamNotificationCounts) => ({
  accountBalanceCount: c.account_balance_count,
  insufficientFundsForPendingPaymentsCount: c.insufficient_funds_for_pending_payments_count,
  accountBalanceVisited: c.account_balance_visited,
  pendingPaymentsVisited: c.pending_payments_visited,
});

/** An account row of a notification page, with the number its account page takes. */
const withPageNumber = <T extends { account_number: string }>(row: T) => ({ ...row, pageNumber: normaliseAccountNumber(row.account_number) });
/**
 * A notification row as the upstream sent it, keys camel-cased: the gateway passes its fields through unread, so the
 * schema's BalanceNotification, PendingPaymentNotification and TermDepositMaturity read them by name (codegen.ts maps
 * those types to this).
 */
export type NotificationRow = Record<string, unknown>;
const camel = (row: Record<string, unknown>): NotificationRow =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

function checkIds(ids: readonly string[]): string[] {
  if (ids.length > MAX_IDS) throw gatewayError(ErrorCode.BAD_USER_INPUT, `At most ${MAX_IDS} alert ids at a time`, { field: 'ids' });
  const bad = ids.find((id) => !ALERT_ID.test(id));
  if (bad !== undefined) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'An alert id is not valid', { field: 'ids' });
  return [...new Set(ids)];
}

async function countsOrNull(upstream: GatewayContext['upstream']) {
  try {
    return toCounts(await getAlertCounts(upstream));
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code === ErrorCode.UNAUTHENTICATED) throw error;
    return null;
  }
}

/** Sends the ids in the specification's chunks; the first chunk error surfaces when nothing was marked. */
async function markRead(ctx: GatewayContext, upstream: GatewayContext['upstream'], ids: readonly string[], remaining: number) {
  const result = await markInChunks(ids, (chunk) => postMarkRead(upstream, chunk));
  if (result.marked.length === 0 && result.errors.length) throw result.errors[0];
  ctx.upstream.forgetCaller();
  // The same upstream as the marks: mark all read's own budget outlasts the request's ordinary deadline.
  return { marked: result.marked, failed: result.failed, remaining, counts: await countsOrNull(upstream) };
}

function dateArg(value: string, field: string): string {
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} must be a date as yyyy-MM-dd`, { field });
  }
  return value;
}

export const notificationResolvers = {
  Query: {
    async alerts(_, args, ctx) {
      const page = await getAlerts(ctx.upstream, args.after ?? undefined);
      return { nodes: page.alerts.map(toAlert), pageInfo: { hasNextPage: Boolean(page.pagingToken), endCursor: page.pagingToken } };
    },
    async alertCounts(_, __, ctx) {
      return toCounts(await getAlertCounts(ctx.upstream));
    },
    async notificationPreferences(_, __, ctx) {
      return toPreferences(await getNotificationPreferences(ctx.upstream));
    },
    async notificationCounts(_, __, ctx) {
      return toNotificationCounts(await getNotificationCounts(ctx.upstream));
    },
    async accountBalanceNotifications(_, __, ctx) {
      const res = await getAccountBalanceRows(ctx.upstream);
      return { threshold: (res.meta?.threshold as number | null) ?? null, rows: res.data.map((r) => camel(withPageNumber(r))) };
    },
    async pendingPaymentNotifications(_, __, ctx) {
      const res = await getPendingPaymentRows(ctx.upstream);
      return { windowDays: (res.meta?.window_days as number | null) ?? null, rows: res.data.map((r) => camel(withPageNumber(r))) };
    },
    async termDepositMaturities(_, args, ctx) {
      const from = dateArg(args.fromDate, 'fromDate');
      const to = dateArg(args.toDate, 'toDate');
      const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (span < 0) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'fromDate must not be after toDate', { field: 'fromDate' });
      if (span > MAX_MATURITY_SPAN_DAYS) throw gatewayError(ErrorCode.BAD_USER_INPUT, `At most ${MAX_MATURITY_SPAN_DAYS} days at a time`, { field: 'toDate' });
      const res = await getMaturityRows(ctx.upstream, from, to);
      return res.data.map((r) => camel(withPageNumber(r)));
    },
    async announcements(_, __, ctx) {
      const [details, featureProperties] = await Promise.all([ctx.loaders.userDetails(), loadFeatureProperties(ctx)]);
      // The rule subject alone: announcements judge no menu, so the navigation context is not built.
      const source = buildShellSubject(ctx.configHost.current(), userShellInput(details, featureProperties, ctx.settings.environment, null));
      const { ventures } = source;
      const products = [...source.access.products, ...(source.subject.flags['general.onlineTrading'] ? ['trading'] : [])];
      const messages = await getAnnouncements(ctx.upstream, {
        channel: source.childBadge.toUpperCase(),
        badge: [...new Set(source.access.badges.flatMap((b) => ventures[b] ?? []))],
        product: products,
      });
      return messages.map((m) => ({
        id: String(m.id),
        body: sanitiseAnnouncement(m.body ?? ''),
        style: m.style === 'error' ? 'ERROR' : 'INFO',
        validFrom: m.valid_from,
        validTo: m.valid_to,
        publicationDate: m.publication_date,
        publishId: m.publish_id,
      }));
    },
  },

  Mutation: {
    async markAlertsRead(_, args, ctx) {
      return markRead(ctx, ctx.upstream, checkIds(args.ids), 0);
    },

    async markAllAlertsRead(_, __, ctx) {
      const upstream = ctx.upstream.withBudget(MARK_ALL_BUDGET);
      upstream.forgetCaller();
      const { unread_alerts: unread } = await getAlertCounts(upstream);
      const ids: string[] = [];
      let token: string | undefined;
      // Newest first: unread alerts are mostly recent, so the walk usually stops after a page or two.
      while (ids.length < Math.min(unread, MARK_ALL_MAX)) {
        const page = await getAlerts(upstream, token);
        for (const a of page.alerts) if (!a.read && ids.length < MARK_ALL_MAX) ids.push(String(a.alert_id));
        if (!page.pagingToken) break;
        token = page.pagingToken;
      }
      if (!ids.length) return { marked: [], failed: [], remaining: 0, counts: toCounts(await getAlertCounts(upstream)) };
      return markRead(ctx, upstream, ids, Math.max(0, unread - ids.length));
    },

    async markAlertSeen(_, args, ctx) {
      const [id] = checkIds([args.id]);
      await postMarkLastSeen(ctx.upstream, id);
      ctx.upstream.forgetCaller();
      return toCounts(await getAlertCounts(ctx.upstream));
    },

    async saveNotificationPreferences(_, args, ctx) {
      const i = args.input;
      // 001 §5: at least one preference must be selected.
      if (!i.accountBalanceThresholdSelected && !i.insufficientFundsForPendingPaymentsThresholdSelected) {
        throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Select at least one notification', { field: 'input' });
      }
      // Compared in whole cents (the Money scalar has refused a part of a cent).
      const thresholdCents = i.accountBalanceThreshold == null ? null : centsOf(i.accountBalanceThreshold);
      if (i.accountBalanceThresholdSelected && (thresholdCents == null || thresholdCents < 0n || thresholdCents > MAX_THRESHOLD_CENTS)) {
        throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The balance threshold must be an amount from 0 to 1,000,000,000', { field: 'accountBalanceThreshold' });
      }
      if (i.insufficientFundsForPendingPaymentsThresholdSelected && ![5, 10, 20].includes(i.insufficientFundsWindowDays ?? -1)) {
        throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The window must be 5, 10 or 20 days', { field: 'insufficientFundsWindowDays' });
      }
      const saved = await putNotificationPreferences(ctx.upstream, {
        account_balance: { selected: i.accountBalanceThresholdSelected, threshold: i.accountBalanceThreshold == null ? null : upstreamAmount(i.accountBalanceThreshold) },
        insufficient_funds: { selected: i.insufficientFundsForPendingPaymentsThresholdSelected, window_days: i.insufficientFundsWindowDays ?? null },
      });
      ctx.upstream.forgetCaller();
      return toPreferences(saved);
    },

    async markNotificationPageVisited(_, args, ctx) {
      await postPageVisited(ctx.upstream, args.page === 'ACCOUNT_BALANCE' ? 'account-balance' : 'pending-payments');
      ctx.upstream.forgetCaller();
      return toNotificationCounts(await getNotificationCounts(ctx.upstream));
    },
  },

  Subscription: {
    alertEvents: {
      // Who is subscribing is settled once, from the bearer token, before any event flows; the pub/sub is keyed
      // by that user's mac, so no other user's event can reach this stream; it ends when the token is revoked.
      async subscribe(_, __, ctx) {
        const user = await ctx.loaders.userDetails();
        return untilRevoked(alertTopic.subscribe(ctx.live, user.mac), (stop) => ctx.upstream.onRevoked(stop));
      },
      resolve: (event: NotificationEvent) => ({ alert: event.alert ? toAlert(event.alert as unknown as UpstreamAlert) : null, counts: toCounts(event.counts) }),
    },
  },
} satisfies Resolvers;
