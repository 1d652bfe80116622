// The bell's state (001 §4 "Alert list", "Bell panel"): counts and preferences from the gateway, kept live by
// the alertEvents subscription; the alert list loaded on first open and paged by token; the read and seen
// marks. Each failure keeps its own catalogue message (001 §8) so the panel can say it in place.
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlertFieldsFragment } from '@kit/gql/graphql';
import { refreshAfterTaskSubmissions } from '@kit/task-events';
import { ALERT_EVENTS, ALERTS_PAGE, BELL_STATUS, MARK_ALERT_SEEN, MARK_ALERTS_READ, MARK_ALL_ALERTS_READ } from '../api/alerts';
import { FRESH } from '@kit/fresh';

export type BellError = 'list' | 'count' | 'read' | 'seen';

export interface AlertCountsView {
  total: number;
  unread: number;
  unseen: number;
}

interface ListState {
  alerts: AlertFieldsFragment[];
  endCursor: string | null;
  hasNextPage: boolean;
  loaded: boolean;
  loading: boolean;
}

const EMPTY_LIST: ListState = { alerts: [], endCursor: null, hasNextPage: false, loaded: false, loading: false };

export function useBell() {
  const client = useApolloClient();
  const status = useQuery(BELL_STATUS, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const [list, setList] = useState<ListState>(EMPTY_LIST);
  const [errors, setErrors] = useState<ReadonlySet<BellError>>(new Set());
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const [markRead] = useMutation(MARK_ALERTS_READ);
  const [markAll] = useMutation(MARK_ALL_ALERTS_READ);
  const [markSeen] = useMutation(MARK_ALERT_SEEN);

  const counts: AlertCountsView | null = status.data?.alertCounts ?? null;
  const setError = useCallback((error: BellError, on: boolean) => {
    setErrors((current) => {
      if (current.has(error) === on) return current;
      const next = new Set(current);
      if (on) next.add(error);
      else next.delete(error);
      return next;
    });
  }, []);

  const writeCounts = useCallback(
    (next: AlertCountsView) => {
      const current = client.readQuery({ query: BELL_STATUS });
      if (current) client.writeQuery({ query: BELL_STATUS, data: { ...current, alertCounts: { __typename: 'AlertCounts', ...next } as typeof current.alertCounts } });
    },
    [client],
  );

  // Live: a new alert joins the top of a loaded list; counts follow every event (other tabs' marks too). Counts
  // that moved before the live connection was up, or while it was down, are read again (past the gateway's
  // cache) once it is.
  useSubscription(ALERT_EVENTS, {
    context: {
      onLiveConnected: () => void client.query({ query: BELL_STATUS, fetchPolicy: 'network-only', context: FRESH }).catch(() => undefined),
    },
    onData: ({ data }) => {
      const event = data.data?.alertEvents;
      if (!event) return;
      writeCounts(event.counts);
      const alert = event.alert ? event.alert : null;
      if (alert) {
        setList((current) => (current.loaded && !current.alerts.some((a) => a.id === alert.id) ? { ...current, alerts: [alert, ...current.alerts] } : current));
      }
    },
  });

  // After a task submission the counts refresh 20000 ms later (001 §4); the subscription usually beats it.
  const { refetch } = status;
  useEffect(() => refreshAfterTaskSubmissions(() => void refetch().catch(() => undefined)), [refetch]);

  // The count query failing is its own message; the rest of the bell still works.
  const countFailed = Boolean(status.error && !status.data?.alertCounts && !status.loading);

  const loadPage = useCallback(
    async (after: string | null) => {
      setList((current) => ({ ...current, loading: true }));
      try {
        const res = await client.query({ query: ALERTS_PAGE, variables: { after }, fetchPolicy: 'network-only', errorPolicy: 'none' });
        const page = res.data?.alerts;
        if (!page) throw new Error('alerts unavailable');
        const nodes = page.nodes;
        setError('list', false);
        setList((current) => {
          const known = new Set(after ? current.alerts.map((a) => a.id) : []);
          const alerts = after ? [...current.alerts, ...nodes.filter((n) => !known.has(n.id))] : nodes;
          return { alerts, endCursor: page.pageInfo.endCursor ?? null, hasNextPage: page.pageInfo.hasNextPage, loaded: true, loading: false };
        });
        return nodes;
      } catch {
        setError('list', true);
        setList((current) => ({ ...current, loading: false }));
        return null;
      }
    },
    [client, setError],
  );

  /** Opening: the first page once (001 §4), then the latest alert marked seen if any are unseen. */
  const onOpen = useCallback(async () => {
    const nodes = listRef.current.loaded ? listRef.current.alerts : await loadPage(null);
    const latest = nodes?.[0];
    const unseen = client.readQuery({ query: BELL_STATUS })?.alertCounts?.unseen ?? 0;
    if (!latest || unseen === 0) return;
    try {
      const res = await markSeen({ variables: { id: latest.id } });
      if (res.data) writeCounts(res.data.markAlertSeen);
      setError('seen', false);
    } catch {
      setError('seen', true);
    }
  }, [client, loadPage, markSeen, setError, writeCounts]);

  const loadMore = useCallback(() => {
    const current = listRef.current;
    if (current.loading || !current.hasNextPage || !current.endCursor) return;
    void loadPage(current.endCursor);
  }, [loadPage]);

  /** Selecting an unread alert marks it read (and it becomes the selected alert). */
  const markAlertRead = useCallback(
    async (id: string) => {
      setList((current) => ({ ...current, alerts: current.alerts.map((a) => (a.id === id ? { ...a, read: true } : a)) }));
      try {
        const res = await markRead({ variables: { ids: [id] } });
        const result = res.data?.markAlertsRead;
        if (result?.counts) writeCounts(result.counts);
        if (!result || result.failed.length) throw new Error('not marked');
        setError('read', false);
      } catch {
        setList((current) => ({ ...current, alerts: current.alerts.map((a) => (a.id === id ? { ...a, read: false } : a)) }));
        setError('read', true);
      }
    },
    [markRead, setError, writeCounts],
  );

  /** Mark all read: every unread alert (the gateway finds them all), in the specification's chunks. */
  const markAllRead = useCallback(async (): Promise<boolean> => {
    const before = listRef.current.alerts;
    setList((current) => ({ ...current, alerts: current.alerts.map((a) => ({ ...a, read: true })) }));
    try {
      const res = await markAll();
      const result = res.data?.markAllAlertsRead;
      if (result?.counts) writeCounts(result.counts);
      if (!result || result.failed.length) {
        const failed = new Set(result?.failed ?? before.map((a) => a.id));
        setList((current) => ({ ...current, alerts: current.alerts.map((a) => (failed.has(a.id) ? { ...a, read: false } : a)) }));
        setError('read', true);
        return false;
      }
      setError('read', false);
      return true;
    } catch {
      setList((current) => ({ ...current, alerts: before }));
      setError('read', true);
      return false;
    }
  }, [markAll, setError, writeCounts]);

  return {
    counts,
    notificationCounts: status.data?.notificationCounts ?? null,
    preferences: status.data?.notificationPreferences ?? null,
    list,
    errors: countFailed ? new Set<BellError>([...errors, 'count']) : errors,
    onOpen,
    loadMore,
    retryList: () => void loadPage(null),
    markAlertRead,
    markAllRead,
  };
}

export type BellState = ReturnType<typeof useBell>;
