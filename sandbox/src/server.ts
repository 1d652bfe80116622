import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { openDb, migrate, type Db } from './db/index.js';
import { isSeeded, seed } from './seed/index.js';
import { registerLoginRoutes } from './auth/login-routes.js';
import { registerLogoutRoutes } from './auth/logout-routes.js';
import { registerOAuthRoutes } from './auth/oauth-routes.js';
import { TokenStore } from './auth/token-store.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerDevGuard } from './http/dev-guard.js';
import { registerFaults } from './http/faults.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerRequestLog } from './http/request-log.js';
import { registerOpenApi, type Tag } from './http/openapi.js';
import { checkResponsesByDefault, registerResponseCheck } from './http/response-check.js';
import { registerValidation } from './http/validation.js';
import { SignInThrottle } from './auth/sign-in-throttle.js';
import { ScopeResolver } from './http/scope.js';
import { registerApi, routesDir } from './routes/index.js';
import { syncGroupCodeSequence } from './routes/grouping/group-write.js';
import { EventHooks } from './events/event-hooks.js';
import { seedParts } from './seed/seed-parts.js';

const HEALTH = {
  summary: 'Health',
  description: 'Answers once the store is migrated and seeded and every route is registered.',
  response: { 200: { type: 'object', properties: { status: { type: 'string', const: 'ok' } }, required: ['status'] } },
} as const;

export interface SandboxOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  memory?: boolean;
  /** With memory: start from a dump of an already migrated and seeded store (tests; see http/test-fixture.ts). */
  loadDataDir?: Blob;
  databaseUrl?: string;
  schema?: string;
  seed?: { accounts?: number; clients?: number };
  accessTokenTtl?: number;
  refreshTokenTtl?: number;
  log?: boolean;
  /** Extra folders of route folders beside routes/ (a test's example feature); each sub-folder is found like routes/<id>/. */
  extraRouteDirs?: string[];
  /** Redis (REDIS_URL): failed sign-in counts shared by every sandbox instance. None: in memory. */
  redisUrl?: string;
  /** Where in Redis the counts live (tests keep theirs apart). */
  throttlePrefix?: string;
  /**
   * Signed event webhooks (EVENTS_SECRET, EVENTS_TARGETS): the shared secret and the receivers' URLs. No
   * secret: no events (the portal then sees new alerts when it next loads them).
   */
  events?: { secret?: string; targets?: string[] };
  /**
   * Check each /api/ answer against its route's response schema before it is serialised (http/response-check.ts).
   * Default: on under tests (VITEST) or with SANDBOX_CHECK_RESPONSES=1.
   */
  checkResponses?: boolean;
}

export interface Sandbox {
  app: FastifyInstance;
  db: Db;
  /** Every route the app serves, as registered (the malformed-input test walks them all). */
  routes: { method: string; url: string }[];
  /** The event webhooks: a test adds its gateway's receiver once the gateway listens. */
  events: EventHooks;
  close(): Promise<void>;
}

/** Opens, migrates and (when empty) seeds the store and builds the app without listening: tests inject into it. */
export async function buildSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const db = await openDb({ dataDir: opts.dataDir, memory: opts.memory, loadDataDir: opts.loadDataDir, databaseUrl: opts.databaseUrl, schema: opts.schema });
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    await migrate(db);
    if (!(await isSeeded(db))) await seed(db, { ...opts.seed, log: opts.log ? console.log : undefined });
    await syncGroupCodeSequence(db);
    await seedParts(db);
    built = await buildApp(db, opts);
  } catch (error) {
    await db.close();
    throw error;
  }
  const { app, routes, events } = built;
  return {
    app,
    db,
    routes,
    events,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The app on an opened store, without listening. `npm run codegen` builds it on a store that is never asked
 * anything (scripts/codegen-openapi.ts): registering routes reads nothing from the store.
 */
export async function buildApp(db: Db, opts: SandboxOptions = {}): Promise<Pick<Sandbox, 'app' | 'routes' | 'events'>> {
  const tokens = new TokenStore(db, {
    access: opts.accessTokenTtl ?? Number(process.env.ACCESS_TOKEN_TTL ?? 900),
    refresh: opts.refreshTokenTtl ?? Number(process.env.REFRESH_TOKEN_TTL ?? 7200),
  });
  // Plugins (Swagger UI reads its bundled assets) get a minute to start, not avvio's 10 s: on a two-core machine
  // under load a start took longer than that (docs/testing.md "On a loaded machine").
  const app = Fastify({ logger: opts.log ?? false, pluginTimeout: 60_000 });
  const routes: Sandbox['routes'] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const m of [method].flat()) if (m !== 'HEAD') routes.push({ method: m, url });
  });
  await app.register(formbody);
  registerValidation(app);
  const tags: Tag[] = [];
  await registerOpenApi(app, () => tags);
  registerErrorHandling(app);
  if (opts.checkResponses ?? checkResponsesByDefault()) registerResponseCheck(app);
  registerInputGuard(app);
  registerDevGuard(app);
  registerRequestLog(app); // before the fault hook: faulted calls are recorded too
  registerFaults(app);
  app.get('/healthz', { schema: HEALTH }, async () => ({ status: 'ok' }));
  const throttle = opts.redisUrl ? await SignInThrottle.withRedis(opts.redisUrl, opts.throttlePrefix) : SignInThrottle.inMemory();
  app.addHook('onClose', () => throttle.close());
  registerLoginRoutes(app, db, tokens, throttle);
  registerLogoutRoutes(app);
  registerOAuthRoutes(app, db, tokens, throttle);
  const events = new EventHooks(opts.events?.secret, opts.events?.targets ?? [], (m) => app.log.warn(m));
  app.addHook('onClose', () => events.flush());
  await registerApi(app, db, tokens, new ScopeResolver(db), { events }, [routesDir, ...(opts.extraRouteDirs ?? [])], tags);
  await app.ready();
  return { app, routes, events };
}

/** Open db, migrate, seed if empty, listen. /healthz answers only once all of that is done. */
export async function startSandbox(opts: SandboxOptions = {}) {
  const sandbox = await buildSandbox(opts);
  try {
    await sandbox.app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  const address = sandbox.app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 0);
  return { url: `http://${opts.host ?? '127.0.0.1'}:${port}`, port, db: sandbox.db, events: sandbox.events, close: sandbox.close };
}
