// Gateway settings: the options callers pass and the defaults they fall back to.
import path from 'node:path';
import type { Dispatcher } from 'undici';
import { environments, type Environment } from '@schemas/common.ts';
import type { ConfigHost } from './config-host/index.ts';
import { defaultBudgetLimits, type BudgetLimits } from './upstream/request-budget.js';

export interface GatewayOptions {
  /** Listening port; main.ts passes PORT ?? 4000. 0 picks a free port. */
  port?: number;
  /** Listening host; default 127.0.0.1 (HOST overrides in main.ts). */
  host?: string;
  /** Base of the wealth REST API; the REST paths are `${upstreamBaseUrl}/api/...`. */
  upstreamBaseUrl: string;
  /** Base of the login/logout/error pages and /oauth2; default upstreamBaseUrl. */
  authBaseUrl?: string;
  /** Folder of the built web app (default 'dist/web'); null serves no web app at all. */
  webDist?: string | null;
  /** GraphiQL at /graphql; default true outside production mode (APP_ENV=production). */
  graphiql?: boolean;
  /** Schema introspection; default follows graphiql. */
  introspection?: boolean;
  /** Response cache time-to-live for upstream GETs (000 §7: 2000 ms). 0 turns the cache off. */
  cacheTtlMs?: number;
  /** Entries the response cache holds at most. */
  cacheMaxEntries?: number;
  /** Timeout of one upstream attempt. */
  upstreamTimeoutMs?: number;
  /** Retries of idempotent upstream calls (GET/HEAD) on network errors, timeouts, 502, 503, 504. */
  upstreamRetries?: number;
  /** Per API family: open after this many consecutive failed calls; false turns the breaker off. */
  /** Per API family: open after this many consecutive upstream failures from at least minCallers distinct callers (default 3); false turns the breaker off. */
  circuitBreaker?: { failureThreshold?: number; cooldownMs?: number; minCallers?: number } | false;
  /** What one GraphQL request may spend upstream: a deadline over all its calls and retries, and a number of calls. */
  requestBudget?: Partial<BudgetLimits>;
  /** One log line per GraphQL operation; off by default. */
  logRequests?: boolean;
  /** Clock, for greeting tests. */
  now?: () => Date;
  /**
   * JSON POSTs run straight through yoga's operation pipeline (graphql-route.ts); default true. False sends
   * every request through yoga's Fetch adapter: the benchmark's comparison, which keeps the shortcut honest.
   */
  jsonFastPath?: boolean;
  /** The config folder startGateway loads (default 'config'); ignored when configHost is given. */
  configDir?: string;
  /** Reload config/ on change; default true outside production mode. Ignored when configHost is given. */
  configWatch?: boolean;
  /** A config host the caller already started (and closes); startGateway then loads nothing itself. */
  configHost?: ConfigHost;
  /**
   * Where the gateway runs (APP_ENV): feature flags, links and idle time depend on it. Default dev.
   * It is also the one switch of production mode (APP_ENV=production): no playground, introspection,
   * field suggestions, source maps or config reloading unless turned on one by one. Never NODE_ENV,
   * which a build tool may leave set in the process.
   */
  environment?: Environment;
  /** Idle seconds before the sign-out countdown (IDLE_SECONDS); default by environment (000 §9). */
  idleSeconds?: number;
  /** The undici dispatcher upstream calls go through (default: a keep-alive Agent the gateway owns). */
  dispatcher?: Dispatcher;
  /** Redis (REDIS_URL): token revocations and live events reach every gateway instance. None: this instance only. */
  redisUrl?: string;
  /**
   * The secret the wealth API signs its events with (EVENTS_SECRET): with it, POST /events/notification-centre
   * takes signed events and subscriptions push them live. None: no events (the web still reloads on open).
   */
  eventsSecret?: string;
}

export interface ResolvedOptions {
  /** Production mode: APP_ENV=production. */
  production: boolean;
  port: number;
  host: string;
  upstreamBaseUrl: string;
  authBaseUrl: string;
  webDist: string | null;
  graphiql: boolean;
  introspection: boolean;
  cacheTtlMs: number;
  cacheMaxEntries: number;
  upstreamTimeoutMs: number;
  upstreamRetries: number;
  circuitBreaker: { failureThreshold: number; cooldownMs: number; minCallers?: number } | false;
  requestBudget: BudgetLimits;
  logRequests: boolean;
  now: () => Date;
  configDir: string;
  configWatch: boolean;
  environment: Environment;
  idleSeconds: number | undefined;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** An unknown environment would silently get dev's flags and links: refuse it instead. */
export function parseEnvironment(value: string | undefined): Environment | undefined {
  if (value === undefined || value === '') return undefined;
  if ((environments as readonly string[]).includes(value)) return value as Environment;
  throw new Error(`unknown environment '${value}': expected one of ${environments.join(', ')}`);
}

/** Production mode is the production environment: one explicit setting, APP_ENV. */
export const isProductionMode = (environment: Environment | undefined): boolean => environment === 'production';

function checkIdleSeconds(value: number | undefined): number | undefined {
  if (value === undefined || (Number.isInteger(value) && value > 0)) return value;
  throw new Error(`idleSeconds must be a positive whole number of seconds (found ${value})`);
}

export function resolveOptions(opts: GatewayOptions): ResolvedOptions {
  if (!opts.upstreamBaseUrl) throw new Error('GatewayOptions.upstreamBaseUrl is required');
  const environment = parseEnvironment(opts.environment) ?? 'dev';
  const production = isProductionMode(environment);
  const graphiql = opts.graphiql ?? !production;
  const upstreamBaseUrl = trimSlash(opts.upstreamBaseUrl);
  return {
    production,
    port: opts.port ?? 4000,
    host: opts.host ?? '127.0.0.1',
    upstreamBaseUrl,
    authBaseUrl: trimSlash(opts.authBaseUrl ?? upstreamBaseUrl),
    webDist: opts.webDist === null ? null : path.resolve(opts.webDist ?? 'dist/web'),
    graphiql,
    introspection: opts.introspection ?? graphiql,
    cacheTtlMs: opts.cacheTtlMs ?? 2000,
    cacheMaxEntries: opts.cacheMaxEntries ?? 5000,
    upstreamTimeoutMs: opts.upstreamTimeoutMs ?? 8000,
    upstreamRetries: opts.upstreamRetries ?? 2,
    circuitBreaker:
      opts.circuitBreaker === false
        ? false
        : { failureThreshold: 10, cooldownMs: 2000, ...opts.circuitBreaker },
    requestBudget: { ...defaultBudgetLimits, ...opts.requestBudget },
    logRequests: opts.logRequests ?? false,
    now: opts.now ?? (() => new Date()),
    configDir: opts.configDir ?? 'config',
    configWatch: opts.configWatch ?? !production,
    environment,
    idleSeconds: checkIdleSeconds(opts.idleSeconds),
  };
}
