// When and how long to wait before retrying an upstream call.

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { retries: 2, baseDelayMs: 100, maxDelayMs: 300 };

const IDEMPOTENT = new Set(['GET', 'HEAD']);
const RETRYABLE_STATUS = new Set([502, 503, 504]);

export type AttemptOutcome =
  | { kind: 'status'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'bad-response' };

/** Only idempotent calls, and only failures a second try can fix (a 500 is a bug, not a blip). */
export function isRetryable(method: string, outcome: AttemptOutcome): boolean {
  if (!IDEMPOTENT.has(method.toUpperCase())) return false;
  if (outcome.kind === 'timeout' || outcome.kind === 'network') return true;
  return outcome.kind === 'status' && RETRYABLE_STATUS.has(outcome.status);
}

/**
 * Exponential backoff with jitter: retry n waits base·2^(n-1) plus up to half again, capped; with the
 * defaults 100–150 ms, then 200–300 ms. The jitter spreads retries of many gateways apart.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = policy.baseDelayMs * 2 ** (retry - 1);
  return Math.min(policy.maxDelayMs, Math.round(exponential * (1 + random() / 2)));
}
