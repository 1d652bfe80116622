import { describe, expect, it } from 'vitest';
import { toGraphQLError, upstreamBodyOf } from './map-error.js';

const code = (error: { extensions: Record<string, unknown> }) => error.extensions.code;

describe('upstream failures as GraphQL errors', () => {
  it('401 is UNAUTHENTICATED and says invalid_token when the upstream does', () => {
    const fromBody = toGraphQLError({ kind: 'status', status: 401, body: { error: 'invalid_token' } }, 'user');
    expect(fromBody.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamError: 'invalid_token', upstreamStatus: 401 });
    const fromHeader = toGraphQLError({ kind: 'status', status: 401, body: '', wwwAuthenticate: 'Bearer error="invalid_token"' }, 'user');
    expect(fromHeader.extensions.upstreamError).toBe('invalid_token');
    const expired = toGraphQLError({ kind: 'status', status: 401, body: { error: 'token_expired' } }, 'user');
    expect(expired.extensions.upstreamError).toBe('invalid_token');
  });

  it('400 invalid_grant (spent refresh token) is UNAUTHENTICATED', () => {
    const error = toGraphQLError({ kind: 'status', status: 400, body: { error: 'invalid_grant' } }, 'auth');
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamError: 'invalid_grant' });
  });

  it('maps the other statuses', () => {
    expect(code(toGraphQLError({ kind: 'status', status: 403, body: { error: 'forbidden' } }, 'x'))).toBe('FORBIDDEN');
    expect(code(toGraphQLError({ kind: 'status', status: 404, body: { error: 'not_found' } }, 'x'))).toBe('NOT_FOUND');
    expect(code(toGraphQLError({ kind: 'status', status: 400, body: { error: 'bad_request', message: 'limit' } }, 'x'))).toBe('BAD_USER_INPUT');
    expect(code(toGraphQLError({ kind: 'status', status: 500, body: {} }, 'x'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(code(toGraphQLError({ kind: 'status', status: 503, body: {} }, 'x'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(code(toGraphQLError({ kind: 'status', status: 429, body: {} }, 'x'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(code(toGraphQLError({ kind: 'timeout', timeoutMs: 5 }, 'x'))).toBe('UPSTREAM_TIMEOUT');
    expect(code(toGraphQLError({ kind: 'network', cause: 'ECONNRESET' }, 'x'))).toBe('UPSTREAM_UNAVAILABLE');
    expect(code(toGraphQLError({ kind: 'bad-response', status: 200 }, 'x'))).toBe('UPSTREAM_BAD_RESPONSE');
    expect(code(toGraphQLError({ kind: 'circuit-open' }, 'x'))).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('422 carries the per-account errors', () => {
    const errors = [{ account: 'A1', code: 'NOT_ACTIVE', message: 'not active', severity: 'error' }];
    const error = toGraphQLError({ kind: 'status', status: 422, body: { errors } }, 'grouping');
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors });
  });

  it('keeps the error body for the module that reads it, out of the serialised error', () => {
    const body = { errors: [{ code: 'INTENT_NOT_CANCELLABLE', message: 'no' }] };
    const error = toGraphQLError({ kind: 'status', status: 409, body }, 'traverse');
    expect(upstreamBodyOf(error)).toEqual(body);
    expect(JSON.stringify(error.toJSON())).not.toContain('INTENT_NOT_CANCELLABLE');
    expect(upstreamBodyOf(new Error('x'))).toBeUndefined();
  });
});
