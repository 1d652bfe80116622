// `npm start`: builds the web app when its sources changed (`--rebuild`: always), starts the sandbox and the
// gateway, and prints where to go. Environment: PORT (4000), SANDBOX_PORT (4010), DATA_DIR (.data/pglite),
// DATABASE_URL (PostgreSQL instead of the embedded PGlite), SKIP_BUILD=1, SANDBOX_DEV_TOKEN (made per run).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GATEWAY_NODE_ARGS, SANDBOX_NODE_ARGS, spawnService, stopAll, waitHealthy, type Service } from './lib/services.ts';

const started = Date.now();
const port = Number(process.env.PORT ?? 4000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const sandboxUrl = `http://localhost:${sandboxPort}`;

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

async function buildWebIfStale() {
  const index = 'dist/web/index.html';
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(newestMtime('web'), newestMtime('plugins'), newestMtime('config'), statSync('vite.config.ts').mtimeMs);
  if (process.env.SKIP_BUILD || (built > sources && !process.argv.includes('--rebuild'))) return;
  console.log('Building the web app…');
  await buildWeb();
}

/**
 * `vite build` in a child process. Built in this process, Vite and Rolldown left about 800 MB resident in a
 * supervisor that then only waits (bench:start-memory); a child returns it all when it exits. The child's
 * NODE_ENV=production (Vite sets it) also stays out of the services this process starts.
 */
function buildWeb(): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--config', 'vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the web build failed (${signal ?? `exit code ${code}`})`))));
  });
}

/** The counterpart pages the sandbox serves under /console/ (sandbox/README.md). */
const CONSOLES = [
  ['Request console', '/console/requests'],
  ['Signatory phone', '/console/phone'],
  ['Chat agent console', '/console/chat'],
  ['Screen share viewer', '/console/screenshare'],
  ['Notification console', '/console/notifications'],
  ['Adviser phone', '/console/adviser-phone'],
  ['Authenticator app', '/console/authenticator'],
] as const;

async function main() {
  await buildWebIfStale();
  const services: Service[] = [];
  const shutdown = () => {
    stopAll(services);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // Sign-in sends tokens only to this portal (and, with --dev, the Vite dev server beside it).
  // The sandbox signs the events it sends the gateway (new alerts) with a secret made for this run, unless
  // EVENTS_SECRET is set; the repository holds none.
  const eventsSecret = process.env.EVENTS_SECRET || randomBytes(32).toString('hex');
  // The sandbox's consoles and development endpoints want a token no other page can know: one made per run
  // unless SANDBOX_DEV_TOKEN is set (the browser tests pass theirs); the banner prints the consoles with it.
  const devToken = process.env.SANDBOX_DEV_TOKEN || randomBytes(18).toString('base64url');
  const portals = [port, ...(process.argv.includes('--dev') ? [5173] : [])].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  const sandbox = spawnService({
    name: 'sandbox',
    entry: 'sandbox/src/main.ts',
    nodeArgs: SANDBOX_NODE_ARGS,
    port: sandboxPort,
    env: {
      SANDBOX_PORT: String(sandboxPort),
      PORTAL_ORIGINS: process.env.PORTAL_ORIGINS ?? portals.join(','),
      EVENTS_SECRET: eventsSecret,
      EVENTS_TARGETS: process.env.EVENTS_TARGETS ?? `http://127.0.0.1:${port}/events/notification-centre`,
      SANDBOX_DEV_TOKEN: devToken,
    },
  });
  services.push(sandbox);
  await waitHealthy(sandbox);
  const gateway = spawnService({
    name: 'gateway',
    entry: 'gateway/src/main.ts',
    nodeArgs: GATEWAY_NODE_ARGS,
    port,
    env: { PORT: String(port), UPSTREAM_BASE_URL: process.env.UPSTREAM_BASE_URL ?? sandboxUrl, EVENTS_SECRET: eventsSecret },
  });
  services.push(gateway);
  await waitHealthy(gateway);
  for (const s of services) s.child.once('exit', (code) => {
    console.error(`${s.name} stopped (code ${code}); stopping Adviser Online.`);
    stopAll(services);
    process.exit(code ?? 1);
  });

  const users = (await (await fetch(`${sandboxUrl.replace('localhost', '127.0.0.1')}/auth/demo-users`)).json()) as {
    username: string; password: string; brand: string; loginBadge: string; shows: string;
  }[];
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `Adviser Online is ready (${seconds} s)`,
    `  Portal:              http://localhost:${port}/`,
    `  GraphQL playground:  http://localhost:${port}/graphql`,
    `  Wealth API sandbox:  ${sandboxUrl}  (the specification's paths under /api/)`,
    `  API reference:       ${sandboxUrl}/reference  (the OpenAPI document: ${sandboxUrl}/openapi.json)`,
    '',
    'Demo sign-ins (open the portal, or a brand directly with ?brand=oasis or ?brand=perpetual):',
    ...users.map((u) => `  ${u.username.padEnd(18)} ${u.password.padEnd(6)} ${u.brand.padEnd(10)} ${u.shows}`),
    '',
    // Production mode has no consoles.
    ...(process.env.APP_ENV === 'production' ? [] : [
      'Sandbox consoles (development; this run\'s token opens each once, then a cookie keeps it):',
      ...CONSOLES.map(([what, path]) => `  ${what.padEnd(21)} ${sandboxUrl}${path}?dev_token=${devToken}`),
      `  Development endpoints (/sandbox/...) want the header  x-sandbox-dev: ${devToken}`,
      '',
    ]),
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
