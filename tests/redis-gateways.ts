// Two gateways sharing Redis, and events signed as the wealth API signs them (sandbox/README.md "Events"): the
// live tests across instances of alerts (issue 12), chat and screen sharing (issue 15) start from here.
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { startGateway, type RunningGateway } from '../gateway/src/server.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The `sha256=<hex>` signature of an event body at a timestamp under a secret. */
export const signEvent = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** Starts gateways `a` and `b` on Redis before the file's tests and closes them after. */
export function gatewaysOnRedis() {
  const secret = randomBytes(16).toString('hex');
  const gateways = { secret } as { a: RunningGateway; b: RunningGateway; secret: string };
  beforeAll(async () => {
    const options = { port: 0, upstreamBaseUrl: inject('sandboxUrl'), webDist: null, redisUrl: REDIS_URL, eventsSecret: secret } as const;
    [gateways.a, gateways.b] = await Promise.all([startGateway(options), startGateway(options)]);
  });
  afterAll(async () => {
    await Promise.all([gateways.a?.close(), gateways.b?.close()]);
  });
  /** Posts an event to a gateway's events endpoint, signed now with this pair's secret. */
  const sendEvent = (gatewayUrl: string, event: object) => {
    const body = JSON.stringify(event);
    const timestamp = String(Date.now());
    return fetch(`${gatewayUrl}/events/notification-centre`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-events-timestamp': timestamp, 'x-events-signature': signEvent(secret, timestamp, body) },
      body,
    });
  };
  return { gateways, sendEvent };
}
