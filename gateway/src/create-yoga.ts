// The GraphQL server: schema, plugins in order, and the upstream client behind them. Used in process by
// tests (yoga.fetch) and mounted in fastify by server.ts.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { createYoga as createYogaServer, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { memoryLivePubSub, type LivePubSub } from './events/live-pubsub.js';
import { playgroundDefaultQuery, renderGraphiQL } from './render-graphiql.js';
import type { ConfigHost } from './config-host/index.ts';
import type { GatewaySettings } from './context.js';
import { resolveOptions, type GatewayOptions } from './options.js';
import { useAuthContext } from './plugins/use-auth-context.js';
import { useCompiledExecution } from './plugins/use-compiled-execution.js';
import { useCsrfPrevention } from './plugins/use-csrf-prevention.js';
import { useInputLimits } from './plugins/use-input-limits.js';
import { useIntrospectionControl } from './plugins/use-introspection-control.js';
import { useOperationLimits } from './plugins/use-operation-limits.js';
import { useRequestLogging } from './plugins/use-request-logging.js';
import { useUpstream } from './plugins/use-upstream.js';
import type { RecentRequests } from './tracing/recent-requests.js';
import { useTracing } from './tracing/use-tracing.js';
import type { DiscoveredModule } from './modules/discover-modules.js';
import { buildSchema, gatewayModules } from './schema/build-schema.js';
import { UpstreamClient } from './upstream/client.js';
import type { Revocations } from './upstream/revocations.js';

/**
 * Request bodies above this are refused (413) before parsing (issue 11 item 5: a 900 KB keyword cost
 * 160-330 ms of CPU). The largest legitimate body is a preference value (JSON, at most 64 KB) with its
 * mutation; documents themselves are bounded at 3,000 tokens.
 */
export const MAX_REQUEST_BODY_BYTES = 96 * 1024;

/** `/graphql/files` takes a mutation carrying files: up to 10 MB of file, base64 (4/3), plus the operation. */
export const MAX_FILE_BODY_BYTES = 14 * 1024 * 1024;

/** The context the yoga `context` option adds; plugins add caller, upstream and loaders (see context.ts). */
type BaseContext = { settings: GatewaySettings; configHost: ConfigHost; live: LivePubSub };
export type GatewayYoga = YogaServerInstance<Record<string, unknown>, BaseContext>;

/** createYoga needs a started config host: starting one is async and may fail (startGateway does it). */
export type YogaOptions = GatewayOptions & {
  configHost: ConfigHost;
  /** The modules to serve; the discovered gateway/src/modules/* by default (a test may add its own). */
  modules?: readonly DiscoveredModule[];
  /** Revoked tokens, shared through Redis when startGateway connected them (a fresh in-memory list otherwise). */
  revocations?: Revocations;
  /** The live events' pub/sub (through Redis when startGateway connected it; in process otherwise). */
  live?: LivePubSub;
  /** Where each request's log entry is kept for GET /dev/requests (outside production mode; startGateway makes it). */
  recentRequests?: RecentRequests;
};

export function createYoga(options: YogaOptions): GatewayYoga {
  const settings = resolveOptions(options);
  const { configHost, modules = gatewayModules } = options;
  const live = options.live ?? memoryLivePubSub();
  const gatewaySettings: GatewaySettings = {
    authBaseUrl: settings.authBaseUrl,
    now: settings.now,
    environment: settings.environment,
    idleSeconds: settings.idleSeconds,
  };
  const client = new UpstreamClient({
    apiBaseUrl: settings.upstreamBaseUrl,
    authBaseUrl: settings.authBaseUrl,
    timeoutMs: settings.upstreamTimeoutMs,
    retry: { retries: settings.upstreamRetries },
    cache: { ttlMs: settings.cacheTtlMs, max: settings.cacheMaxEntries },
    circuitBreaker: settings.circuitBreaker,
    dispatcher: options.dispatcher,
    revocations: options.revocations,
  });

  // The playground's demo sign-in (http/demo-sign-in.ts): never in production mode, even with the playground forced on.
  const demoSignIn = settings.graphiql && !settings.production;
  return createYogaServer<Record<string, unknown>, BaseContext>({
    schema: buildSchema(modules),
    graphqlEndpoint: '/graphql',
    graphiql: settings.graphiql ? { title: 'Adviser Online gateway', defaultQuery: playgroundDefaultQuery(settings.authBaseUrl, { demoSignIn }) } : false,
    renderGraphiQL: (graphiqlOptions) => renderGraphiQL(graphiqlOptions, { demoSignIn }),
    landingPage: false,
    logging: process.env.NODE_ENV === 'test' ? 'error' : 'info',
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    // The browser reaches the gateway on its own origin (it serves the web app), so no CORS is needed.
    cors: false,
    context: () => ({ settings: gatewaySettings, configHost, live }),
    plugins: [
      useCsrfPrevention(),
      useOperationLimits(),
      useIntrospectionControl({ enabled: settings.introspection }),
      useInputLimits(),
      // "Did you mean ...?" maps the schema for anyone: only outside production mode.
      ...(settings.production ? [blockFieldSuggestionsPlugin() as Plugin] : []),
      // Order matters: useUpstream reads the caller that useAuthContext puts in the context.
      useAuthContext(),
      useUpstream({ client, modules: modules.map((m) => m.module), budget: settings.requestBudget }),
      useCompiledExecution(),
      // Makes the request's span when the operation starts (its upstream calls find it through useUpstream's
      // binding); the log line that follows reads that span's ids.
      useTracing(),
      useRequestLogging({ enabled: settings.logRequests, recent: options.recentRequests }),
    ],
  });
}
