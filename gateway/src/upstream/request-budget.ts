// What one GraphQL request may spend upstream: a deadline that bounds all its calls, their retries and
// back-offs (item 7 of issue 11: an 8 s timeout with 3 tries let one request hang for 24 s), and a
// number of calls (aliases and lists could otherwise fan one operation out into dozens of calls).
import type { GraphQLError } from 'graphql';
import { ErrorCode, gatewayError } from '../errors.js';

export interface BudgetLimits {
  /** Milliseconds from the request's start within which every upstream call must finish. */
  deadlineMs: number;
  /** Upstream calls (cache hits excluded) one request may make. */
  maxCalls: number;
}

export const defaultBudgetLimits: BudgetLimits = { deadlineMs: 10_000, maxCalls: 25 };

export class RequestBudget {
  private readonly deadline: number;
  private callsLeft: number;

  constructor(
    private readonly limits: BudgetLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.deadline = now() + limits.deadlineMs;
    this.callsLeft = limits.maxCalls;
  }

  /** Milliseconds left before the deadline (0 or less once it has passed). */
  remainingMs(): number {
    return this.deadline - this.now();
  }

  /** Takes one call from the budget, or says why the call may not go. */
  takeCall(): GraphQLError | null {
    if (this.remainingMs() <= 0) return this.deadlineError();
    if (this.callsLeft <= 0) {
      return gatewayError(ErrorCode.OPERATION_TOO_LARGE, `This request needs more than ${this.limits.maxCalls} upstream calls; ask for less in one operation`, {
        maxUpstreamCalls: this.limits.maxCalls,
      });
    }
    this.callsLeft -= 1;
    return null;
  }

  deadlineError(): GraphQLError {
    return gatewayError(ErrorCode.UPSTREAM_TIMEOUT, `The request did not finish within its ${this.limits.deadlineMs} ms deadline`, {
      deadlineMs: this.limits.deadlineMs,
    });
  }
}
