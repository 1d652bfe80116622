// The tracer used when no exporter is configured: its spans carry W3C ids (for traceparent upstream and the JSON
// log lines) and record nothing. The SDK's tracer would build, time and hand each span to a processor that drops
// it; this gives the very ids and flags the SDK's default sampler (parent-based, else always on) would give.
import { context, trace, TraceFlags, type Context, type Span, type SpanOptions, type Tracer } from '@opentelemetry/api';
import { RandomIdGenerator } from '@opentelemetry/sdk-trace-base';

const ids = new RandomIdGenerator();

function startSpan(_name: string, _options?: SpanOptions, parentContext: Context = context.active()): Span {
  const parent = trace.getSpanContext(parentContext);
  if (parent && trace.isSpanContextValid(parent)) {
    // A child of the caller's span: same trace, its sampled flag (an unsampled parent stays unsampled), its state.
    return trace.wrapSpanContext({ traceId: parent.traceId, spanId: ids.generateSpanId(), traceFlags: parent.traceFlags & TraceFlags.SAMPLED, traceState: parent.traceState });
  }
  return trace.wrapSpanContext({ traceId: ids.generateTraceId(), spanId: ids.generateSpanId(), traceFlags: TraceFlags.SAMPLED });
}

type ActiveFn = (span: Span) => unknown;

export const idOnlyTracer: Tracer = {
  startSpan,
  // Not used by the gateway (it passes parents explicitly); here so the object is a whole Tracer.
  startActiveSpan(name: string, ...rest: unknown[]) {
    const fn = rest[rest.length - 1] as ActiveFn;
    const options = rest.length > 1 ? (rest[0] as SpanOptions) : undefined;
    const parentContext = rest.length > 2 ? (rest[1] as Context) : context.active();
    const span = startSpan(name, options, parentContext);
    return context.with(trace.setSpan(parentContext, span), fn, undefined, span);
  },
} as Tracer;
