// The stable extensions.code values the web turns into catalogue copy, and one way to raise them. The schema
// states the same list as its ErrorCode enum (modules/base/schema.graphql), described for client developers;
// gateway/src/schema/error-code.test.ts keeps the two equal and this the only place a code is spelled.
// Errors are made with yoga's createGraphQLError so they are instances of the graphql copy yoga checks
// against (graphql ships CJS and ESM builds; a bundler or test runner may load both).
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_BAD_RESPONSE: 'UPSTREAM_BAD_RESPONSE',
  /** One operation would need more upstream calls than a request may make (issue 11). */
  OPERATION_TOO_LARGE: 'OPERATION_TOO_LARGE',
  /** A deleted cash or term deposit account's details were asked for (000 §2). */
  ACCOUNT_DELETED: 'ACCOUNT_DELETED',
  // Refused before execution: the request's form (use-csrf-prevention.ts, plugins/rules/, http/graphql-route.ts).
  CSRF_HEADER_REQUIRED: 'CSRF_HEADER_REQUIRED',
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  TOO_MANY_ALIASES: 'TOO_MANY_ALIASES',
  INTROSPECTION_DISABLED: 'INTROSPECTION_DISABLED',
  BAD_REQUEST: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  // Raised by graphql-yoga itself; listed so the schema's ErrorCode enum names every code a client can see.
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function gatewayError(
  code: ErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return createGraphQLError(message, { extensions: { code, ...extensions } });
}
