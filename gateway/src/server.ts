// The gateway process: fastify serving /graphql (yoga), /healthz and the built web app.
import type { AddressInfo } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { createConfigHost } from './config-host/index.ts';
import { createYoga, type YogaOptions } from './create-yoga.js';
import { registerCopyRoute } from './http/copy-route.ts';
import { registerGraphqlRoute } from './http/graphql-route.ts';
import { registerIdleCollection } from './http/idle-collection.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { playgroundPagePolicy } from './render-graphiql.js';
import { resolveOptions, type GatewayOptions } from './options.js';
import { registerWeb } from './static/serve-web.js';
import { gatewayModules } from './schema/build-schema.js';
import { Revocations } from './upstream/revocations.js';
import { createLivePubSub } from './events/live-pubsub.js';
import { liveTopicsByType } from './events/live-topic.js';
import { registerEventsRoute } from './http/events-route.ts';
import { RecentRequests } from './tracing/recent-requests.js';
import { registerTraceLogRoute } from './tracing/trace-log-route.js';
import { registerDemoSignInRoutes } from './http/demo-sign-in.js';

export type { GatewayOptions } from './options.js';
export { createYoga } from './create-yoga.js';

export interface BuiltGateway {
  /** The whole gateway, not listening: `app.inject()` answers as the started server would. */
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The gateway as an app, without a socket: its routes (/healthz, /graphql, the web app) over yoga and the
 * config host. startGateway listens on it; a benchmark or test may inject into it in process.
 */
export async function buildGateway(opts: GatewayOptions & Pick<YogaOptions, 'modules'>): Promise<BuiltGateway> {
  const settings = resolveOptions(opts);
  const configHost = opts.configHost ?? (await createConfigHost({ dir: settings.configDir, watch: settings.configWatch }));
  const revocations = new Revocations();
  if (opts.redisUrl) await revocations.connect(opts.redisUrl);
  const live = await createLivePubSub(opts.redisUrl);
  // Each module registers the live-event topics its subscriptions hear; the events route serves them all.
  const topics = liveTopicsByType((opts.modules ?? gatewayModules).flatMap((m) => m.module.liveTopics ?? []));
  const recentRequests = settings.production ? undefined : new RecentRequests();
  const yoga = createYoga({ ...opts, configHost, revocations, live, recentRequests });
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  const close = async () => {
    await app.close();
    await yoga.dispose();
    await revocations.close();
    await live.close();
    // A host the caller passed is the caller's to close; one made here stops watching with the gateway.
    if (!opts.configHost) configHost.close();
  };
  try {
    registerSecurityHeaders(app, playgroundPagePolicy);
    // Gives back what a burst of work grew once the gateway goes quiet (needs --expose-gc: GATEWAY_NODE_ARGS).
    registerIdleCollection(app);
    // GraphQL answers over 1 KB compressed for browsers that accept it (brotli at a speed-minded
    // quality, else gzip); the web app's files are compressed at build time and served as they are.
    // Event streams stay uncompressed, or events would wait in the compressor's buffer.
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: /^application\/(graphql-response\+)?json\b/,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    app.get('/healthz', async () => ({ status: 'ok' }));
    // Every GraphQL answer says which config it was made with, so an open tab can tell the adviser the menus it
    // drew have changed (web/src/kit/config-version.ts).
    app.addHook('onRequest', (req, reply, done) => {
      if (req.url.startsWith('/graphql')) reply.header('x-config-version', configHost.version());
      done();
    });
    await registerGraphqlRoute(app, yoga, { jsonFastPath: opts.jsonFastPath ?? true });
    registerEventsRoute(app, live, topics, opts.eventsSecret);
    registerCopyRoute(app, configHost);
    if (recentRequests) registerTraceLogRoute(app, recentRequests, { production: settings.production });
    // The playground's demo sign-in relays (development only; the page that uses them is the playground's).
    if (settings.graphiql && !settings.production) registerDemoSignInRoutes(app, settings);
    await registerWeb(app, settings.webDist, { sourceMaps: !settings.production });
    await app.ready();
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { app, close };
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the gateway. Rejects with a ConfigLoadError (every `file#pointer: message`) when config/ is
 * invalid, before anything listens.
 */
export async function startGateway(opts: GatewayOptions & Pick<YogaOptions, 'modules'>): Promise<RunningGateway> {
  const settings = resolveOptions(opts);
  const { app, close: shutdown } = await buildGateway(opts);
  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    // A port in use must not leave a config watcher keeping the process alive.
    await shutdown().catch(() => undefined);
    throw error;
  }

  const { port } = app.server.address() as AddressInfo;
  const host = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: shutdown,
  };
}
