// Screen-share events across gateway instances (issue 15): two gateways share Redis; a screenshare.state event
// the session service sends to the first reaches the adviser's screenShareEvents subscription held by the
// second, and no one else's.
import { describe, expect, it } from 'vitest';
import { gatewaysOnRedis } from './redis-gateways.ts';
import { readSseData } from '../scripts/lib/sse.ts';
import { passwordGrant } from './support.ts';

const EVENTS = 'subscription($id: ID!) { screenShareEvents(sessionId: $id) { sessionId status control endedBy } }';
const { gateways: g, sendEvent } = gatewaysOnRedis();

async function gqlOn(gatewayUrl: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
}

/** The SSE data frames of a subscription on `gatewayUrl`, until `count` arrive or `ms` pass. */
async function listen(gatewayUrl: string, token: string, variables: Record<string, unknown>, count: number, ms: number) {
  const controller = new AbortController();
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: EVENTS, variables }),
    signal: controller.signal,
  });
  const frames: any[] = [];
  const timer = setTimeout(() => controller.abort(), ms);
  await readSseData(res.body!, (data) => {
    frames.push(JSON.parse(data));
    if (frames.length >= count) controller.abort();
  }).catch(() => undefined);
  clearTimeout(timer);
  return frames;
}

describe('screen-share events through Redis', () => {
  it("an event sent to instance A reaches the adviser's subscription on instance B", async () => {
    const olivia = await passwordGrant('wrap.adviser');
    const started = await gqlOn(g.a.url, olivia.access_token, 'mutation { startScreenShare(product: "Wrap") { sessionId status } }');
    const sessionId = started.data.startScreenShare.sessionId as string;
    const hers = listen(g.b.url, olivia.access_token, { id: sessionId }, 2, 5_000);
    // The subscription registers (session checked, Redis channel joined) before the event goes.
    await new Promise((r) => setTimeout(r, 800));
    const sent = await sendEvent(g.a.url, { type: 'screenshare.state', mac: 'M0000001', sessionId, status: 'ENDED', control: 'logout', endedBy: 'VIEWER', at: new Date().toISOString() });
    expect(sent.status).toBe(202);
    const frames = await hers;
    expect(frames.map((f) => f.data.screenShareEvents)).toEqual([
      { sessionId, status: 'WAITING', control: null, endedBy: null },
      { sessionId, status: 'ENDED', control: 'LOGOUT', endedBy: 'VIEWER' },
    ]);
  });

  it('refuses a malformed screen-share event', async () => {
    const res = await sendEvent(g.a.url, { type: 'screenshare.state', mac: 'M0000001', sessionId: '../x', status: 'ENDED' });
    expect(res.status).toBe(400);
  });
});
