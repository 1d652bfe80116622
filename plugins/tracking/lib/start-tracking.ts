// Starts tracking for a signed-in page: page flows on route changes, ajax logs per GraphQL request, internal API
// errors and empty responses, window errors, the logout log, batched sending and the heartbeat. Answers a stop.
import type { ApolloClient } from '@apollo/client';
import { onBeforeLogout } from '@kit/before-logout';
import { onRequestTraced } from '@kit/request-trace';
import { REPORT_TRACKING_HEALTH, SEND_TRACKING_LOGS, TRACKING_CONTEXT, TRACKING_HEARTBEAT, TRACKING_OPERATIONS } from '../api/tracking';
import { browserFacts } from './browser-facts';
import { HeartbeatMonitor } from './heartbeat';
import { LogQueue, type LogEntry, type LogType } from './log-queue';
import { previousPageUrl } from './previous-page';
import { trackingSessionId } from './session-id';

export const FLUSH_EVERY_MS = 2000;
const MAX_MESSAGE = 500;

export interface TrackingOptions {
  client: ApolloClient;
  /** The brand family key (mgl, oasis, perpetual). */
  brand: string;
  win?: Window;
}

/** Where the page is: the portal's path and hash route (`/#/dashboard/...`). */
const pageOf = (win: Window) => `${win.location.pathname}${win.location.hash}`;

export function startTracking({ client, brand, win = window }: TrackingOptions): () => void {
  const sessionId = trackingSessionId();
  const facts = browserFacts(win.navigator.userAgent);
  let known: { appName: string; appVersion: string; mac: string } | null = null;
  const queue = new LogQueue({
    metadata: () => (known ? { ...known, brand, sessionId, ...facts } : null),
    send: (logs, keepalive) => client.mutate({ mutation: SEND_TRACKING_LOGS, variables: { logs }, context: { fetchOptions: { keepalive } } }),
  });
  const log = (type: LogType, initiator: string, fields: Record<string, unknown>) =>
    queue.add({ type, initiator, timestamp: new Date().toISOString(), ...fields } as LogEntry);

  void client.query({ query: TRACKING_CONTEXT, fetchPolicy: 'network-only' }).then(
    ({ data }) => {
      if (data?.trackingContext) known = data.trackingContext;
    },
    () => undefined,
  );

  // Page flow: each route change, the previous page with its account segment as a placeholder (002 §2), and the
  // time from the change until the new page has painted a frame with its main heading (at most 10 s).
  let current = pageOf(win);
  log('pageFlow', 'router', { previousPage: '', currentPage: current, transitionTime: 0 });
  const onRouteChange = () => {
    const previous = current;
    current = pageOf(win);
    if (current === previous) return;
    const started = performance.now();
    const page = current;
    void settled(win).then(() => log('pageFlow', 'router', { previousPage: previousPageUrl(previous), currentPage: page, transitionTime: Math.round(performance.now() - started) }));
  };
  win.addEventListener('hashchange', onRouteChange);

  const stopRequests = onRequestTraced((request) => {
    if (TRACKING_OPERATIONS.has(request.operationName)) return;
    const { operationName, requestUrl, statusCode, timingsMs, traceId, spanId } = request;
    log('ajax', 'graphql', { operationName, requestUrl, statusCode, timingsMs, traceId, spanId });
    if (request.errorCodes.length) log('internalApiError', 'graphql', { operationName, requestUrl, statusCode, traceId, spanId, errorCodes: request.errorCodes });
    else if (request.empty) log('emptyResponse', 'graphql', { operationName, requestUrl, statusCode, traceId, spanId });
  });

  const onError = (event: ErrorEvent) => log('error', 'window', { message: String(event.message ?? 'error').slice(0, MAX_MESSAGE), source: event.filename ? previousPageUrl(event.filename) : undefined });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    log('error', 'window', { message: (reason instanceof Error ? reason.message : String(reason)).slice(0, MAX_MESSAGE) });
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);

  // Logout: logged and sent while the session still holds its tokens.
  const stopLogout = onBeforeLogout(async () => {
    log('logout', 'session', { currentPage: current });
    await queue.flush(true);
  });

  const timer = win.setInterval(() => void queue.flush(), FLUSH_EVERY_MS);
  const onHide = () => void queue.flush(true);
  win.addEventListener('pagehide', onHide);

  const heartbeat = new HeartbeatMonitor({
    ping: async () => (await client.query({ query: TRACKING_HEARTBEAT, fetchPolicy: 'no-cache' })).data?.trackingHeartbeat === true,
    report: (jsStatus) => {
      log('error', 'tracking', { message: jsStatus });
      void client.mutate({ mutation: REPORT_TRACKING_HEALTH, variables: { jsStatus, customerSessionId: sessionId } }).catch(() => undefined);
    },
  });
  heartbeat.start();

  return () => {
    heartbeat.stop();
    win.clearInterval(timer);
    win.removeEventListener('hashchange', onRouteChange);
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('pagehide', onHide);
    stopRequests();
    stopLogout();
    void queue.flush(true);
  };
}

/** Resolves once the page's main region shows a heading and is not busy, or after 10 s. */
function settled(win: Window, timeoutMs = 10_000): Promise<void> {
  const ready = () => {
    const main = win.document.querySelector('main');
    return Boolean(main?.querySelector('h1') && !main.querySelector('[aria-busy="true"]'));
  };
  return new Promise((resolve) => {
    const started = performance.now();
    const poll = () => {
      if (ready() || performance.now() - started > timeoutMs) resolve();
      else win.setTimeout(poll, 50);
    };
    // One tick first: the hash change has not rendered the new route yet.
    win.setTimeout(poll, 0);
  });
}
