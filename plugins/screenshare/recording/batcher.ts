// Recording events on their way to sendScreenShareEvents: each event is serialised once, split into chunks when
// it is too large for one string argument (a page's full snapshot with its inlined styles is 100-400 KB; many
// DOM mutations pass 1,000 characters), and sent in
// order in batches within the gateway's limits, one call at a time. The viewer joins the chunks back (sandbox
// viewer page). Plain JSON, not compressed: what leaves the browser is readable, so a test can prove the typed
// values are not in it.

/**
 * What one sendScreenShareEvents call may carry, the tightest of the gateway's limits: its input limits (issue 11)
 * take any string argument of at most 1,000 characters and lists of at most 200 items; the screen-share module
 * 64 KB an event and 90 KB a call; and the web client sends a mutation whose variables pass 64 KB to the files
 * endpoint, which refuses anything but a file.
 */
export const LIMITS = {
  /** One event's JSON text, in characters (the gateway's string argument limit). */
  eventChars: 1000,
  /** Events in one call (the gateway's list limit). */
  callEvents: 200,
  /** The events' text in one call, bytes (the module allows 90 KB). */
  callBytes: 88 * 1024,
  /** The events as they travel inside the request's variables (JSON strings: quotes and backslashes double). */
  callWireBytes: 60 * 1024,
} as const;

/** Batches go out this often at most while events arrive (ours: the viewer sees a change within ~150 ms). */
export const FLUSH_INTERVAL_MS = 150;
/** Characters of the serialised event per chunk to begin with (then shrunk until the chunk fits). */
const CHUNK_CHARS = 900;

export const CHUNK_TYPE = 'ao-chunk';

/** One piece of an event too large to send whole: the viewer joins `data` of parts 0..total-1 and parses it. */
export interface ChunkEvent {
  type: typeof CHUNK_TYPE;
  id: string;
  index: number;
  total: number;
  data: string;
}

const encoder = new TextEncoder();
export const utf8Bytes = (text: string) => encoder.encode(text).length;
/** The bytes an event's text takes inside the request body (a JSON string, so quotes and backslashes double). */
export const wireBytes = (text: string) => utf8Bytes(JSON.stringify(text));

const fits = (text: string) => text.length <= LIMITS.eventChars;

/** An event as the texts to upload: itself, or its chunks. */
export function encodeEvent(event: unknown, id: string): string[] {
  const text = JSON.stringify(event);
  if (fits(text)) return [text];
  const slices: string[] = [];
  let at = 0;
  let size = CHUNK_CHARS;
  while (at < text.length) {
    const piece = text.slice(at, at + size);
    // Measured as a chunk of the largest possible header; shrink the slice until it fits (quotes double).
    if (!fits(JSON.stringify({ type: CHUNK_TYPE, id, index: 999999, total: 999999, data: piece })) && size > 16) {
      size = Math.floor(size * 0.8);
      continue;
    }
    slices.push(piece);
    at += piece.length;
    size = CHUNK_CHARS;
  }
  return slices.map((data, index) => JSON.stringify({ type: CHUNK_TYPE, id, index, total: slices.length, data } satisfies ChunkEvent));
}

/** Takes the longest prefix of `queue` that one call may carry (at least one text). */
export function takeBatch(queue: string[]): string[] {
  let bytes = 0;
  let wire = 0;
  let n = 0;
  while (n < queue.length && n < LIMITS.callEvents) {
    const b = utf8Bytes(queue[n]);
    const w = wireBytes(queue[n]);
    if (n > 0 && (bytes + b > LIMITS.callBytes || wire + w > LIMITS.callWireBytes)) break;
    bytes += b;
    wire += w;
    n++;
  }
  return queue.splice(0, n);
}

export interface BatcherOptions {
  send(events: string[]): Promise<void>;
  /** An upload failed; nothing more is sent. */
  onFailure(error: unknown): void;
  intervalMs?: number;
}

/** Queues events and sends them in order, one call at a time, every intervalMs at most. */
export class Batcher {
  private queue: string[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;
  private stopped = false;
  private nextId = 0;

  constructor(private readonly options: BatcherOptions) {}

  push(event: unknown): void {
    if (this.stopped) return;
    this.queue.push(...encodeEvent(event, String(++this.nextId)));
    this.schedule();
  }

  /** Events waiting to go (texts). */
  get pending(): number {
    return this.queue.length;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.queue = [];
  }

  private schedule(): void {
    if (this.timer || this.sending || this.stopped || !this.queue.length) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.intervalMs ?? FLUSH_INTERVAL_MS);
  }

  private async flush(): Promise<void> {
    if (this.sending || this.stopped) return;
    this.sending = true;
    try {
      while (!this.stopped && this.queue.length) {
        await this.options.send(takeBatch(this.queue));
      }
    } catch (error) {
      if (!this.stopped) {
        this.stop();
        this.options.onFailure(error);
      }
      return;
    } finally {
      this.sending = false;
    }
    this.schedule();
  }
}
