// Manage payments (002 §2, issue 14): the payments the user saved in three views, Awaiting authorisation,
// Scheduled and History. An alert's link (?paymentId=PAY…) opens the view its payment is in and highlights it.
// Live: a payments alert on the notification centre's subscription refreshes the list (again after the
// gateway's 2 s read cache has passed), and so does coming back to the browser tab.
import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t, type CopyKey } from '@kit/copy';
import { LoadingState } from '@kit/loading-state';
import { Tabs } from '@kit/tabs/tabs';
import { useLiveCatchUp } from '@kit/use-live-catch-up';
import { PAYMENT_ALERT_EVENTS, PAYMENT_BY_ID } from '../../api/manage-payments';
import type { PaymentView } from '../../api/payment-fields';
import { MANAGE_VIEWS, paymentIdFrom, viewOf, type ManageView } from '../../lib/manage-payments';
import { usePaymentsList } from '../../lib/manage-payments-list';
import { PaymentsList } from './payments-list';
import { layout } from '@kit/layout';

/** The gateway caches reads for 2 s: a second refresh after an alert sees what the first may have missed. */
export const ALERT_SETTLE_MS = 2_500;

const VIEW_TABS = MANAGE_VIEWS.map((id) => ({ id, label: t(`payments.manage.view.${id}` as CopyKey) }));

interface ViewPanelProps {
  view: ManageView;
  refreshTick: number;
  highlight: PaymentView | null;
  onChanged(): void;
  onDialogChange(open: boolean): void;
}

function ViewPanel({ view, refreshTick, highlight, onChanged, onDialogChange }: ViewPanelProps) {
  const list = usePaymentsList({ view });
  const { refresh } = list;

  useEffect(() => {
    if (refreshTick > 0) void refresh();
  }, [refreshTick, refresh]);

  // The alert's payment is shown in its view even when it is not on a page loaded yet.
  const rows = useMemo(() => {
    if (!highlight || viewOf(highlight) !== view || list.rows.some((row) => row.paymentId === highlight.paymentId)) return list.rows;
    if (list.state === 'loadError' || list.state === 'initialLoading') return list.rows;
    return [highlight, ...list.rows];
  }, [highlight, view, list.rows, list.state]);
  const state = rows.length > list.rows.length && list.state !== 'loadingMore' ? 'loaded' : list.state;

  return (
    <PaymentsList
        view={view}
        state={state}
        rows={rows}
        total={Math.max(list.total, rows.length)}
        hasMore={list.hasMore}
        highlightId={highlight?.paymentId ?? null}
        onRetry={list.reload}
        onLoadMore={() => void list.loadMore()}
        onChanged={onChanged}
        onDialogChange={onDialogChange}
      />
  );
}

export function ManagePayments({ paymentIdParam }: { paymentIdParam: unknown }) {
  const paymentId = paymentIdFrom(paymentIdParam);
  const target = useQuery(PAYMENT_BY_ID, { variables: { id: paymentId ?? '' }, skip: !paymentId, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const [view, setView] = useState<ManageView>('AWAITING');
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const [refreshTick, setRefreshTick] = useState(0);
  const highlight = paymentId ? (target.data?.payment ?? null) : null;

  // The alert's payment opens the view it is in, once per link (the adviser may then move between views).
  if (highlight && openedFor !== highlight.paymentId) {
    setOpenedFor(highlight.paymentId);
    setView(viewOf(highlight));
  }

  const { refetch } = target;
  const refreshNow = useCallback(() => {
    setRefreshTick((n) => n + 1);
    if (paymentId) void refetch().catch(() => undefined);
  }, [paymentId, refetch]);

  // While a cancel dialog is open the list holds still (a refresh could take its payment, and the dialog, away);
  // what was asked for meanwhile runs once it closes.
  const dialogOpen = useRef(false);
  const held = useRef(false);
  const refreshAll = useCallback(() => {
    if (dialogOpen.current) held.current = true;
    else refreshNow();
  }, [refreshNow]);
  const onDialogChange = useCallback(
    (open: boolean) => {
      dialogOpen.current = open;
      if (!open && held.current) {
        held.current = false;
        refreshNow();
      }
    },
    [refreshNow],
  );

  // A payment changed while the page was loading (before its live alerts were heard) shows too.
  useLiveCatchUp(refreshAll);

  useSubscription(PAYMENT_ALERT_EVENTS, {
    onData: ({ data }) => {
      if (data.data?.alertEvents.alert?.objectType !== 'PAYMENTS') return;
      refreshAll();
      setTimeout(refreshAll, ALERT_SETTLE_MS);
    },
  });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshAll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refreshAll]);

  const notFound = paymentId !== null && !target.loading && !target.error && target.data !== undefined && target.data.payment === null;

  return (
    <>
      {notFound && (
        <p className={layout.notice} role="alert">
          {t('payments.manage.notFound', { id: paymentId })}
        </p>
      )}
      <Tabs label={t('payments.manage.views')} tabs={VIEW_TABS} selected={view} onChange={setView}>
        {paymentId && target.loading && !target.data ? (
          <LoadingState label={t('payments.manage.loading')} />
        ) : (
          <ViewPanel key={view} view={view} refreshTick={refreshTick} highlight={highlight} onChanged={refreshAll} onDialogChange={onDialogChange} />
        )}
      </Tabs>
    </>
  );
}
