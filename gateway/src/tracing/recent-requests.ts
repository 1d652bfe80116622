// The last GraphQL requests' log entries, kept in memory so a developer or a browser test can match a click's
// trace id across the browser, the gateway and the upstream without reading the process's output
// (GET /dev/requests, outside production mode only; trace-log-route.ts).
export interface RequestLogEntry {
  level: 'info' | 'warn';
  time: string;
  msg: 'graphql';
  operation: string;
  status: 'ok' | 'error';
  error_codes?: string[];
  duration_ms: number;
  trace_id?: string;
  span_id?: string;
  /** The caller's span id from its traceparent: the browser's, for the web app's requests. */
  parent_span_id?: string;
}

export class RecentRequests {
  private readonly ring: RequestLogEntry[] = [];
  constructor(private readonly capacity = 200) {}

  add(entry: RequestLogEntry): void {
    this.ring.push(entry);
    if (this.ring.length > this.capacity) this.ring.shift();
  }

  /** Newest first. */
  list(limit = this.capacity): RequestLogEntry[] {
    return this.ring.slice(-limit).reverse();
  }
}
