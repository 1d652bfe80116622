// Tracking logs wait here and leave in batches (every 2 s, and at once when the page is hidden), so tracking never
// holds up the page: a batch is a list of entries under the gateway's 64 KB bound on a JSON value.
export type LogType = 'pageFlow' | 'ajax' | 'emptyResponse' | 'internalApiError' | 'logout' | 'error';

export type LogEntry = { type: LogType; timestamp: string } & Record<string, unknown>;

export interface LogQueueOptions {
  /** Sends one batch; keepalive when the page is going away. Rejects when it could not. */
  send(logs: Record<string, unknown>[], keepalive: boolean): Promise<unknown>;
  /** The metadata every entry carries (001 §3); null until known, and nothing leaves before. */
  metadata(): Record<string, unknown> | null;
  maxEntries?: number;
  maxBytes?: number;
  /** Entries kept while waiting; the oldest are dropped beyond it. */
  capacity?: number;
}

export class LogQueue {
  private readonly entries: LogEntry[] = [];
  private sending = false;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly capacity: number;

  constructor(private readonly options: LogQueueOptions) {
    this.maxEntries = options.maxEntries ?? 50;
    this.maxBytes = options.maxBytes ?? 60 * 1024;
    this.capacity = options.capacity ?? 500;
  }

  get size(): number {
    return this.entries.length;
  }

  add(entry: LogEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** Sends what waits, batch after batch. A failed batch is dropped: logs are never worth a retry storm. */
  async flush(keepalive = false): Promise<void> {
    if (this.sending && !keepalive) return;
    const metadata = this.options.metadata();
    if (!metadata) return;
    this.sending = true;
    try {
      while (this.entries.length > 0) {
        const batch: Record<string, unknown>[] = [];
        let bytes = 2; // the list's brackets
        while (batch.length < this.maxEntries && this.entries.length > 0) {
          const entry = { ...this.entries[0], ...metadata };
          const size = new TextEncoder().encode(JSON.stringify(entry)).length + 1;
          // One entry too large on its own is dropped rather than sent for the collector to refuse.
          if (size > this.maxBytes) {
            this.entries.shift();
            continue;
          }
          if (bytes + size > this.maxBytes) break;
          batch.push(entry);
          bytes += size;
          this.entries.shift();
        }
        if (batch.length === 0) break;
        await this.options.send(batch, keepalive).catch(() => undefined);
      }
    } finally {
      this.sending = false;
    }
  }
}
