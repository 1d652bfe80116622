// Live events across gateway instances (issue 12, docs/architecture.md "Live events"): two gateways share Redis; an
// event the wealth API sends to the first reaches a subscription held by the second, and only its user's.
import { describe, expect, it } from 'vitest';
import { gatewaysOnRedis, signEvent } from './redis-gateways.ts';
import { readSseData } from '../scripts/lib/sse.ts';
import { passwordGrant } from './support.ts';

const { gateways: g, sendEvent } = gatewaysOnRedis();

/** The first SSE data frames of a subscription on `gatewayUrl`, until `count` arrive or `ms` pass. */
async function listen(gatewayUrl: string, token: string, ready: Promise<unknown>, count: number, ms: number) {
  const controller = new AbortController();
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'subscription { alertEvents { alert { id text statusLabel } counts { unread } } }' }),
    signal: controller.signal,
  });
  const frames: any[] = [];
  const timer = setTimeout(() => controller.abort(), ms);
  const reading = readSseData(res.body!, (data) => {
    frames.push(JSON.parse(data));
    if (frames.length >= count) controller.abort();
  });
  await ready;
  await reading;
  clearTimeout(timer);
  controller.abort();
  return frames;
}

describe('live events through Redis', () => {
  it("an event sent to instance A reaches the user's subscription on instance B, and not another user's", async () => {
    const [olivia, liam] = await Promise.all([passwordGrant('wrap.adviser'), passwordGrant('grow.adviser')]);
    const alert = { alert_id: '990001', read: false, text: 'Your request R990001 is awaiting action.', category: 'awaiting', object_type: 'others', created_at: new Date().toISOString() };
    const counts = { total_alerts: 30, unread_alerts: 7, unseen_alerts: 1 };
    // Both subscriptions register (user details fetched, Redis channel joined) before the event goes.
    const send = new Promise((resolve) => setTimeout(resolve, 800)).then(() => sendEvent(g.a.url, { type: 'alert.created', mac: 'M0000001', alert, counts }));
    const [hers, his] = await Promise.all([listen(g.b.url, olivia.access_token, send, 1, 5_000), listen(g.b.url, liam.access_token, send, 1, 2_500)]);
    expect((await send).status).toBe(202);
    expect(hers).toHaveLength(1);
    expect(hers[0].data.alertEvents).toEqual({ alert: { id: '990001', text: alert.text, statusLabel: 'Awaiting client approval' }, counts: { unread: 7 } });
    expect(his).toEqual([]);
  });

  it('refuses an event signed with another secret or too old', async () => {
    const body = JSON.stringify({ type: 'alert.counts', mac: 'M0000001', counts: { total_alerts: 0, unread_alerts: 0, unseen_alerts: 0 } });
    const old = String(Date.now() - 10 * 60_000);
    const stale = await fetch(`${g.a.url}/events/notification-centre`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-events-timestamp': old, 'x-events-signature': signEvent(g.secret, old, body) },
      body,
    });
    expect(stale.status).toBe(401);
    const now = String(Date.now());
    const wrongKey = await fetch(`${g.a.url}/events/notification-centre`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-events-timestamp': now, 'x-events-signature': signEvent('other', now, body) },
      body,
    });
    expect(wrongKey.status).toBe(401);
  });
});
