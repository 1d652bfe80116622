// Upstream failures as GraphQL errors with stable extensions.code values (the web maps codes to copy).
import type { GraphQLError } from 'graphql';
import { ErrorCode, gatewayError } from '../errors.js';

export type UpstreamFailure =
  | { kind: 'status'; status: number; body: unknown; wwwAuthenticate?: string }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'network'; cause: string }
  | { kind: 'bad-response'; status: number }
  | { kind: 'circuit-open' };

/** Upstream codes that mean "this access token is no good": the web renews and retries once. */
const EXPIRED_TOKEN_CODES = new Set(['invalid_token', 'expired_token', 'token_expired', 'access_token_expired']);

const errorField = (body: unknown): string | undefined =>
  body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : undefined;

const messageField = (body: unknown): string | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error_description } = body as { message?: unknown; error_description?: unknown };
  if (typeof message === 'string') return message;
  return typeof error_description === 'string' ? error_description : undefined;
};

function tokenError(body: unknown, wwwAuthenticate?: string): string | undefined {
  const fromBody = errorField(body);
  const fromHeader = wwwAuthenticate?.match(/error="([^"]+)"/)?.[1];
  const code = fromBody ?? fromHeader;
  if (code && EXPIRED_TOKEN_CODES.has(code)) return 'invalid_token';
  return code;
}

export function toGraphQLError(failure: UpstreamFailure, family: string): GraphQLError {
  switch (failure.kind) {
    case 'timeout':
      return gatewayError(ErrorCode.UPSTREAM_TIMEOUT, `The ${family} API did not answer within ${failure.timeoutMs} ms`);
    case 'network':
      return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, `The ${family} API is unreachable (${failure.cause})`);
    case 'circuit-open':
      return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, `The ${family} API is failing; calls to it are paused briefly`, {
        circuitOpen: true,
      });
    case 'bad-response':
      return gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, `The ${family} API sent a response that is not JSON`, {
        upstreamStatus: failure.status,
      });
    case 'status':
      return keepBody(fromStatus(failure, family), failure.body);
  }
}

/**
 * The upstream's error body, for the module that knows its shape (a cancel's error codes, a resend's outcome
 * code, a validation's errors): a property of the error object, never serialised into the GraphQL answer.
 */
export function upstreamBodyOf(error: unknown): unknown {
  return error && typeof error === 'object' ? (error as { [UPSTREAM_BODY]?: unknown })[UPSTREAM_BODY] : undefined;
}

const UPSTREAM_BODY = Symbol('upstreamBody');

function keepBody(error: GraphQLError, body: unknown): GraphQLError {
  Object.defineProperty(error, UPSTREAM_BODY, { value: body, enumerable: false });
  return error;
}

function fromStatus(failure: Extract<UpstreamFailure, { kind: 'status' }>, family: string): GraphQLError {
  const { status, body } = failure;
  const upstreamError = errorField(body);
  const base = { upstreamStatus: status };
  // OAuth answers a spent or revoked refresh token with 400 invalid_grant: that is a sign-in problem.
  if (status === 401 || upstreamError === 'invalid_grant') {
    const code = status === 401 ? tokenError(body, failure.wwwAuthenticate) : upstreamError;
    return gatewayError(ErrorCode.UNAUTHENTICATED, messageField(body) ?? 'Sign-in is no longer valid', {
      ...base,
      ...(code ? { upstreamError: code } : {}),
    });
  }
  if (status === 403) return gatewayError(ErrorCode.FORBIDDEN, messageField(body) ?? 'Not permitted', base);
  if (status === 404) return gatewayError(ErrorCode.NOT_FOUND, messageField(body) ?? 'Not found', base);
  if (status === 422) {
    const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
    return gatewayError(ErrorCode.BAD_USER_INPUT, messageField(body) ?? 'The upstream rejected the request', {
      ...base,
      errors: Array.isArray(errors) ? errors : [],
    });
  }
  if (status === 429 || status >= 500) {
    return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, `The ${family} API failed with status ${status}`, base);
  }
  if (status >= 400) {
    return gatewayError(ErrorCode.BAD_USER_INPUT, messageField(body) ?? `The ${family} API rejected the request`, {
      ...base,
      ...(upstreamError ? { upstreamError } : {}),
    });
  }
  return gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, `The ${family} API answered with unexpected status ${status}`, base);
}
