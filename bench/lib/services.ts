// Starts a sandbox on a given store, a gateway in front of it and the bare proxy (the floor, bare-proxy.ts)
// beside the gateway (and, when asked, the GraphQL floors, bare-graphql.ts and bare-yoga.ts), as child processes (the way they
// run in production: separate processes, real HTTP between them), and stops them again.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { GATEWAY_NODE_ARGS, SANDBOX_NODE_ARGS, spawnService, stopAll, waitHealthy, type Service } from '../../scripts/lib/services.ts';

/** A port nothing listens on now: fixed ports collide with other runs (e2e, a second benchmark). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** n different free ports (one closed listener's port may come back on the next ask). */
export async function freePorts(n: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < n) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/**
 * CPU time a process has used so far, all its threads (Linux /proc schedstat, nanosecond resolution), in ms. On a
 * machine shared with other work, CPU per request is far steadier than latency, which includes waiting for a core.
 */
export function cpuMsOf(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return ns / 1e6;
}

/** A process's resident memory in MB (Linux /proc). */
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export interface BenchStore {
  /** PGlite data folder (DATABASE_URL empty) ... */
  dataDir?: string;
  /** ... or PostgreSQL, optionally in a schema. */
  databaseUrl?: string;
  schema?: string;
  /** Accounts to seed on start when the store is empty. */
  seedAccounts?: number;
}

export interface ServiceChoice {
  /** Also start the GraphQL floors bench:gateway prints: graphql-js alone (bare-graphql.ts) and yoga (bare-yoga.ts). */
  graphqlFloors?: boolean;
  /** The gateway's APP_ENV (default production): a feature whose flag is on only outside production (market data) is benched in uat. */
  appEnv?: string;
}

export interface BenchServices {
  sandboxUrl: string;
  gatewayUrl: string;
  /** The floor: a bare HTTP proxy making the gateway's upstream calls (bare-proxy.ts). */
  bareProxyUrl: string;
  /** The same work behind graphql-js alone (bare-graphql.ts) and a minimal yoga server (bare-yoga.ts), when asked for. */
  bareGraphqlUrl?: string;
  bareYogaUrl?: string;
  /** Process ids of the servers, to read their CPU time (cpuMsOf). */
  pids: { sandbox: number; gateway: number; bareProxy: number; bareGraphql?: number; bareYoga?: number };
  /** SIGTERM to all of them; resolves when all have exited (so the ports are free again). */
  stop(): Promise<void>;
}

async function stopAndWait(services: Service[]): Promise<void> {
  const exits = services
    .filter((s) => s.child.exitCode === null && s.child.signalCode === null)
    .map((s) => new Promise<void>((done) => s.child.once('exit', () => done())));
  stopAll(services);
  await Promise.all(exits);
}

export async function startServices(store: BenchStore, choice: ServiceChoice = {}): Promise<BenchServices> {
  const [sandboxPort, gatewayPort, bareProxyPort, bareGraphqlPort, bareYogaPort] = await freePorts(5);
  const ports = { sandbox: sandboxPort, gateway: gatewayPort, bareProxy: bareProxyPort, bareGraphql: bareGraphqlPort, bareYoga: bareYogaPort };
  const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
  const services: Service[] = [];
  try {
    const sandbox = spawnService({
      name: 'sandbox', entry: 'sandbox/src/main.ts', nodeArgs: SANDBOX_NODE_ARGS, port: ports.sandbox, quiet: true,
      env: {
        SANDBOX_PORT: String(ports.sandbox),
        DATA_DIR: store.dataDir,
        DATABASE_URL: store.databaseUrl ?? '',
        DATABASE_SCHEMA: store.schema ?? '',
        SEED_ACCOUNTS: store.seedAccounts ? String(store.seedAccounts) : undefined,
      },
    });
    services.push(sandbox);
    const gateway = spawnService({
      name: 'gateway', entry: 'gateway/src/main.ts', nodeArgs: GATEWAY_NODE_ARGS, port: ports.gateway, quiet: true,
      env: { PORT: String(ports.gateway), UPSTREAM_BASE_URL: sandboxUrl, APP_ENV: choice.appEnv ?? 'production' },
    });
    services.push(gateway);
    const bareProxy = spawnService({
      name: 'bare-proxy', entry: 'bench/lib/bare-proxy.ts', port: ports.bareProxy, quiet: true,
      env: { PORT: String(ports.bareProxy), UPSTREAM_BASE_URL: sandboxUrl },
    });
    services.push(bareProxy);
    if (choice.graphqlFloors) {
      for (const [name, port] of [['bare-graphql', ports.bareGraphql], ['bare-yoga', ports.bareYoga]] as const) {
        services.push(spawnService({ name, entry: `bench/lib/${name}.ts`, port, quiet: true, env: { PORT: String(port), UPSTREAM_BASE_URL: sandboxUrl } }));
      }
    }
    for (const s of services) await waitHealthy(s);
    // A process that failed to listen may have exited before waitHealthy watched it: never time another's server.
    for (const s of services) if (s.child.exitCode !== null) throw new Error(`${s.name} exited with code ${s.child.exitCode}`);
  } catch (error) {
    await stopAndWait(services);
    throw error;
  }
  return {
    sandboxUrl,
    gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
    bareProxyUrl: `http://127.0.0.1:${ports.bareProxy}`,
    ...(choice.graphqlFloors ? { bareGraphqlUrl: `http://127.0.0.1:${ports.bareGraphql}`, bareYogaUrl: `http://127.0.0.1:${ports.bareYoga}` } : {}),
    pids: {
      sandbox: services[0].child.pid!,
      gateway: services[1].child.pid!,
      bareProxy: services[2].child.pid!,
      ...(choice.graphqlFloors ? { bareGraphql: services[3].child.pid!, bareYoga: services[4].child.pid! } : {}),
    },
    stop: () => stopAndWait(services),
  };
}
