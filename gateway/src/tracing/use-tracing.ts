// One server span per executed GraphQL operation, a child of the browser's traceparent when it sent a valid one
// (else the start of a new trace). The span is kept beside the request's context (request-span.ts), where the
// request's bound upstream client finds it, so every upstream call the operation makes becomes a child span and
// carries traceparent upstream (plugins/use-upstream.ts, upstream/client.ts).
import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type TextMapGetter } from '@opentelemetry/api';
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

export function useTracing(): Plugin {
  const tracer = gatewayTracer();
  return {
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const parent = propagation.extract(ROOT_CONTEXT, request?.headers, headersGetter);
      const name = operationNameOf(args);
      const span = tracer.startSpan(`graphql ${name}`, { kind: SpanKind.SERVER, attributes: { 'graphql.operation.name': name } }, parent);
      setRequestSpan(args.contextValue as object, { span, parentSpanId: trace.getSpanContext(parent)?.spanId });
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
