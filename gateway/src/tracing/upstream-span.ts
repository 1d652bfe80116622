// A client span per upstream call, a child of the GraphQL request's span when there is one: the call's headers
// get its traceparent, and at LOG_LEVEL=debug one JSON line says how the call went.
import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { gatewayTracer } from './provider.js';

export interface UpstreamSpanOptions {
  /** Writes a debug line per call; LOG_LEVEL=debug by default. */
  log?: ((line: string) => void) | null;
  /** The GraphQL request's span, whose child this call is; none: the call starts a trace of its own. */
  parent?: Span;
}

const debugLog = () => (process.env.LOG_LEVEL === 'debug' ? (line: string) => console.debug(line) : null);

/** Runs `send` with `headers` plus this call's traceparent (the headers passed in are left as they are). */
export async function withUpstreamSpan<T>(
  method: string,
  url: string,
  headers: Record<string, string>,
  send: (traced: Record<string, string>) => Promise<T>,
  { log = debugLog(), parent }: UpstreamSpanOptions = {},
): Promise<T> {
  const path = new URL(url).pathname;
  const parentContext = parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
  const span = gatewayTracer().startSpan(`${method} ${path}`, { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.path': path } }, parentContext);
  const traced = { ...headers };
  propagation.inject(trace.setSpan(parentContext, span), traced);
  const started = performance.now();
  let outcome = 'ok';
  try {
    return await send(traced);
  } catch (error) {
    const ext = (error as { extensions?: { code?: unknown; upstreamStatus?: unknown } }).extensions;
    outcome = String(ext?.code ?? 'ERROR');
    if (typeof ext?.upstreamStatus === 'number') span.setAttribute('http.response.status_code', ext.upstreamStatus);
    span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
    throw error;
  } finally {
    span.end();
    if (log) {
      const { traceId, spanId } = span.spanContext();
      const line = { level: 'debug', time: new Date().toISOString(), msg: 'upstream', method, path, status: outcome, duration_ms: Math.round(performance.now() - started), trace_id: traceId, span_id: spanId };
      log(JSON.stringify(line));
    }
  }
}
