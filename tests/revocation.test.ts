// Issue 11 item 8 over HTTP: a revoked access token gets nothing more from any gateway instance at once,
// not after the 2 s response-cache window: signed out through one instance (the other hears it through
// Redis), or finished by refresh-token reuse.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type RunningGateway } from '../gateway/src/server.ts';
import { passwordGrant } from './support.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
let a: RunningGateway;
let b: RunningGateway;
beforeAll(async () => {
  const options = { port: 0, upstreamBaseUrl: inject('sandboxUrl'), webDist: null, redisUrl: REDIS_URL } as const;
  [a, b] = await Promise.all([startGateway(options), startGateway(options)]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

async function ask(gateway: RunningGateway, query: string, token: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { extensions?: Record<string, unknown> }[] };
}

const VIEWER = '{ viewer { user { mac } } }';
const END = 'mutation($r: String!) { endSession(refreshToken: $r) }';
const RENEW = 'mutation($r: String!) { renewSession(refreshToken: $r) { accessToken refreshToken } }';

describe('revocation takes effect at once', () => {
  it('signed out through one instance, the token gets nothing from the other, whose cache held its answer', async () => {
    const t = await passwordGrant('wrap.adviser');
    expect((await ask(b, VIEWER, t.access_token)).data.viewer.user.mac).toBeTruthy(); // now cached in b
    expect((await ask(a, END, t.access_token, { r: t.refresh_token })).data.endSession).toBe(true);
    const after = await ask(b, VIEWER, t.access_token);
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a reused refresh token finishes the access token that presented it, cached answers and all', async () => {
    const t = await passwordGrant('wrap.adviser');
    expect((await ask(a, VIEWER, t.access_token)).data.viewer.user.mac).toBeTruthy();
    const renewed = await ask(a, RENEW, t.access_token, { r: t.refresh_token });
    expect(renewed.data.renewSession.accessToken).toBeTruthy();
    // The same refresh token again: reuse, so upstream revokes the whole family.
    const reused = await ask(a, RENEW, t.access_token, { r: t.refresh_token });
    expect(reused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ask(a, VIEWER, t.access_token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ask(b, VIEWER, renewed.data.renewSession.accessToken)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
