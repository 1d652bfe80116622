// Binds the shared upstream client to this request's caller and creates the per-request loaders.
import type { Plugin } from 'graphql-yoga';
import { createLoaders, type Loaders } from '../loaders.js';
import type { GatewayModule } from '../modules/define-module.js';
import { requestSpanOf } from '../tracing/request-span.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { Caller } from '../upstream/forwarded-headers.js';
import { RequestBudget, type BudgetLimits } from '../upstream/request-budget.js';
import { bindUpstream, type RequestUpstream } from '../upstream/request-upstream.js';

export interface UpstreamPluginOptions {
  client: UpstreamClient;
  /** The discovered modules whose per-request loaders each request gets. */
  modules: readonly GatewayModule[];
  /** What each request may spend upstream. */
  budget: BudgetLimits;
}

export function useUpstream({ client, modules, budget }: UpstreamPluginOptions): Plugin<{ caller?: Caller; upstream: RequestUpstream; loaders: Loaders }> {
  return {
    onContextBuilding({ context, extendContext }) {
      // The operation's span is made later (useTracing's onExecute), beside this very context object.
      const upstream = bindUpstream(client, context.caller ?? {}, new RequestBudget(budget), () => requestSpanOf(context)?.span);
      extendContext({ upstream, loaders: createLoaders(upstream, modules) });
    },
    // The gateway owns the client's connection pool: close it with the server.
    onDispose: () => client.close(),
  };
}
