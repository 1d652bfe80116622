// Reads the gateway's answer to a failed group call: extensions.code and the 422 per-account errors.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { RuleError } from './validation-messages';

export function ruleErrorsOf(error: unknown): RuleError[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const ext = e.extensions ?? {};
    if (ext.upstreamStatus === 422 && Array.isArray(ext.errors)) return ext.errors as RuleError[];
  }
  return null;
}

export function statusOf(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const status = error.errors[0]?.extensions?.upstreamStatus;
  return typeof status === 'number' ? status : null;
}

export function codeOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
