import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isTransportError, isUnauthenticated, resultIsUnauthenticated } from './graphql-errors';

const graphQLError = (code: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message: code, extensions: { code } }] });
const serverError = (status: number) => new ServerError('bad status', { response: new Response('', { status }), bodyText: '' });

describe('graphql errors', () => {
  it('recognises an UNAUTHENTICATED GraphQL error or a 401', () => {
    expect(isUnauthenticated(graphQLError('UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthenticated(graphQLError('UPSTREAM_ERROR'))).toBe(false);
    expect(isUnauthenticated(serverError(401))).toBe(true);
    expect(isUnauthenticated(serverError(500))).toBe(false);
    expect(isUnauthenticated(undefined)).toBe(false);
  });

  it('reads results', () => {
    expect(resultIsUnauthenticated({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(true);
    expect(resultIsUnauthenticated({ data: { ping: 'pong' } })).toBe(false);
  });

  it('tells transport failures from GraphQL answers', () => {
    expect(isTransportError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransportError(serverError(502))).toBe(true);
    expect(isTransportError(graphQLError('UPSTREAM_ERROR'))).toBe(false);
    expect(isTransportError(undefined)).toBe(false);
  });
});
