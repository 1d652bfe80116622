// The gateway's policy refusals (a mutation the caller may not make: gateway/README.md "Authorisation") carry the
// catalogue's words for the reason, e.g. "You don't have authority to close this account.": a plugin shows them
// where it would otherwise show its generic failure. Any failure's code is read with hasGatewayCode.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

interface GatewayErrorShape {
  message?: string;
  extensions?: { code?: unknown; action?: unknown };
}

/** The message of a policy refusal among a failed operation's errors (Apollo's CombinedGraphQLErrors), else null. */
export function refusalMessage(error: unknown): string | null {
  const errors = (error as { errors?: readonly GatewayErrorShape[] } | null)?.errors;
  const refusal = errors?.find((e) => typeof e.extensions?.action === 'string' && (e.extensions.code === 'FORBIDDEN' || e.extensions.code === 'NOT_FOUND'));
  return refusal?.message?.trim() ? refusal.message : null;
}

/** Whether a failed operation's errors carry the gateway's `code` (NOT_FOUND: an id that is not the user's). */
export function hasGatewayCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}
