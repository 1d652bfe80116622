// The span of one GraphQL request, kept beside its context object (not in it: resolvers need not see it).
import type { Span } from '@opentelemetry/api';

export interface RequestSpan {
  span: Span;
  /** The caller's span (the browser's, from its traceparent), or undefined when this request began the trace. */
  parentSpanId?: string;
}

const spans = new WeakMap<object, RequestSpan>();

export function setRequestSpan(contextValue: object, value: RequestSpan): void {
  spans.set(contextValue, value);
}

export function requestSpanOf(contextValue: unknown): RequestSpan | undefined {
  return contextValue && typeof contextValue === 'object' ? spans.get(contextValue) : undefined;
}
