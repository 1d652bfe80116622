// The upstream client bound to one GraphQL request's caller, so resolvers never pass headers around.
import type { Span } from '@opentelemetry/api';
import type { Caller } from './forwarded-headers.js';
import type { UpstreamClient, UpstreamRequest } from './client.js';
import { RequestBudget, type BudgetLimits } from './request-budget.js';
import { userKeyOf } from './response-cache.js';
import { createUpstreamApi, type UpstreamApi } from './upstream-api.js';

export interface RequestUpstream {
  readonly caller: Caller;
  /** The typed calls: `api.GET('/api/.../{id}', { params: { path: { id } } })`, typed by the document (upstream-api.ts). */
  readonly api: UpstreamApi;
  call<T>(req: UpstreamRequest): Promise<T>;
  get<T>(path: string, options?: Omit<UpstreamRequest, 'path' | 'method'>): Promise<T>;
  post<T>(path: string, options?: Omit<UpstreamRequest, 'path' | 'method'>): Promise<T>;
  put<T>(path: string, options?: Omit<UpstreamRequest, 'path' | 'method'>): Promise<T>;
  /** Forget this caller's cached answers (after a write that changes them). */
  forgetCaller(): void;
  /** This caller's access token is revoked: no cached answer for it again, in any instance. */
  revokeCaller(): void;
  /**
   * The same caller under a budget of its own, for the rare operation the specification makes long (mark all
   * read pauses between chunks): its calls neither spend nor are bounded by the request's ordinary budget.
   */
  withBudget(limits: BudgetLimits): RequestUpstream;
  /**
   * Calls back once this caller's token is revoked (signed out, refresh reuse, refused upstream), in this
   * instance or, with Redis, any other; answers a function that stops watching. For long-lived answers
   * (subscriptions), which must not outlive the sign-in that opened them.
   */
  onRevoked(listener: () => void): () => void;
}

/** `parentSpan` answers the GraphQL request's span once it has one: the calls are its child spans. */
export function bindUpstream(client: UpstreamClient, caller: Caller, budget?: RequestBudget, parentSpan?: () => Span | undefined): RequestUpstream {
  const call = (req: UpstreamRequest) => client.call(caller, req, budget, parentSpan);
  return {
    caller,
    api: createUpstreamApi(call),
    call: (req) => client.call(caller, req, budget, parentSpan),
    get: (path, options) => client.call(caller, { ...options, path, method: 'GET' }, budget, parentSpan),
    post: (path, options) => client.call(caller, { ...options, path, method: 'POST' }, budget, parentSpan),
    put: (path, options) => client.call(caller, { ...options, path, method: 'PUT' }, budget, parentSpan),
    forgetCaller: () => {
      if (caller.token) client.invalidateUser(caller.token);
    },
    revokeCaller: () => {
      if (caller.token) client.revoke(caller.token);
    },
    withBudget: (limits) => bindUpstream(client, caller, new RequestBudget(limits), parentSpan),
    onRevoked: (listener) => {
      if (!caller.token) return () => undefined;
      const key = userKeyOf(caller.token);
      if (client.revocations.isRevoked(key)) {
        queueMicrotask(listener);
        return () => undefined;
      }
      return client.revocations.onRevoke((revoked) => {
        if (revoked === key) listener();
      });
    },
  };
}
