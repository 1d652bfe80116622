// Starts tracking for a signed-in page: page flows on route changes, ajax logs per GraphQL request, internal API
// errors and empty responses, window errors, the logout log, batched sending and the heartbeat. Answers a stop.
import type { ApolloClient } from '@apollo/client';
import { onBeforeLogout } from '@kit/before-logout';
import { onPageFlow, pageOf } from '@kit/page-flow';
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

export function startTracking({ client, brand, win = window }: TrackingOptions): () => void {
  const sessionId = trackingSessionId();
  const facts = browserFacts(win.navigator.userAgent);
  let known: { appName: string; appVersion: string; mac: string } | null = null;
  const queue = new LogQueue({
    metadata: () => (known ? { ...known, brand, sessionId, ...facts } : null),
    send: (logs, keepalive) => client.mutate({ mutation: SEND_TRACKING_LOGS, variables: { logs }, context: { fetchOptions: { keepalive } } }),
  });
  const log = (type: LogType, initiator: string, fields: Record<string, unknown>, at = Date.now()) =>
    queue.add({ type, initiator, timestamp: new Date(at).toISOString(), ...fields } as LogEntry);

  void client.query({ query: TRACKING_CONTEXT, fetchPolicy: 'network-only' }).then(
    ({ data }) => {
      // The specification's fields only: Apollo's __typename is not metadata.
      const context = data?.trackingContext;
      if (context) known = { appName: context.appName, appVersion: context.appVersion, mac: context.mac };
    },
    () => undefined,
  );

  // Page flow: recorded by the shell from the first paint (@kit/page-flow), so the landing page and what the adviser
  // did before this code loaded are heard too; the previous page has its account segment as a placeholder (002 §2).
  let current = pageOf(win);
  const stopPageFlows = onPageFlow((flow) => {
    current = flow.currentPage;
    log('pageFlow', 'router', { previousPage: previousPageUrl(flow.previousPage), currentPage: flow.currentPage, transitionTime: flow.transitionTime }, flow.at);
  });

  // Requests since the page started too, each at the time it ended.
  const stopRequests = onRequestTraced((request, at) => {
    if (TRACKING_OPERATIONS.has(request.operationName)) return;
    // A request the page left unread is logged with the status that had arrived (0 for none), as the spec's fields.
    const { operationName, requestUrl, statusCode, timingsMs, traceId, spanId } = request;
    log('ajax', 'graphql', { operationName, requestUrl, statusCode, timingsMs, traceId, spanId }, at);
    if (request.aborted) return;
    if (request.errorCodes.length) log('internalApiError', 'graphql', { operationName, requestUrl, statusCode, traceId, spanId, errorCodes: request.errorCodes }, at);
    else if (request.empty) log('emptyResponse', 'graphql', { operationName, requestUrl, statusCode, traceId, spanId }, at);
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
    stopPageFlows();
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('pagehide', onHide);
    stopRequests();
    stopLogout();
    void queue.flush(true);
  };
}
