// Events the wealth API pushes to its subscribers (sandbox/README.md "Events"): a new alert for a user, a
// user's alert counts after mark-read or mark-seen. The real notification centre publishes to the bank's
// event bus; the sandbox stands in with signed webhooks, each POSTed to every registered target (a gateway
// instance, which hands it to every instance through its pub/sub). Unsigned events are never sent: without
// a secret the hooks are off.
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-events-signature';
export const TIMESTAMP_HEADER = 'x-events-timestamp';

export interface AlertCounts {
  total_alerts: number;
  unread_alerts: number;
  unseen_alerts: number;
}

export type NotificationEvent =
  | { type: 'alert.created'; mac: string; alert: Record<string, unknown>; counts: AlertCounts }
  | { type: 'alert.counts'; mac: string; counts: AlertCounts };

/** `sha256=<hex>` of `<timestamp>.<body>` under the shared secret (the receiver also checks the timestamp is recent). */
export function signEvent(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export class EventHooks {
  private readonly targets = new Set<string>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly secret: string | undefined,
    targets: readonly string[] = [],
    private readonly log: (message: string) => void = (m) => console.warn(m),
  ) {
    for (const t of targets) this.addTarget(t);
  }

  get enabled(): boolean {
    return Boolean(this.secret) && this.targets.size > 0;
  }

  /** A receiver's URL, e.g. http://127.0.0.1:4000/events/notification-centre. */
  addTarget(url: string): void {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`event target must be http(s): ${url}`);
    this.targets.add(parsed.href);
  }

  removeTarget(url: string): void {
    this.targets.delete(new URL(url).href);
  }

  /** Sends to every target without waiting; a failing target is logged, never retried (the portal also reloads on open). */
  emit(event: NotificationEvent): void {
    if (!this.secret || !this.targets.size) return;
    const body = JSON.stringify(event);
    const timestamp = String(Date.now());
    const headers = {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signEvent(this.secret, timestamp, body),
    };
    for (const target of this.targets) {
      const sent = fetch(target, { method: 'POST', headers, body, signal: AbortSignal.timeout(5_000) })
        .then(async (res) => {
          await res.body?.cancel();
          if (!res.ok) this.log(`event ${event.type} to ${target}: HTTP ${res.status}`);
        })
        .catch((error: unknown) => this.log(`event ${event.type} to ${target}: ${(error as Error).message}`))
        .finally(() => this.pending.delete(sent));
      this.pending.add(sent);
    }
  }

  /** Waits for the events in flight (tests; shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
