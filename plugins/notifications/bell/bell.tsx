// The header bell (001 §2.4): the unread count on the button, and a 350 px panel with the notification
// links, the alert list (at most 400 px high, infinite scroll) and Mark all read. Opening marks the
// preferences viewed, loads the first page once and marks the latest alert seen; selecting an alert, the
// backdrop, Escape or Mark all read closes it. The favicon shows a red dot while unread alerts exist.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '@kit/copy';
import { formatDateTime } from '@kit/format-date-time';
import type { AlertFieldsFragment } from '@kit/gql/graphql';
import { usePluginHost } from '@kit/plugin-host';
import { routePaths, type AppRouteId } from '@kit/route-ids';
import { RouteLink, useRouteHref } from '@kit/route-link';
import { useToast } from '@kit/toast/toast-atoms';
import { AlertIcon } from './alert-icon';
import { badgeCount, nearEnd, notificationLinks, SCROLL_THROTTLE_MS, throttle } from './bell-logic';
import styles from './bell.module.css';
import { useBell, type BellError } from './use-bell';

const ERROR_COPY: Record<BellError, Parameters<typeof t>[0]> = {
  count: 'alerts.error.count',
  list: 'alerts.error.list',
  read: 'alerts.error.read',
  seen: 'alerts.error.seen',
};

/** The route id whose path an alert's route is; none until a plugin serves it. */
const ROUTE_ID_BY_PATH = new Map(Object.entries(routePaths).map(([id, path]) => [path as string, id as AppRouteId]));

function BellGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.glyph}>
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" fill="currentColor" />
    </svg>
  );
}

export default function Bell() {
  const host = usePluginHost();
  const bell = useBell();
  const toast = useToast();
  const navigate = useNavigate();
  const routeHref = useRouteHref();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const links = notificationLinks(bell.notificationCounts, bell.preferences);
  const unread = bell.counts?.unread ?? 0;
  // Opening marks the preferences viewed; closing clears the flag (001 §4).
  const count = badgeCount(unread, links, open);
  const wrapAlertsUrl = host.navLinkUrl('wrap-alerts');

  useEffect(() => {
    host.setFaviconDot(unread > 0);
  }, [host, unread]);
  useEffect(() => () => host.setFaviconDot(false), [host]);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    void bell.onOpen();
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on each opening only
  }, [open]);

  // Infinite scroll (001 §2.4: distance 2, throttle 50).
  const { loadMore } = bell;
  useEffect(() => {
    const el = listRef.current;
    if (!open || !el) return;
    const onScroll = throttle(() => {
      if (nearEnd(el.scrollTop, el.clientHeight, el.scrollHeight)) loadMore();
    }, SCROLL_THROTTLE_MS);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [open, loadMore]);

  // A short first page may not fill the list: keep loading until it scrolls or ends.
  useEffect(() => {
    const el = listRef.current;
    if (open && el && bell.list.hasNextPage && !bell.list.loading && el.scrollHeight <= el.clientHeight) loadMore();
  }, [open, bell.list, loadMore]);

  const select = (alert: AlertFieldsFragment) => {
    if (!alert.read) void bell.markAlertRead(alert.id);
    const id = alert.route ? ROUTE_ID_BY_PATH.get(alert.route) : undefined;
    const path = id ? routeHref(id) : null;
    close(!path);
    // A payment alert opens Manage payments at its payment: the alert's approval id is the payment's id.
    // (The root route types its own search keys only; a page's query is the page's to read, as RouteLink's is.)
    const search = alert.objectType === 'PAYMENTS' && alert.approvalId ? ({ paymentId: alert.approvalId } as never) : undefined;
    if (path) void navigate({ to: path, search });
  };

  const markAllRead = () => {
    close();
    void bell.markAllRead().then((ok) => {
      if (!ok) toast({ message: t('alerts.error.read'), tone: 'error' });
    });
  };

  const label = count > 0 ? t('bell.labelUnread', { n: count }) : t('bell.label');
  const { alerts, loaded, loading } = bell.list;
  const empty = loaded && alerts.length === 0 && links.length === 0;

  return (
    <div className={styles.bell}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : setOpen(true))}
        data-unread={unread}
      >
        <BellGlyph />
        {count > 0 && (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <>
          <div className={styles.backdrop} onClick={() => close()} data-testid="bell-backdrop" />
          <div ref={panelRef} id={panelId} className={styles.panel} role="dialog" aria-label={t('bell.heading')} tabIndex={-1}>
            <div className={styles.panelHeader}>
              <h2 className={styles.heading}>{t('bell.heading')}</h2>
              <button type="button" className={styles.markAll} onClick={markAllRead} disabled={unread === 0}>
                {t('bell.markAllRead')}
              </button>
            </div>
            {[...bell.errors].map((error) => (
              <p key={error} className={styles.error} role="alert">
                {t(ERROR_COPY[error])}
              </p>
            ))}
            <div ref={listRef} className={styles.list} aria-busy={loading}>
              {bell.preferences && !bell.preferences.isPreferencesBeenSet && (
                <RouteLink to="notifications.settings" className={styles.link} onClick={() => close(false)} data-link="setPreferences">
                  {t('bell.setPreferences')}
                </RouteLink>
              )}
              {links.map((link) => (
                <RouteLink
                  key={link.type}
                  to={link.type === 'pendingPayments' ? 'notifications.pending-payments' : 'notifications.account-balance'}
                  className={styles.link}
                  data-link={link.type}
                  data-visited={link.visited}
                  onClick={() => close(false)}
                >
                  {t(link.type === 'pendingPayments' ? 'bell.pendingPayments' : 'bell.accountBalance', { n: link.count })}
                </RouteLink>
              ))}
              {wrapAlertsUrl && (
                <a href={wrapAlertsUrl} target="_blank" rel="noopener noreferrer" className={styles.link} data-link="wrapAlerts">
                  {t('bell.viewWrapAlerts')} <span className="visually-hidden">{t('shell.opensInNewWindow')}</span>
                </a>
              )}
              {empty && bell.preferences?.isPreferencesBeenSet !== false && <p className={styles.empty}>{t('bell.empty')}</p>}
              {alerts.length > 0 && (
                <ul className={styles.alerts}>
                  {alerts.map((alert) => (
                    <li key={alert.id}>
                      <button type="button" className={styles.alert} data-read={alert.read} data-alert-id={alert.id} onClick={() => select(alert)}>
                        <AlertIcon icon={alert.icon} />
                        <span className={styles.alertBody}>
                          {alert.statusLabel && <span className={styles.status}>{alert.statusLabel}</span>}
                          <span className={styles.text}>{alert.text}</span>
                          <span className={styles.meta}>{formatDateTime(alert.createdAt) ?? ''}</span>
                        </span>
                        {!alert.read && (
                          <span className={styles.unreadDot}>
                            <span className="visually-hidden">{t('bell.unread')}</span>
                          </span>
                        )}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {loading && <p className={styles.loading}>{t(loaded ? 'bell.loadingMore' : 'kit.loading')}</p>}
              {bell.errors.has('list') && !loading && (
                <button type="button" className={styles.retry} onClick={bell.retryList}>
                  {t('kit.retry')}
                </button>
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
