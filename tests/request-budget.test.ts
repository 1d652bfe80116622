// Issue 11 items 6 and 7 over HTTP: one operation's upstream calls are bounded in number, and one request
// is bounded in time however slow the upstream and however many retries a read gets.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type RunningGateway } from '../gateway/src/server.ts';
import { clearFaults, passwordGrant, setFault, type Tokens } from './support.ts';

let gateway: RunningGateway;
let t: Tokens;
beforeAll(async () => {
  // A short deadline so the test is quick; the defaults (10 s, 25 calls) are checked in the options' unit test.
  // Attempts may wait a minute each, so only the deadline can end a call to a stalled upstream.
  gateway = await startGateway({
    port: 0,
    upstreamBaseUrl: inject('sandboxUrl'),
    webDist: null,
    upstreamTimeoutMs: 60_000,
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
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] };
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
    // The upstream takes a minute, and so may each of three attempts: without the deadline, three minutes (the
    // test's timeout ends it first). The attempt the deadline cut says how long it was given.
    await setFault({ path: '/api/wealth/ada/search/clients', delayMs: 60_000 });
    const res = await ask(`{ clientSearch(query: "deadline") { totalCount } }`);
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_TIMEOUT');
    const given = Number(/within (\d+) ms/.exec(res.errors?.[0].message ?? '')?.[1]);
    expect(given).toBeGreaterThan(0);
    expect(given).toBeLessThanOrEqual(1500);
  });
});
