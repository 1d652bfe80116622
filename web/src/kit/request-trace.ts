// W3C trace context for the browser's GraphQL requests (issue 16): each request carries a traceparent of its own
// (`00-<32 hex trace id>-<16 hex span id>-01`), which the gateway continues to the upstream. Whoever tracks requests
// (the tracking plugin's ajax logs) hears each one's outcome with the same ids, so a log line can be matched
// with the gateway's and the upstream's.
import { ApolloLink } from '@apollo/client';
import { finalize, tap } from 'rxjs';
import { registerModuleReset } from './module-state';

export interface TraceIds {
  traceId: string;
  spanId: string;
  traceparent: string;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Fresh random ids (never all zero, which W3C trace context forbids) and their traceparent. */
export function newTraceIds(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): TraceIds {
  let traceId = hex(random(new Uint8Array(16)));
  let spanId = hex(random(new Uint8Array(8)));
  if (/^0+$/.test(traceId)) traceId = `${traceId.slice(0, 31)}1`;
  if (/^0+$/.test(spanId)) spanId = `${spanId.slice(0, 15)}1`;
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

export interface TracedRequest {
  operationName: string;
  requestUrl: string;
  /** The HTTP status; 0 when no answer came (network failure). */
  statusCode: number;
  timingsMs: number;
  traceId: string;
  spanId: string;
  /** The answer's GraphQL errors' codes (an internal API error when not empty). */
  errorCodes: string[];
  /** An answer with neither data nor errors. */
  empty: boolean;
  /** The page stopped waiting before the answer was read (it moved on); status is what had arrived, else 0. */
  aborted?: boolean;
}

type Listener = (request: TracedRequest, at: number) => void;
const listeners = new Set<Listener>();
// The last requests since the page started, for a listener that starts late (the tracking plugin loads when the
// browser is idle): it hears those too, with when each ended.
const KEEP = 200;
const recent: { request: TracedRequest; at: number }[] = [];
registerModuleReset(() => {
  listeners.clear();
  recent.length = 0;
});

/**
 * Hears every traced request's outcome and when it ended (epoch ms), first those that ended before it listened
 * (the last 200, oldest first); the answer stops listening.
 */
export function onRequestTraced(listener: Listener): () => void {
  for (const { request, at } of [...recent]) listener(request, at);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function publish(request: TracedRequest) {
  const at = Date.now();
  recent.push({ request, at });
  if (recent.length > KEEP) recent.splice(0, recent.length - KEEP);
  for (const listener of listeners) {
    try {
      listener(request, at);
    } catch {
      // A listener's failure must never fail the request it heard about.
    }
  }
}

type ResultLike = { data?: unknown; errors?: ReadonlyArray<{ extensions?: { code?: unknown } }> };

/** Adds the traceparent header and reports the request's outcome; goes just before the HTTP link. */
export function createTraceLink(requestUrl = '/graphql', now: () => number = () => performance.now()): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const ids = newTraceIds();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, traceparent: ids.traceparent } }));
    const started = now();
    const base = { operationName: operation.operationName ?? 'anonymous', requestUrl, traceId: ids.traceId, spanId: ids.spanId };
    const status = () => (operation.getContext().response as Response | undefined)?.status;
    let done = false;
    return forward(operation).pipe(
      tap({
        next: (answer) => {
          const result = answer as ResultLike;
          if (done) return;
          done = true;
          const errorCodes = (result.errors ?? []).map((e) => String(e.extensions?.code ?? 'INTERNAL'));
          const empty = (result.data === null || result.data === undefined) && errorCodes.length === 0;
          publish({ ...base, statusCode: status() ?? 200, timingsMs: Math.round(now() - started), errorCodes, empty });
        },
        error: (error: { statusCode?: number; errors?: ResultLike['errors'] }) => {
          if (done) return;
          done = true;
          const errorCodes = (error.errors ?? []).map((e) => String(e.extensions?.code ?? 'INTERNAL'));
          publish({ ...base, statusCode: error.statusCode ?? status() ?? 0, timingsMs: Math.round(now() - started), errorCodes: errorCodes.length ? errorCodes : ['NETWORK'], empty: false });
        },
      }),
      // Left before its answer was read (the page moved on): still a request the page made.
      finalize(() => {
        if (done) return;
        done = true;
        publish({ ...base, statusCode: status() ?? 0, timingsMs: Math.round(now() - started), errorCodes: [], empty: false, aborted: true });
      }),
    );
  });
}
