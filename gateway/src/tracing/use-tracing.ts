// One server span per executed GraphQL operation, a child of the browser's traceparent when it sent a valid one
// (else the start of a new trace). The operation runs inside the span's context, so every upstream call it makes
// becomes a child span and carries traceparent upstream (upstream/client.ts).
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type TextMapGetter } from '@opentelemetry/api';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { gatewayTracer } from './provider.js';
import { setRequestSpan } from './request-span.js';

const headersGetter: TextMapGetter<Headers | undefined> = {
  keys: (headers) => (headers ? [...headers.keys()] : []),
  get: (headers, key) => headers?.get(key) ?? undefined,
};

/** The operation's name: the one asked for, else the document's only operation's; 'anonymous' without one. */
export function operationNameOf(args: { operationName?: string | null; document?: DocumentNode }): string {
  if (args.operationName) return args.operationName;
  const operations = args.document?.definitions.filter((d) => d.kind === 'OperationDefinition') ?? [];
  return (operations.length === 1 && operations[0].name?.value) || 'anonymous';
}

/** Error codes of a result's errors; INTERNAL for one without. */
export function errorCodes(result: unknown): string[] {
  const errors = result && typeof result === 'object' && 'errors' in result && Array.isArray(result.errors) ? result.errors : [];
  return errors.map((e: { extensions?: { code?: unknown } }) => String(e.extensions?.code ?? 'INTERNAL'));
}

// Goes after useCompiledExecution in the plugin list: it wraps whichever execute function that one chose.
export function useTracing(): Plugin {
  const tracer = gatewayTracer();
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const request = (args.contextValue as { request?: Request }).request;
      const parent = propagation.extract(ROOT_CONTEXT, request?.headers, headersGetter);
      const name = operationNameOf(args);
      const span = tracer.startSpan(`graphql ${name}`, { kind: SpanKind.SERVER, attributes: { 'graphql.operation.name': name } }, parent);
      setRequestSpan(args.contextValue as object, { span, parentSpanId: trace.getSpanContext(parent)?.spanId });
      const active = trace.setSpan(parent, span);
      setExecuteFn((executeArgs) => context.with(active, () => executeFn(executeArgs)));
      return {
        onExecuteDone({ result }) {
          const codes = errorCodes(result);
          if (codes.length) span.setStatus({ code: SpanStatusCode.ERROR, message: codes.join(',') });
          span.end();
        },
      };
    },
  };
}
