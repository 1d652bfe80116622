// The bell's panel (001 §2.4), inside the kit popover: the notification links, the alert list (at most 400 px
// high, infinite scroll) and Mark all read. Loaded with the popover's code, when the page is idle or at the first
// opening: the first paint shows the bell and its count only.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { t } from '@kit/copy';
import { formatDateTime } from '@kit/format-date-time';
import type { AlertFieldsFragment } from '@kit/gql/graphql';
import { routePaths, type AppRouteId } from '@kit/route-ids';
import { RouteLink, useRouteHref } from '@kit/route-link';
import { useToast } from '@kit/toast/toast-atoms';
import { AlertIcon } from './alert-icon';
import type { NotificationLink } from './bell-logic';
import { nearEnd, SCROLL_THROTTLE_MS, throttle } from './list-scroll';
import styles from './bell-panel.module.css';
import type { BellError, BellState } from './use-bell';

const ERROR_COPY: Record<BellError, Parameters<typeof t>[0]> = {
  count: 'alerts.error.count',
  list: 'alerts.error.list',
  read: 'alerts.error.read',
  seen: 'alerts.error.seen',
};

/** The route id whose path an alert's route is; none until a plugin serves it. */
const ROUTE_ID_BY_PATH = new Map(Object.entries(routePaths).map(([id, path]) => [path as string, id as AppRouteId]));

export interface BellPanelProps {
  bell: BellState;
  links: readonly NotificationLink[];
  unread: number;
  wrapAlertsUrl: string | null | undefined;
  /** Closes the popover (it returns focus to the bell). */
  close(): void;
}

export default function BellPanel({ bell, links, unread, wrapAlertsUrl, close }: BellPanelProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const routeHref = useRouteHref();
  const [listEl, setListEl] = useState<HTMLDivElement | null>(null);

  // Infinite scroll (001 §2.4: distance 2, throttle 50).
  const { loadMore } = bell;
  useEffect(() => {
    const el = listEl;
    if (!el) return;
    const onScroll = throttle(() => {
      if (nearEnd(el.scrollTop, el.clientHeight, el.scrollHeight)) loadMore();
    }, SCROLL_THROTTLE_MS);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [listEl, loadMore]);

  // A short first page may not fill the list: keep loading until it scrolls or ends.
  useEffect(() => {
    const el = listEl;
    if (el && bell.list.hasNextPage && !bell.list.loading && el.scrollHeight <= el.clientHeight) loadMore();
  }, [listEl, bell.list, loadMore]);

  const select = (alert: AlertFieldsFragment) => {
    if (!alert.read) void bell.markAlertRead(alert.id);
    const id = alert.route ? ROUTE_ID_BY_PATH.get(alert.route) : undefined;
    const path = id ? routeHref(id) : null;
    close();
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

  const { alerts, loaded, loading } = bell.list;
  const empty = loaded && alerts.length === 0 && links.length === 0;

  return (
    <>
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
      <div ref={setListEl} className={styles.list} aria-busy={loading}>
        {bell.preferences && !bell.preferences.isPreferencesBeenSet && (
          <RouteLink to="notifications.settings" className={styles.link} onClick={close} data-link="setPreferences">
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
            onClick={close}
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
    </>
  );
}
