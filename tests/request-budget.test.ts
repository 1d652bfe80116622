// Issue 11 items 6 and 7 over HTTP: one operation's upstream calls are bounded in number, and one request
// is bounded in time however slow the upstream and however many retries a read gets.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type RunningGateway } from '../gateway/src/server.ts';
import { clearFaults, passwordGrant, setFault, type Tokens } from './support.ts';

let gateway: RunningGateway;
let t: Tokens;
beforeAll(async () => {
  // Short limits so the test is quick; the defaults (10 s, 25 calls) are checked in the options' unit test.
  gateway = await startGateway({
    port: 0,
    upstreamBaseUrl: inject('sandboxUrl'),
    webDist: null,
    upstreamTimeoutMs: 1000,
    upstreamRetries: 2,
    requestBudget: { deadlineMs: 1500, maxCalls: 25 },
  });
  t = await passwordGrant('wrap.adviser');
});
afterAll(() => gateway?.close());
afterEach(clearFaults);

async function ask(query: string) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.access_token}` },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { path?: string[]; extensions?: Record<string, unknown> }[] };
}

describe('request budget', () => {
  it('30 aliases make at most 25 upstream calls: the rest answer OPERATION_TOO_LARGE', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `g${i}: accountGroup(code: "NOPE${i}") { accountGroupCode }`).join('\n');
    const res = await ask(`{ ${aliases} }`);
    const refused = (res.errors ?? []).filter((e) => e.extensions?.code === 'OPERATION_TOO_LARGE');
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused[0].extensions).toMatchObject({ maxUpstreamCalls: 25 });
  });

  it('a slow upstream cannot hold a request past its deadline, retries included', async () => {
    await setFault({ path: '/api/wealth/ada/search/clients', delayMs: 5000 });
    const started = Date.now();
    const res = await ask(`{ clientSearch(query: "deadline") { totalCount } }`);
    const took = Date.now() - started;
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_TIMEOUT');
    // Three tries of 1000 ms each without the deadline; 1500 ms with it (and a little for the rest).
    expect(took).toBeLessThan(2500);
    expect(took).toBeGreaterThanOrEqual(1400);
  });
});
