// How the web reads a failed operation: the gateway's extensions.code says what went wrong (gateway/README.md "Error codes").
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ApolloLink } from '@apollo/client/link';

export const UNAUTHENTICATED = 'UNAUTHENTICATED';

type ResultErrors = ApolloLink.Result['errors'];

function hasUnauthenticated(errors: ResultErrors | undefined): boolean {
  return !!errors?.some((error) => error.extensions?.code === UNAUTHENTICATED);
}

/** The access token was refused (upstream 401 invalid_token, expired token and the like). */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return hasUnauthenticated(error.errors);
  // A gateway that answers plain JSON with HTTP 401 surfaces as a ServerError instead.
  return ServerError.is(error) && error.statusCode === 401;
}

/** A result that came back with an UNAUTHENTICATED error among its errors. */
export function resultIsUnauthenticated(result: ApolloLink.Result): boolean {
  return 'errors' in result && hasUnauthenticated(result.errors);
}

/**
 * The gateway was not reached or gave no GraphQL answer (offline, proxy error, malformed body).
 * Such a failure is worth retrying; a GraphQL error is the gateway's considered answer.
 */
export function isTransportError(error: unknown): boolean {
  return !!error && !CombinedGraphQLErrors.is(error);
}
