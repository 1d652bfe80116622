// The error bodies of the traverse, pega and document calls ({ errors: [{ code, message }] }, or
// { error: { code, message, errors } } for validations), read from a failed call's kept body.
import type { GraphQLError } from 'graphql';
import { gatewayError, type ErrorCode } from '@gateway/errors.js';
import { upstreamBodyOf } from '@gateway/upstream/map-error.js';

interface ErrorItem { code?: unknown; message?: unknown }

/** The { code, message } items of an error body, whichever shape it takes. */
export function errorItems(body: unknown): ErrorItem[] {
  if (!body || typeof body !== 'object') return [];
  const { errors, error } = body as { errors?: unknown; error?: unknown };
  if (Array.isArray(errors)) return errors.filter((e): e is ErrorItem => !!e && typeof e === 'object');
  if (error && typeof error === 'object') {
    const nested = (error as { errors?: unknown }).errors;
    return Array.isArray(nested) ? errorItems({ errors: nested }) : [error as ErrorItem];
  }
  return [];
}

export const errorCodes = (body: unknown): string[] =>
  errorItems(body).map((e) => e.code).filter((c): c is string => typeof c === 'string');

const codeOf = (error: GraphQLError) => error.extensions?.code as ErrorCode;

/** The same error, its upstream codes in extensions.upstreamCodes; an error without codes is thrown as it is. */
export function rethrowWithCodes(error: unknown): never {
  const codes = errorCodes(upstreamBodyOf(error));
  if (!codes.length) throw error;
  const e = error as GraphQLError;
  throw gatewayError(codeOf(e), e.message, { ...e.extensions, upstreamCodes: codes });
}

/** The same error with the upstream's first error message as its message. */
export function rethrowFirstMessage(error: unknown): never {
  const items = errorItems(upstreamBodyOf(error));
  const first = items.find((i) => typeof i.message === 'string');
  if (!first) throw error;
  const e = error as GraphQLError;
  throw gatewayError(codeOf(e), first.message as string, { ...e.extensions, upstreamCodes: errorCodes({ errors: items }) });
}
