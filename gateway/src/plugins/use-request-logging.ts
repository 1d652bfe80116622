// One structured JSON line per executed operation: name, status, error codes, duration, and the trace and span
// ids of its span (useTracing), so a line can be matched with the browser's ajax log and the upstream's request.
// Written to the output only with LOG_REQUESTS=1 (it is noise in tests and development); always kept in the
// recent-requests ring when one is given (GET /dev/requests outside production mode).
import type { Plugin } from 'graphql-yoga';
import { requestSpanOf } from '../tracing/request-span.js';
import { errorCodes, operationNameOf } from '../tracing/use-tracing.js';
import type { RecentRequests, RequestLogEntry } from '../tracing/recent-requests.js';

export interface RequestLoggingOptions {
  enabled?: boolean;
  log?: (line: string) => void;
  recent?: RecentRequests;
}

export function useRequestLogging({ enabled = false, log = (line) => console.info(line), recent }: RequestLoggingOptions = {}): Plugin {
  if (!enabled && !recent) return {};
  return {
    onExecute({ args }) {
      const started = performance.now();
      const operation = operationNameOf(args);
      return {
        onExecuteDone({ result }) {
          const codes = errorCodes(result);
          const traced = requestSpanOf(args.contextValue);
          const ids = traced?.span.spanContext();
          const entry: RequestLogEntry = {
            level: codes.length ? 'warn' : 'info',
            time: new Date().toISOString(),
            msg: 'graphql',
            operation,
            status: codes.length ? 'error' : 'ok',
            ...(codes.length ? { error_codes: codes } : {}),
            duration_ms: Math.round(performance.now() - started),
            ...(ids ? { trace_id: ids.traceId, span_id: ids.spanId } : {}),
            ...(traced?.parentSpanId ? { parent_span_id: traced.parentSpanId } : {}),
          };
          recent?.add(entry);
          if (enabled) log(JSON.stringify(entry));
        },
      };
    },
  };
}
