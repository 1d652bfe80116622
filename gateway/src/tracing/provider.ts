// The gateway's tracer: W3C trace context in and out, spans per GraphQL request and per upstream call. Spans are
// always made (their ids go upstream in traceparent and into the JSON log lines); they leave the process only
// when an exporter is asked for: OTEL_EXPORTER_OTLP_ENDPOINT (OTLP over HTTP) or OTEL_TRACES_EXPORTER=console.
// Without one, spans are ids only (id-only-tracer.ts). Parents are passed explicitly (the request's span reaches
// its upstream calls through the request's bound client), so no async context manager runs: on Node 20 an
// AsyncLocalStorage puts a hook on every promise the process makes, whether or not a span is current.
import { propagation, trace, type Context, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, ConsoleSpanExporter, SimpleSpanProcessor, type ReadableSpan, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { idOnlyTracer } from './id-only-tracer.js';

export const TRACER_NAME = 'adviser-online-gateway';

/** A span processor whose exporter loads later (the OTLP exporter is imported only when one is configured). */
class LateProcessor implements SpanProcessor {
  inner: SpanProcessor | null = null;
  onStart(span: Span, parent: Context) {
    this.inner?.onStart(span, parent);
  }
  onEnd(span: ReadableSpan) {
    this.inner?.onEnd(span);
  }
  forceFlush() {
    return this.inner?.forceFlush() ?? Promise.resolve();
  }
  shutdown() {
    return this.inner?.shutdown() ?? Promise.resolve();
  }
}

export type ExporterChoice = 'none' | 'console' | 'otlp';

/** Which exporter the environment asks for: none unless OTEL_EXPORTER_OTLP(_TRACES)_ENDPOINT or OTEL_TRACES_EXPORTER says. */
export function exporterChoice(env: NodeJS.ProcessEnv): ExporterChoice {
  const named = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (named === 'none') return 'none';
  if (named === 'console') return 'console';
  if (named === 'otlp' || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return 'otlp';
  return 'none';
}

let tracer: Tracer | null = null;

/** The process's tracer, made once, with the W3C propagator registered globally. */
export function gatewayTracer(env: NodeJS.ProcessEnv = process.env): Tracer {
  if (tracer) return tracer;
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const choice = exporterChoice(env);
  if (choice === 'none') return (tracer = idOnlyTracer);
  const late = new LateProcessor();
  if (choice === 'console') late.inner = new SimpleSpanProcessor(new ConsoleSpanExporter());
  if (choice === 'otlp') {
    // The exporter reads its endpoint, headers and timeout from the standard OTEL_EXPORTER_OTLP_* variables.
    void import('@opentelemetry/exporter-trace-otlp-http').then(
      ({ OTLPTraceExporter }) => (late.inner = new BatchSpanProcessor(new OTLPTraceExporter())),
      (error: unknown) => console.error('OpenTelemetry: the OTLP exporter did not load', error),
    );
  }
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || TRACER_NAME }),
    spanProcessors: [late],
  });
  trace.setGlobalTracerProvider(provider);
  tracer = provider.getTracer(TRACER_NAME);
  return tracer;
}
