import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo-client';
import { createSessionApi } from './session-api';

/** A gateway that answers every operation with `data` and records what was asked. */
function gateway(data: Record<string, unknown>) {
  const asked: { operationName: string; variables: Record<string, unknown>; authorization: string | null }[] = [];
  const fetch = vi.fn(async (_uri: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    asked.push({ ...body, authorization: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  const client = createApolloClient({
    headerValues: () => ({ accessToken: 'at-1', sessionId: 'sid', badge: 'mgl' }),
    renewTokens: async () => false,
    onAuthFailure: () => undefined,
    fetch,
    uri: 'http://gateway.test/graphql',
  });
  return { api: createSessionApi(client), asked };
}

describe('session api', () => {
  it('asks for the login page with the redirect uri and goTo, sending no bearer token', async () => {
    const { api, asked } = gateway({ signIn: { __typename: 'SignInInfo', loginUrl: 'https://signin/oasis/login' } });
    const url = await api.exitUrl('oasis', { page: 'login', goTo: '/dashboard?x=1' }, 'http://localhost:4000/#/login');
    expect(url).toBe('https://signin/oasis/login');
    expect(asked[0]).toMatchObject({
      operationName: 'GetLoginUrl',
      variables: { badge: 'oasis', redirectUri: 'http://localhost:4000/#/login', goTo: '/dashboard?x=1' },
      authorization: null,
    });
  });

  it('asks for the logout page by reason and the error page by code', async () => {
    const { api, asked } = gateway({ signIn: { __typename: 'SignInInfo', logoutUrl: 'L', errorUrl: 'E' } });
    expect(await api.exitUrl('ppt', { page: 'logout', reason: 'timed_out' }, 'r')).toBe('L');
    expect(await api.exitUrl('ppt', { page: 'error', code: 'server_error' }, 'r')).toBe('E');
    expect(asked.map((a) => [a.operationName, a.variables])).toEqual([
      ['GetLogoutUrl', { badge: 'ppt', reason: 'timed_out' }],
      ['GetErrorUrl', { badge: 'ppt', code: 'server_error' }],
    ]);
  });

  it('renews and hands back the tokens', async () => {
    const tokens = { accessToken: 'a2', refreshToken: 'r2', scope: 'WEALTH_FULL_VIEW', expiresIn: 900, refreshTokenExpiresIn: 7200 };
    const { api, asked } = gateway({ renewSession: { __typename: 'SessionTokens', ...tokens } });
    expect(await api.renewSession('r1')).toEqual(tokens);
    expect(asked[0]).toMatchObject({ operationName: 'RenewSession', variables: { refreshToken: 'r1' }, authorization: null });
  });

  it('ends the session', async () => {
    const { api, asked } = gateway({ endSession: true });
    await api.endSession('r1');
    expect(asked[0]).toMatchObject({ operationName: 'EndSession', variables: { refreshToken: 'r1' } });
  });
});
