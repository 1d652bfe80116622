// Starts the gateway from the environment (the table in gateway/README.md). Invalid config or settings
// print why and exit 1, so a deploy fails loudly instead of serving a half-configured portal.
import { configHostOptionsFromEnv } from './config-host/index.ts';
import { parseEnvironment } from './options.js';
import { startGateway, type RunningGateway } from './server.js';

const env = process.env;
const flag = (value: string | undefined) => (value === undefined ? undefined : /^(1|true|on|yes)$/i.test(value));
const number = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

const upstreamBaseUrl = env.UPSTREAM_BASE_URL ?? `http://localhost:${env.SANDBOX_PORT ?? 4010}`;
const config = configHostOptionsFromEnv(env);

let gateway: RunningGateway;
try {
  gateway = await startGateway({
    port: number(env.PORT) ?? 4000,
    host: env.HOST ?? '127.0.0.1',
    upstreamBaseUrl,
    authBaseUrl: env.AUTH_BASE_URL || undefined,
    webDist: env.WEB_DIST || undefined,
    graphiql: flag(env.GRAPHIQL),
    introspection: flag(env.GRAPHQL_INTROSPECTION),
    cacheTtlMs: number(env.CACHE_TTL_MS),
    upstreamTimeoutMs: number(env.UPSTREAM_TIMEOUT_MS),
    upstreamRetries: number(env.UPSTREAM_RETRIES),
    circuitBreaker: flag(env.UPSTREAM_CIRCUIT_BREAKER) === false ? false : undefined,
    logRequests: flag(env.LOG_REQUESTS),
    configDir: config.dir,
    configWatch: config.watch,
    environment: parseEnvironment(env.APP_ENV),
    idleSeconds: number(env.IDLE_SECONDS),
    redisUrl: env.REDIS_URL || undefined,
    eventsSecret: env.EVENTS_SECRET || undefined,
  });
} catch (error) {
  // ConfigLoadError's message is the whole list of `file#pointer: message` lines.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.info(
  `gateway listening on ${gateway.url} (upstream ${upstreamBaseUrl}, environment ${env.APP_ENV || 'dev'}, config ${config.dir}${config.watch ? ', watching' : ''})`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
