import { gql } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient, operationUri } from './apollo-client';
import { ANONYMOUS } from './operation-context';

const PING = gql`
  query Ping {
    ping
  }
`;

type Answer = { status?: number; contentType?: string; body: unknown };

/** A fetch that answers from a script and records the headers of every request. */
function scriptedFetch(answers: Answer[]) {
  const seen: Record<string, string>[] = [];
  const fetch = vi.fn(async (_uri: RequestInfo | URL, init?: RequestInit) => {
    seen.push(Object.fromEntries(new Headers(init?.headers).entries()));
    const answer = answers.shift() ?? { body: { data: { ping: 'pong' } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.contentType ?? 'application/graphql-response+json' },
    });
  });
  return { fetch, seen };
}

const unauthenticated: Answer = { body: { data: null, errors: [{ message: 'invalid_token', extensions: { code: 'UNAUTHENTICATED' } }] } };

function client(answers: Answer[], renewed = true, badge = 'oasis') {
  const auth = { accessToken: 'at-1', sessionId: 'sid-1', badge, deviceInfo: '{"ua":"test"}' };
  const { fetch, seen } = scriptedFetch(answers);
  const renewTokens = vi.fn(async () => {
    if (renewed) auth.accessToken = 'at-2';
    return renewed;
  });
  const onAuthFailure = vi.fn();
  const apollo = createApolloClient({ headerValues: () => auth, renewTokens, onAuthFailure, fetch, uri: 'http://gateway.test/graphql' });
  return { apollo, seen, renewTokens, onAuthFailure };
}

describe('Apollo client', () => {
  it('sends the bearer token, session id, badge and device info', async () => {
    const { apollo, seen } = client([]);
    await apollo.query({ query: PING });
    expect(seen[0]).toMatchObject({ authorization: 'Bearer at-1', 'x-session-id': 'sid-1', badge: 'oasis', 'x-device-info': '{"ua":"test"}' });
  });

  it('sends no badge for mgl and no token for sign-in plumbing', async () => {
    const { apollo, seen } = client([], true, 'mgl');
    await apollo.query({ query: PING, context: ANONYMOUS, fetchPolicy: 'no-cache' });
    expect(seen[0].authorization).toBeUndefined();
    expect(seen[0].badge).toBeUndefined();
    expect(seen[0]['x-session-id']).toBe('sid-1');
  });

  it('renews and retries once with the new token on UNAUTHENTICATED', async () => {
    const { apollo, seen, renewTokens, onAuthFailure } = client([unauthenticated]);
    const { data } = await apollo.query({ query: PING });
    expect(data).toEqual({ ping: 'pong' });
    expect(renewTokens).toHaveBeenCalledTimes(1);
    expect(seen.map((h) => h.authorization)).toEqual(['Bearer at-1', 'Bearer at-2']);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('treats a plain HTTP 401 the same way', async () => {
    const { apollo, renewTokens } = client([{ status: 401, contentType: 'application/json', body: { error: 'invalid_token' } }]);
    const { data } = await apollo.query({ query: PING });
    expect(data).toEqual({ ping: 'pong' });
    expect(renewTokens).toHaveBeenCalledTimes(1);
  });

  it('logs out when renewal fails, and the operation fails', async () => {
    const { apollo, seen, onAuthFailure } = client([unauthenticated], false);
    await expect(apollo.query({ query: PING })).rejects.toSatisfy(CombinedGraphQLErrors.is);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('retries only once, then logs out', async () => {
    const { apollo, seen, renewTokens, onAuthFailure } = client([unauthenticated, unauthenticated]);
    await expect(apollo.query({ query: PING })).rejects.toSatisfy(CombinedGraphQLErrors.is);
    expect(renewTokens).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors alone', async () => {
    const { apollo, renewTokens } = client([{ body: { data: null, errors: [{ message: 'boom', extensions: { code: 'UPSTREAM_ERROR' } }] } }]);
    await expect(apollo.query({ query: PING })).rejects.toSatisfy(CombinedGraphQLErrors.is);
    expect(renewTokens).not.toHaveBeenCalled();
  });

  it('never renews for sign-in plumbing', async () => {
    const { apollo, renewTokens } = client([unauthenticated]);
    await expect(apollo.query({ query: PING, context: ANONYMOUS, fetchPolicy: 'no-cache' })).rejects.toBeDefined();
    expect(renewTokens).not.toHaveBeenCalled();
  });
});

describe('operationUri', () => {
  const route = operationUri('/graphql');
  const op = (source: string, variables = {}) => ({ query: gql(source), variables }) as never;

  it('sends a mutation with a file variable to /graphql/files, anything else to /graphql', () => {
    expect(route(op('mutation A($id: ID!, $files: [CaseFileInput!]!) { attachCaseDocuments(intentId: $id, files: $files) { malwareFileNames } }'))).toBe('/graphql/files');
    expect(route(op('mutation S($f: CaseFileInput!) { submitSignedDocument(intentId: "1", file: $f) { eta } }'))).toBe('/graphql/files');
    expect(route(op('mutation C($id: ID!) { cancelCase(intentId: $id) { intentId } }'))).toBe('/graphql');
    expect(route(op('query Q($f: CaseFileInput) { ping }'))).toBe('/graphql');
    const big = { input: { attachments: [{ base64: 'A'.repeat(70_000) }] } };
    expect(route(op('mutation C($input: CreateCaseInput!) { createCase(input: $input) { intentId } }', big))).toBe('/graphql/files');
    expect(route(op('mutation C($input: CreateCaseInput!) { createCase(input: $input) { intentId } }', { input: {} }))).toBe('/graphql');
  });
});
