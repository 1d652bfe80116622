// The playground's demo sign-in relays against the real sandbox: the demo users, and a token that the gateway
// takes for the user it names.
import { describe, expect, it } from 'vitest';
import { gatewayUrl, gql } from './support.ts';

const DEV = { 'x-gateway-dev': 'test' };

describe('the playground demo sign-in', () => {
  it('lists the sandbox demo users without their passwords', async () => {
    const res = await fetch(`${gatewayUrl()}/dev/demo-users`, { headers: DEV });
    expect(res.status).toBe(200);
    const users = (await res.json()) as Record<string, string>[];
    expect(users).toContainEqual({ username: 'wrap.adviser', name: 'Olivia Bennett', brand: 'mgl' });
    expect(users.every((u) => !('password' in u))).toBe(true);
  });

  it('signs a demo user in and hands back a token the gateway takes for that user', async () => {
    const res = await fetch(`${gatewayUrl()}/dev/demo-sign-in`, { method: 'POST', headers: { ...DEV, 'content-type': 'application/json' }, body: JSON.stringify({ username: 'grow.adviser' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { accessToken, expiresIn } = (await res.json()) as { accessToken: string; expiresIn: number };
    expect(expiresIn).toBeGreaterThan(0);
    const me = await gql(`{ viewer { user { firstName brand } } }`, {}, accessToken);
    expect(me.errors).toBeUndefined();
    expect(me.data.viewer.user).toEqual({ firstName: 'Liam', brand: 'oasis' });
  });

  it('refuses a user the sign-in service does not know', async () => {
    const res = await fetch(`${gatewayUrl()}/dev/demo-sign-in`, { method: 'POST', headers: { ...DEV, 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody.here' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
