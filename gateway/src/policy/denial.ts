// A refusal as the web sees it: a GraphQL error with a stable extensions.code (FORBIDDEN, or NOT_FOUND for a
// resource the caller does not see), decide()'s reason, the policy's code and the action, and the message of
// the copy catalogue the action's rule names for the reason (policy/actions.json `copy`).
import type { GraphQLError } from 'graphql';
import type { Decision } from '../../../policy/decide.ts';
import { ruleOf } from '../../../policy/decide.ts';
import { text, type Copy } from '../copy.js';
import { ErrorCode, gatewayError } from '../errors.js';

type Denied = Extract<Decision, { allow: false }>;

/** The catalogue text for the refusal: the rule's own key for the reason, else the general one. */
export function denialMessage(decision: Denied, copy: Copy): string {
  const named = ruleOf(decision.action).copy?.[decision.reason];
  if (typeof named === 'string') return text(copy, named);
  if (named) return text(copy, named.key, named.values);
  return text(copy, decision.status === 404 ? 'policy.notFound' : 'policy.forbidden');
}

export function denialError(decision: Denied, copy: Copy): GraphQLError {
  return gatewayError(decision.status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.FORBIDDEN, denialMessage(decision, copy), {
    reason: decision.reason,
    policyCode: decision.code,
    action: decision.action,
  });
}
